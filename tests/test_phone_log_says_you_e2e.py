"""A phone's log says its own guest's moves to them (phone_words.js yourLine, issue 31: a host
play-test's guest read "Bartholomew F. raises by 1 to 4" of their own raise on their own phone);
every other line as the TV's log says it. The page's function, run in Chromium (tests/browser_support.py).
Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

WORDS = Path(__file__).parent.parent / "game" / "party" / "wire" / "static" / "phone_words.js"
NAMES = ["Sam", "Sam B.", "CPU 3", "Zoë"]
SAID = {  # a line of the log -> as Sam's phone says it
    "Sam raises by 1 to 4": "You raise by 1 to 4",
    "Sam is beaten: every card turned": "You are beaten: every card turned",
    "Sam opens: left of the dealer": "You open: left of the dealer",
    "Sam brings in 1": "You bring in 1",
    "Sam picks Baseball": "You pick Baseball",
    "Sam checks": "You check",
    "Zoë and Sam check": "Zoë and you check",
    "Sam, Zoë and CPU 3 check": "You, Zoë and CPU 3 check",
    # not his: as the TV says them
    "Sam B. raises by 1 to 4": "Sam B. raises by 1 to 4",
    "Zoë raises by 1 to 4": "Zoë raises by 1 to 4",
    "Zoë and CPU 3 check": "Zoë and CPU 3 check",
    "Baseball picked for Sam: time ran out": "Baseball picked for Sam: time ran out",
}


def test_the_guests_own_moves_are_said_to_them_as_you(browser):
    page = browser.new_page()
    page.add_script_tag(content=WORDS.read_text(encoding="utf-8"))
    said = "([lines, names, guest]) => lines.map((line) => window.PhoneWords.yourLine(line, guest, names))"
    assert dict(zip(SAID, page.evaluate(said, [list(SAID), NAMES, "Sam"]), strict=True)) == SAID
    # a phone with no seat: every line as the TV's log says it
    assert page.evaluate(said, [list(SAID), NAMES, ""]) == list(SAID)
    page.close()
