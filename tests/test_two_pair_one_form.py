"""Every two pair is said alike on a line of one width: a newcomer's play-test at TEXT SIZE large
read your BEST line's "Pairs J's & 8's" in one pot and the table's "Q's & 10's" in the next ("Pairs
Q's & 10's" is 16 letters, one over the line). Two pair's tight form keeps its ranks a comma apart,
every one in 15 letters ("Pairs A's, 10's"), and a line of one says "Pairs" for every two pair or
for none."""

from __future__ import annotations

import itertools

import pytest

from game.felt import layout
from game.felt.seat_words import BEST, fit_words
from game.telling.hand_words import TIGHT_LETTERS, form_ladder

WORDS = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens")
WORDS += ("jacks", "queens", "kings", "aces")
TWO_PAIRS = [f"Two pair, {top} and {low}" for low, top in itertools.combinations(WORDS, 2)]


def test_every_two_pairs_tight_form_names_its_kind_in_15_letters():
    for words in TWO_PAIRS:
        tight = form_ladder(words)[2]
        assert tight.startswith("Pairs ") and len(tight) <= TIGHT_LETTERS, tight


@pytest.mark.parametrize("columns", range(9, 26))
def test_a_line_says_every_two_pair_alike(columns):
    said = {words: fit_words(words, columns, 1, 2)[0] for words in TWO_PAIRS}
    kinds = {line.startswith("Pairs ") for line in said.values()}
    assert len(kinds) == 1, (columns, said)


def test_your_best_line_at_large_says_pairs_for_jacks_and_eights_as_for_queens_and_tens():
    columns = layout.LARGE.bottom.width // layout.LARGE.body - len(BEST)
    for words, said in (
        ("Two pair, jacks and eights", "Pairs J's, 8's"),
        ("Two pair, queens and tens", "Pairs Q's, 10's"),
    ):
        assert fit_words(words, columns, 1, 2) == [said], columns
