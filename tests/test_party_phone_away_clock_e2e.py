"""With the turn timer OFF, the phone counts only the away rule's last seconds and says what they are,
as the TV does (a host play-test: the timer OFF, the phone counted 45 s down and at 0 checked or
folded for the guest: it read as the timer ignoring the setting). In a real browser (Debian's
headless chromium under Playwright, against a room served in-process: tests/test_party_phone.py).
Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.away_clock import AWAY_WARNING
from game.party.room import Timing

pytestmark = pytest.mark.e2e

IDLE = AWAY_WARNING + 6.0  # long enough to see the quiet start of the wait, short enough to wait out


def test_with_no_turn_timer_the_phone_shows_away_in_only_for_the_last_seconds(phones):  # noqa: F811
    served = Served("baseball", 4, 3, Timing(bot_delay=0.1, hand_pause=0.5, idle_seconds=IDLE))
    try:
        ann = phones(served.url, "Ann", viewport={"width": 390, "height": 844})  # a play-test's phone
        ann.join()
        ann.page.click("#start")
        ann.page.wait_for_selector("#decide:not([hidden])", timeout=30000)
        turn = ann.last("your_turn")
        assert turn is not None and turn["seconds"] is None and turn["away_in"] > AWAY_WARNING + 1
        ann.page.wait_for_timeout(400)  # a few of the page's clock ticks
        assert ann.page.is_hidden("#clock")  # no number: no timer runs
        assert ann.page.inner_text("#who") == "Your turn!"
        ann.shot("your-turn-no-timer", landscape=False)
        ann.page.wait_for_selector("#clock:not([hidden])", timeout=int(IDLE * 1000))
        assert ann.page.inner_text("#who") == "Your turn! Away in"
        left = int(ann.page.inner_text("#clock"))
        assert 0 < left <= AWAY_WARNING
        ann.shot("your-turn-away-in", landscape=False)
    finally:
        served.stop()
