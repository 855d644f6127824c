"""The host's menu open on the TV stops a guest's turn clock on her phone too (a host play-test: a
guest went from AWAY IN 4 to AWAY while the host read the ledger), and she gets the time she had
left when the host is back. In a real browser (Debian's headless chromium under Playwright, against
a room served in-process: tests/test_party_phone.py). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.room import Timing

pytestmark = pytest.mark.e2e

TIMER = 20.0


def test_the_host_menu_stops_the_phones_countdown_and_gives_back_the_time_left(phones):  # noqa: F811
    served = Served("baseball", 4, 3, Timing(turn_seconds=TIMER, bot_delay=0.1, hand_pause=0.5))
    try:
        ann = phones(served.url, "Ann", viewport={"width": 390, "height": 844})
        ann.join()
        ann.page.click("#start")
        ann.page.wait_for_selector("#decide:not([hidden])", timeout=30000)
        ann.page.wait_for_timeout(2500)  # she thinks a while
        served.call(served.room.controls.hold_clocks, True)  # the host opens the menu on the TV
        ann.page.wait_for_selector("#who:has-text('Clock stopped')")
        assert ann.page.inner_text("#who") == "Your turn! Clock stopped: host's menu"
        stopped = int(ann.page.inner_text("#clock"))
        assert 0 < stopped < TIMER
        ann.page.wait_for_timeout(3000)  # the host reads the ledger
        assert int(ann.page.inner_text("#clock")) == stopped and ann.page.is_visible("#decide")
        assert served.call(served.room.waiting_for)[1] > stopped - 1  # the table's clock stopped too
        ann.shot("clock-stopped", landscape=False)
        served.call(served.room.controls.hold_clocks, False)  # back at the table
        ann.page.wait_for_selector("#who:text-is('Your turn!')")
        assert abs(int(ann.page.inner_text("#clock")) - stopped) <= 1  # the time she had left
        ann.shot("clock-goes-on", landscape=False)
    finally:
        served.stop()
