"""A dealer whose phone was gone when the turn timer called the pot's game for them reads why, on
a real phone page (Debian's headless chromium over loopback, the room served in-process:
tests/test_party_phone.py), once the page is back during that pot: 'Time ran out, so ... was
picked for you.', as a phone that was there reads it (game.party.called_for_you).

Run with `python -m pytest -m e2e tests/test_party_called_while_gone_e2e.py`. Screenshots go to
the test's tmp_path."""

from __future__ import annotations

import time

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from engine.events import PotGame
from game.party.room import Timing

pytestmark = pytest.mark.e2e


def test_the_dealer_back_from_a_dropped_phone_reads_that_time_ran_out_on_their_call(phones):  # noqa: F811
    served = Served("dealers-choice", 2, 3, timing=Timing(turn_seconds=3.0, bot_delay=0.5, hand_pause=0.0))
    room = served.room
    try:
        ann, bo = phones(served.url, "Ann"), phones(served.url, "Bo")
        ann.join()
        bo.join()
        ann.start()
        dealer = (
            ann if served.call(lambda: room.table.legal_actions().seat) == ann.last("joined")["seat"] else bo
        )
        dealer.page.wait_for_selector("#buttons [data-kind=baseball]")
        dealer.page.goto("about:blank")  # the phone is gone: its page, and its socket, closed
        deadline = time.monotonic() + 20
        while not served.call(lambda: any(isinstance(e, PotGame) for e in room.table.events)):
            assert time.monotonic() < deadline, "the timer never called the game"
            time.sleep(0.1)
        game = served.call(lambda: next(e for e in room.table.events if isinstance(e, PotGame)).rules.name)
        dealer.page.goto(served.url)  # back: the page takes its seat back with the token it kept
        said = f"Time ran out, so {game} was picked for you."
        dealer.page.wait_for_selector(f"#notice:has-text('{said}')")
        assert served.call(lambda: room.pot_being_played)
        dealer.shot("back-told-the-call")
    finally:
        served.stop()
