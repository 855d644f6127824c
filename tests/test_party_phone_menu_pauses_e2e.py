"""The host's menu open on the TV pauses the party: the guest's phone says the host paused it and
her turn's countdown stops; when the host is back at the table she gets the time she had left (a
host play-test watched the table play on under the menu). In a real browser (Debian's headless
chromium under Playwright, against a room served in-process: tests/test_party_phone.py). Run with
`python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.room import Timing

pytestmark = pytest.mark.e2e

TIMER = 20.0


def test_the_host_menu_pauses_the_phones_and_gives_back_the_time_left(phones):  # noqa: F811
    served = Served("baseball", 4, 3, Timing(turn_seconds=TIMER, bot_delay=0.1, hand_pause=0.5))
    try:
        ann = phones(served.url, "Ann", viewport={"width": 390, "height": 844})
        ann.join()
        ann.page.click("#start")
        ann.page.wait_for_selector("#decide:not([hidden])", timeout=30000)
        ann.page.wait_for_timeout(2500)  # she thinks a while
        served.call(served.room.controls.menu_open, True)  # the host opens the menu on the TV
        ann.page.wait_for_selector("#paused:not([hidden])")
        assert "The host paused the game" in ann.page.inner_text("#pausedwhy")
        left = served.call(served.room.waiting_for)[1]
        assert 0 < left < TIMER
        ann.page.wait_for_timeout(3000)  # the host reads the ledger
        assert abs(served.call(served.room.waiting_for)[1] - left) < 0.5  # the table's clock stopped
        ann.shot("host-menu-paused", landscape=False)
        served.call(served.room.controls.menu_open, False)  # back at the table
        ann.page.wait_for_selector("#paused", state="hidden")
        ann.page.wait_for_selector("#decide:not([hidden])")
        assert abs(int(ann.page.inner_text("#clock")) - left) <= 1.5  # the time she had left
        ann.shot("host-menu-closed", landscape=False)
    finally:
        served.stop()
