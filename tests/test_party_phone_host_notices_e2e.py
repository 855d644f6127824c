"""What the phone says after the host's menu acts on a guest, in a real browser (Debian's headless
chromium under Playwright, against a room served in-process: tests/test_party_phone.py):

- LET A GUEST BACK IN tells only the guest let back in (never a seated phone at the same address,
  as phones on one machine or behind one router are), and the news goes once they sit down.

Screenshots go to the test's tmp_path (run with --basetemp to keep them). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

pytestmark = pytest.mark.e2e

LET_BACK_IN = "let you back in"


def test_let_back_in_is_said_only_to_the_guest_let_back_and_goes_once_they_sit(phones):  # noqa: F811
    served = Served("baseball", 4, 3)
    try:
        ann, zoe = phones(served.url, "Ann"), phones(served.url, "Zoë")
        ann.join()
        zoe.join()  # both at 127.0.0.1, as the play-test's phones were
        served.call(served.room.controls.remove, zoe.last("joined")["seat"])
        zoe.page.wait_for_selector("#notice:has-text('off the table')")
        (gone,) = served.room.removed
        served.call(served.room.controls.readmit, gone)
        zoe.page.wait_for_selector(f"#notice:has-text('{LET_BACK_IN}')")
        zoe.shot("let-back-in")
        ann.page.wait_for_timeout(500)  # time for a wrong notice to arrive
        assert LET_BACK_IN not in ann.page.inner_text("body")
        assert ann.last("readmitted") is None
        ann.shot("seated-while-zoe-let-back")
        zoe.page.click("#sit")
        zoe.page.wait_for_selector("#notice", state="hidden")
        assert LET_BACK_IN not in zoe.page.inner_text("body")
        zoe.shot("sat-again")
    finally:
        served.stop()
