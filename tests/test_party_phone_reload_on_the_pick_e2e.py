"""A dealer's page reloaded during their own pick (Dealer's Choice, the dealer choosing the game) gets
that pick back at once, its buttons, with time to tap one: a host play-test's guest reloaded then,
its page caught on "Joining the table..." at the reload's instant, and some seconds later the TV
said TIME RAN OUT: PICKED FOR SAM. The page asks for its seat back (its kept token) and the table
offers the turn again with at least its BACK_SECONDS (game.play.sitters), the whole wait when
shorter. In a real browser (headless chromium) against a room served on 127.0.0.1.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import time

import pytest
from test_dealers_choice_phone import NAMES, RULES
from test_party_phone import Served, phones  # noqa: F401 (the fixture)

from engine.events import PotGame
from engine.table import SeatInfo, Table
from game.party.room import Timing

pytestmark = pytest.mark.e2e

PICK = 8.0  # seconds: the turn timer, the dealer's pick's too
AT_ONCE = 2.0  # seconds: the reloaded page's pick is up well before the page's own wait for the table


def test_a_page_reloaded_on_its_pick_has_the_picks_buttons_at_once_and_time_to_tap(phones):  # noqa: F811
    seed = next(s for s in range(100) if Table(RULES, [SeatInfo(str(i)) for i in range(3)], s).actor == 0)
    served = Served("dealers-choice", 3, seed, Timing(bot_delay=0.3, hand_pause=0.4, turn_seconds=PICK))
    room = served.room
    try:
        ann = phones(served.url, "Ann")  # the first dealer's seat
        ann.join()
        page = ann.page
        page.click("#start")
        page.wait_for_selector("#decide:not([hidden])")
        assert page.inner_text("#prompt") == "PICK THE GAME"
        page.wait_for_timeout(PICK * 1000 / 2)  # half her time gone
        page.reload()
        reloaded = time.monotonic()
        page.wait_for_selector("#decide:not([hidden])", timeout=AT_ONCE * 1000)
        assert time.monotonic() - reloaded < AT_ONCE
        assert page.is_hidden("#opening")  # not "Joining the table..."
        assert page.inner_text("#prompt") == "PICK THE GAME"
        labels = page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.firstChild.textContent)")
        assert labels == NAMES and all(page.is_enabled(f"#buttons button >> nth={i}") for i in range(4))
        offered = ann.last("your_turn")
        assert offered is not None and offered["decision"] == "choose_game"
        assert offered["seconds"] > PICK - 1  # the whole wait again (less than BACK_SECONDS here)
        ann.shot("pick-after-reload")
        page.click("#buttons button:has-text('NIGHT BASEBALL')")
        called = None
        deadline = time.monotonic() + 5
        while called is None and time.monotonic() < deadline:
            events = served.call(lambda: list(room.table.events))
            called = next((e for e in events if isinstance(e, PotGame)), None)
            time.sleep(0.05)
        assert called is not None and called.profile == "night-baseball" and called.chooser == 0  # hers
    finally:
        served.stop()
