"""Leaving the seat is one question at any moment, LEAVE or STAY: a host play-test met two ways, on
their turn a LEAVE / STAY question, off it an orange "Tap again to leave" that went back to "Leave
the seat" after 10 s (ph_c_tapagain, ph_b_005). The question waits for its answer, their turn
coming while it is up keeps it (its line now that staying keeps the turn), and STAY or a tap
elsewhere puts the button back. At 390x844 in a real browser, fed the table's messages through the
stand-in socket of test_party_phone_playtest_e2e; the page's clock run on by Playwright.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, served  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e


def asked(page) -> list[str]:
    """The question's first line and its answers, "" where none is up."""
    if not page.is_visible(".leaveask"):
        return []
    said: list[str] = page.inner_text(".leaveask").split("\n")
    return [said[0], *said[-2:]]


@pytest.mark.parametrize("where", ["#leave1", "#leave2"])
def test_off_your_turn_leave_asks_the_one_question_and_it_waits(phone, where):  # noqa: F811
    ann = phone()
    ann.sit()
    lobby = where == "#leave1"
    ann.feed(play_state(phase="lobby", actor=None) if lobby else play_state())  # Bo to act
    ann.page.clock.install()
    ann.page.click(where)
    assert asked(ann.page) == ["Leave the seat?", "LEAVE", "STAY"]
    assert ann.page.is_hidden(where)  # the question in its place: nothing orange to tap again
    stay = ann.box(".leaveask .leavestay")
    assert stay["y"] + stay["height"] <= 844  # its answers in view
    ann.page.clock.run_for(60_000)  # a slow reader, a minute on
    assert asked(ann.page) == ["Leave the seat?", "LEAVE", "STAY"]
    ann.shot(f"leave-asked-{where[1:]}", full=False)
    ann.page.click(".leaveask .leavestay")
    assert asked(ann.page) == [] and ann.page.inner_text(where) == "Leave the seat"
    assert not any(m.get("type") == "leave" for m in ann.sent())
    ann.page.click(where)
    ann.page.click(".leaveask .leavego")
    assert [m["type"] for m in ann.sent()][-1] == "leave"


def test_the_turn_coming_while_asked_keeps_the_question(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state())  # Bo to act
    ann.page.click("#leave2")
    ann.feed(play_state(actor=0))  # her turn now
    assert asked(ann.page) == ["Your turn goes on if you stay.", "LEAVE", "STAY"]
    assert len(ann.page.query_selector_all(".leaveask")) == 1
    ann.page.mouse.click(5, 400)  # a tap elsewhere: not leaving after all
    assert asked(ann.page) == [] and ann.page.is_visible("#leave2")
    assert not any(m.get("type") == "leave" for m in ann.sent())
