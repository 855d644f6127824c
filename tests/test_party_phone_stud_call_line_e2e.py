"""The dealer's pick of Seven-Card Stud on a guest's phone says its bring-in in plain words on one
line of a 390 px phone, in a real browser (Debian's headless chromium fed a party's own messages:
tests/test_party_phone_playtest_e2e.py): a host read "Lowest face-up card starts the betting: 1/2,
or a full 1", its "or a full 1" alone on a second line, as a riddle. Run with
`python -m pytest -m e2e -n 0`."""

from __future__ import annotations

from typing import Any

import pytest
from test_party_phone_playtest_e2e import call_turn, phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e


def lines(page: Any, selector: str, words: str) -> int:
    """How many lines `words`, in the element's text, take."""
    return page.eval_on_selector(
        selector,
        """(e, words) => {
            const text = e.firstChild, at = text.data.replace(/\u00a0/g, " ").indexOf(words);
            const range = document.createRange();
            range.setStart(text, at);
            range.setEnd(text, at + words.length);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }""",
        words,
    )


@pytest.mark.parametrize("large", [False, True])
def test_the_stud_call_says_its_bring_in_on_one_line_of_a_390_px_phone(phone, large):  # noqa: F811
    ann = phone(large=large)
    ann.sit()
    ann.feed(
        play_state(calling=True, actor=0, players=[player(s, up=[], down=0) for s in range(4)]), call_turn()
    )
    ann.page.wait_for_selector("#decide:not([hidden])")
    stud = "#buttons button[data-kind=seven-card-stud] small"
    assert (
        ann.page.inner_text(stud).replace("\u00a0", " ")
        == "No wild cards. Lowest face-up card must bet \u00bd or 1"
    )
    # the line on one line; with A+ on two, the bet whole on one (never "1/2 or 1" alone)
    assert lines(ann.page, stud, "bet \u00bd or 1") == 1
    if not large:
        assert lines(ann.page, stud, "No wild cards. Lowest face-up card must bet \u00bd or 1") == 1
    ann.shot("stud-call", full=False)
