"""Every two pair is said alike on a line of one width: a newcomer's play-test at TEXT SIZE large
read your BEST line's "Pairs J's & 8's" in one pot and the table's "Q's & 10's" in the next ("Pairs
Q's & 10's" is 16 letters, one over the line). Two pair's tight form keeps its ranks a comma apart,
every one in 15 letters ("Pairs A's, 10's"), and a line of one says "Pairs" for every two pair or
for none."""

from __future__ import annotations

import itertools

import pytest

from game.felt import layout
from game.felt.centre_words import said_short
from game.felt.seat_words import BEST, fit_words
from game.telling.hand_forms import from_capitals, in_capitals
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


@pytest.mark.parametrize("kicker", ["", ", kicker 4"])
def test_the_middle_and_every_seat_say_two_pair_as_pairs_never_its_ranks_alone(kicker):
    """A Hold'em newcomer's play-test read 'CASEY LEADS: K'S & 4'S' in the middle beside the seat's
    "Pairs K's, 4's": every shortening of two pair, the seats' and the middle's lines of any width
    (said_short, a kicker kept where it fits), is "Pairs" and its ranks, "Pairs" and its first rank,
    or "Two pair"."""
    for words in TWO_PAIRS:
        forms = form_ladder(words + kicker)[2:]
        lines = [said_short(in_capitals(words + kicker), columns, True) for columns in range(8, 30)]
        for said in [*forms, *(from_capitals(line) for line in lines)]:
            assert said.startswith(("Pairs ", "Two pair")) and "&" not in said, (words, said)
        # ...and where the seat's "Pairs Q's, 10's" fits, the middle keeps both its ranks, its kicker
        # left out for them rather than its second rank (it said "PAIRS Q'S")
        tight = in_capitals(form_ladder(words)[2])
        for columns in range(TIGHT_LETTERS, 30):
            assert tight in said_short(in_capitals(form_ladder(words + kicker)[2]), columns, True), words
