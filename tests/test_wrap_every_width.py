"""wrap() at every width, the narrowest included: a result panel squeezed to no room for a title
letter (title_letters 0) sent the words to wrap(title, 0), which cut nothing off a word for ever and
hung the quick suite in test_ui_result. Checked against a plain reference: each line fits (a letter
a line at the least), no letter is lost or added, and words that fit are never cut."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.platform.text import BREAKS, KEEP, wrap

WORDS = st.text(alphabet="AB-3", min_size=1, max_size=9)
TEXTS = st.lists(WORDS, max_size=8).map(" ".join)


@given(TEXTS, st.integers(min_value=-3, max_value=12))
def test_every_line_fits_and_no_letter_is_lost(text, columns):
    lines = wrap(text, columns)
    room = max(columns, 1)
    assert all(len(line) <= room for line in lines)
    assert "".join("".join(lines).split()) == "".join(text.split())


@given(st.lists(WORDS, min_size=1, max_size=8), st.integers(min_value=9, max_value=30))
def test_words_that_fit_are_never_cut(words, columns):
    lines = wrap(" ".join(words), columns)
    assert [word for line in lines for word in BREAKS.split(line) if word] == words


def test_a_title_with_no_room_still_ends():
    assert wrap("CASEY WINS 21", 0) == ["C", "A", "S", "E", "Y", "W", "I", "N", "S", "2", "1"]
    assert wrap(f"HAND{KEEP}2", -1) == ["H", "A", "N", "D", "2"]  # (a line broken at KEEP drops it)


def test_words_kept_together_that_no_line_holds_break_between_words_not_in_one():
    """The dealer's Seven-Card Stud line keeps its bet whole ("bet 1/2 or 1"); in a column narrower
    than that, it was cut mid-word, "bet 1/2 or " over "1", its KEEP counted as a letter."""
    assert wrap(f"must bet{KEEP}1/2{KEEP}or{KEEP}1", 11) == ["must", f"bet{KEEP}1/2{KEEP}or", "1"]
