"""The sit-down page while the host has paused the game, in a real browser against a room served
in-process (tests/test_party_phone.py). A host play-test: the PAUSED overlay covered the sit-down
page, so a guest whose phone dropped (or a new guest) could not tap JOIN until the host resumed.
The table seats them while paused (their seat's play waits for the party); the page says the pause
above the form and covers only a seated page.

Screenshots go to the test's tmp_path. Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
SAID = "The host paused the game: you can still sit down, and you play when it goes on."


def sits_down_while_paused(phone) -> None:
    """The page to sit down on is not covered, says the pause, and JOIN seats it; seated, PAUSED covers it."""
    page = phone.page
    page.wait_for_selector("#join:not([hidden])")
    assert page.is_hidden("#paused"), "the PAUSED overlay covers the sit-down page"
    assert page.inner_text("#joinpaused") == SAID
    phone.shot("sit-down-while-paused", landscape=False)
    phone.join()  # taps JOIN: a covered button would not take the tap
    page.wait_for_selector("#paused:not([hidden])")
    assert page.is_hidden("#join")


def test_a_new_guest_and_one_whose_phone_dropped_sit_down_while_paused(phones):  # noqa: F811
    served = Served("baseball", 4, 3)
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.start()
        served.call(served.room.controls.pause, True)
        ann.page.wait_for_selector("#paused:not([hidden])")
        bo = phones(served.url, "Bo", PHONE)
        sits_down_while_paused(bo)
        assert bo.last("joined")["seat"] == 1
        seat = ann.last("joined")["seat"]
        ann.page.close()  # Ann's phone drops; back from a fresh browser under her name once the
        # table has seen it go (her seat AWAY: before that, her name is a seated guest's)
        for _ in range(100):
            if bo.last("state")["players"][seat]["kind"] == "away":
                break
            bo.page.wait_for_timeout(100)
        again = phones(served.url, "Ann", PHONE)
        sits_down_while_paused(again)
        assert again.last("joined")["seat"] == seat
        again.shot("seat-back-while-paused", landscape=False)
    finally:
        served.stop()
