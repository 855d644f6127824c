"""A full house is said one way: a Hold'em newcomer's play-test read "10's full, 6's" in one pot and
"Q's full of J's" in the next (the tight form was "full of" where it fit in 15 letters, "full," for
a ten's). Every full house's tight form is "K's full, 4's" (a ten's too, "10's full, 9's" in 14),
a line of one width says every full house alike, and the middle names it as its seat does."""

from __future__ import annotations

import itertools

import pytest

from game.felt.centre_words import said_short
from game.felt.seat_words import fit_words
from game.telling.hand_forms import from_capitals, in_capitals
from game.telling.hand_words import TIGHT_LETTERS, form_ladder

WORDS = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens")
WORDS += ("jacks", "queens", "kings", "aces")
FULL_HOUSES = [f"Full house, {top} over {low}" for top, low in itertools.permutations(WORDS, 2)]


def test_every_full_houses_tight_form_is_full_comma_in_15_letters():
    for words in FULL_HOUSES:
        tight = form_ladder(words)[2]
        assert " full, " in tight and len(tight) <= TIGHT_LETTERS, tight


@pytest.mark.parametrize("columns", range(8, 30))
def test_a_line_says_every_full_house_alike_and_never_full_of(columns):
    said = {words: fit_words(words, columns, 1)[0] for words in FULL_HOUSES}
    middle = {words: from_capitals(said_short(in_capitals(words), columns)) for words in FULL_HOUSES}
    for forms in (said, middle):
        assert all(" full of " not in form for form in forms.values()), forms
    # where a line lacks the room for the short form, "K's full, 4's" for every full house or for none
    # ("K's full" for all)
    tight = {", " in form for form in said.values() if not form.startswith("Full house")}
    assert len(tight) <= 1, (columns, said)
