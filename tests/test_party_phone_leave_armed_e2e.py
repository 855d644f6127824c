"""Leaving the seat on the phone, in a real browser (headless chromium on 127.0.0.1:
tests/test_party_phone.py): the first tap on "Leave the seat" arms it, orange and saying "Tap again
to leave", for about 10 s (a host play-test's guests were still reading it when the 4 s it lasted
ran out) or until a tap elsewhere; a second tap while armed leaves.

Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

pytestmark = pytest.mark.e2e

ARMED = "Tap again to leave"


def armed(page) -> bool:
    return page.inner_text("#leave1").split("\n")[0] == ARMED and "armed" in (
        page.get_attribute("#leave1", "class") or ""
    )


def test_leave_stays_armed_for_about_ten_seconds_and_shows_it(phones):  # noqa: F811
    served = Served("baseball", 3, 9)
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        quiet = ann.page.eval_on_selector("#leave1", "b => getComputedStyle(b).backgroundColor")
        ann.page.click("#leave1")
        assert armed(ann.page)
        colour = ann.page.eval_on_selector("#leave1", "b => getComputedStyle(b).backgroundColor")
        assert colour != quiet, "the armed button looks as it did"
        ann.shot("leave-armed", landscape=False)
        ann.page.wait_for_timeout(7000)  # a slow reader: still armed after 7 s
        assert armed(ann.page)
        ann.page.wait_for_selector("#leave1:not(.armed)", timeout=5000)  # by about 10 s
        assert not armed(ann.page) and ann.page.inner_text("#leave1") == "Leave the seat"
        assert served.call(lambda: served.room.guests[0] is not None)  # never left
    finally:
        served.stop()


def test_a_tap_elsewhere_disarms_and_a_second_tap_while_armed_leaves(phones):  # noqa: F811
    served = Served("baseball", 3, 9)
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.page.click("#leave1")
        assert armed(ann.page)
        ann.page.mouse.click(5, 5)  # a tap on the page, not the button
        assert not armed(ann.page)
        ann.page.click("#leave1")  # armed again: a first tap, not a leave
        assert served.call(lambda: served.room.guests[0] is not None)
        ann.page.wait_for_timeout(5000)  # past the old 4 s
        ann.page.click("#leave1")
        ann.page.wait_for_selector("#join:not([hidden])")
        assert served.call(lambda: all(guest is None for guest in served.room.guests))
    finally:
        served.stop()
