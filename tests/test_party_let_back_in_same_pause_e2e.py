"""A guest the host takes off and lets back in within one pause of the host's menu, on a real phone
page (Debian's headless chromium over loopback, the room served in-process: tests/test_party_phone.py):
as if never taken off, the page shows their cards of the pot in play again, offers them their turn,
and never says 'You are away' (a host play-test's guest lost the hand they were in, and was told
'You are away, so the table checked for you.' once the game went on).

Run with `python -m pytest -m e2e tests/test_party_let_back_in_same_pause_e2e.py`. Screenshots go to
the test's tmp_path."""

from __future__ import annotations

import time

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.room import Timing

pytestmark = pytest.mark.e2e


def test_taken_off_and_let_back_in_in_one_pause_the_phone_keeps_its_hand_and_plays_on(phones):  # noqa: F811
    served = Served("baseball", 3, 5, timing=Timing(bot_delay=0.3, hand_pause=0.0))
    room = served.room
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.start()
        page = ann.page
        page.wait_for_selector("#mycards .card")
        seat = ann.last("joined")["seat"]
        hidden = ann.last("state")["you"]["hidden"]
        assert hidden

        def off_and_back() -> None:  # the host's menu: TAKE A GUEST OFF, LET A GUEST BACK IN, GO ON
            room.controls.menu_open(True)
            room.controls.remove(seat)
            room.controls.readmit(room.removed[0])
            room.controls.menu_open(False)

        served.call(off_and_back)
        page.wait_for_function(
            "() => !document.querySelector('#notice').textContent.includes('off the table')"
        )
        assert ann.last("joined")["seat"] == seat and not ann.last("joined")["waiting"]
        page.wait_for_selector("#mycards .card")
        ann.shot("back-in-own-seat")
        deadline = time.monotonic() + 60
        turns = 0
        while served.call(lambda: room.host.deals) < 2:  # her turns in this pot, on her phone
            assert time.monotonic() < deadline, "the pot did not end"
            if page.is_visible("#decide") and page.locator("#buttons button:not([disabled])").count():
                kinds = page.eval_on_selector_all(
                    "#buttons button:not([disabled])", "bs => bs.map(b => b.dataset.kind)"
                )
                page.click(
                    f"#buttons button[data-kind={next(k for k in ('check', 'call', *kinds) if k in kinds)}]"
                )
                turns += 1
            page.wait_for_timeout(60)
        assert turns, "her phone was never offered a turn of the pot she was let back into"
        notices = [m["message"] for m in ann.got if m["type"] == "notice"]
        assert not any("away" in note.lower() for note in notices), notices
        assert "You are away" not in page.inner_text("body")
        log = served.call(lambda: [a for a in room.table.decisions if a.seat == seat])
        assert log  # she moved in the pot
    finally:
        served.stop()
