"""The phone page read as a guest reads it, in each state, at 390x844 (A and A+): nothing covers
what is to be tapped or read. The table is fed through the stand-in socket of
test_party_phone_playtest_e2e.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import bet_turn, ledger, phone, play_state, served  # noqa: F401

pytestmark = pytest.mark.e2e


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["x"] < b["right"] and b["x"] < a["right"] and a["y"] < b["bottom"] and b["y"] < a["bottom"]


@pytest.mark.parametrize("large", [False, True])
def test_the_your_turn_bar_leaves_leave_the_seat_in_the_clear_at_the_foot_of_the_page(phone, large):  # noqa: F811
    """Scrolled to the very bottom during a turn, the fixed YOUR TURN bar covered "Leave the seat"."""
    ann = phone(large=large)
    ann.sit()
    log = [f"Bo checks {n}" for n in range(12)]
    ann.feed(play_state(log=log, actor=0), ledger(2), bet_turn())
    ann.page.wait_for_selector("#decide:not([hidden])")
    ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    ann.page.wait_for_selector("#turnbar:not([hidden])")
    ann.page.wait_for_timeout(200)
    leave, bar = ann.box("#leave2"), ann.box("#turnbar")
    assert leave["bottom"] <= ann.page.evaluate("innerHeight"), leave  # on the screen
    assert not overlap(leave, bar), (leave, bar)
    ann.shot("turn-bar-at-the-foot", full=False)
    ann.feed(play_state(log=log, actor=1))  # the turn is over: the page ends where it did
    assert not ann.page.evaluate("document.body.classList.contains('turnroom')")
