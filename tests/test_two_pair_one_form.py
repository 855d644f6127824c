"""Two pair is "Two pair" in every form, as a Hold'em player says it ("two pair, jacks and eights"):
a Hold'em newcomer's play-test read "Pairs J's, 8's" at the seat beside the result's "Two pair beats
a pair", 'BEAT CASEY: PAIRS / J'S, 2'S, KICKER A' in the middle and "CASEY Pairs J's" (a rank
dropped) in the result box. Its tight form keeps its ranks a comma apart, every one in 19 letters
("Two pair, A's, 10's"), and a line of one says the ranks for every two pair or for none (before,
a newcomer read "Pairs J's & 8's" in one pot and "Q's & 10's" in the next, at the same size)."""

from __future__ import annotations

import itertools

import pytest

from game.felt import layout
from game.felt.centre_words import said_short
from game.felt.seat_words import BEST, fit_words, hand_words, seats_form
from game.felt.table_model import Seat
from game.telling.hand_forms import from_capitals, in_capitals
from game.telling.hand_words import form_ladder

WORDS = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens")
WORDS += ("jacks", "queens", "kings", "aces")
TWO_PAIRS = [f"Two pair, {top} and {low}" for low, top in itertools.combinations(WORDS, 2)]
TIGHT_TWO_PAIR = len("Two pair, A's, 10's")  # (its widest tight form)


def test_two_pairs_ladder_says_two_pair_in_every_form():
    assert form_ladder("Two pair, jacks and eights") == [
        "Two pair, jacks and eights",
        "Two pair, J's and 8's",
        "Two pair, J's, 8's",
        "Two pair",
        "Two pair",
    ]


def test_every_two_pairs_tight_form_names_its_kind_and_both_ranks_in_19_letters():
    for words in TWO_PAIRS:
        tight = form_ladder(words)[2]
        assert tight.startswith("Two pair, ") and tight.count("'s") == 2, tight
        assert len(tight) <= TIGHT_TWO_PAIR, tight


@pytest.mark.parametrize("columns", range(8, 26))
def test_a_line_says_every_two_pair_alike(columns):
    said = {words: fit_words(words, columns, 1, 2)[0] for words in TWO_PAIRS}
    kinds = {line == "Two pair" for line in said.values()}
    assert len(kinds) == 1, (columns, said)


def test_your_best_line_at_large_says_two_pair_for_jacks_and_eights_as_for_queens_and_tens():
    columns = layout.LARGE.bottom.width // layout.LARGE.body - len(BEST)
    for words in ("Two pair, jacks and eights", "Two pair, queens and tens"):
        assert fit_words(words, columns, 1, 2) == ["Two pair"], columns


def test_a_two_line_seat_puts_two_pair_over_its_ranks():
    assert fit_words("Two pair, jacks and eights", 10, 2, 2) == ["Two pair,", "J's, 8's"]
    assert fit_words("Two pair, queens and tens", 10, 2, 2) == ["Two pair,", "Q's, 10's"]


@pytest.mark.parametrize("kicker", ["", ", kicker 4"])
def test_the_middle_and_every_seat_say_two_pair_never_pairs_nor_its_ranks_alone(kicker):
    """Every shortening of two pair, the seats' and the middle's lines of any width (said_short, a
    kicker kept where it fits), is "Two pair" and both its ranks, or "Two pair" alone: never
    "Pairs", one rank of the two, the ranks alone or an "&"."""
    for words in TWO_PAIRS:
        forms = form_ladder(words + kicker)[1:]
        lines = [said_short(in_capitals(words + kicker), columns, True) for columns in range(8, 30)]
        for said in [*forms, *(from_capitals(line) for line in lines)]:
            assert said.startswith("Two pair") and "&" not in said and "Pairs" not in said, (words, said)
            assert said == "Two pair" or said.count("'s") == 2 or said.startswith(words), (words, said)
        # ...and where the seat's "Two pair, Q's, 10's" fits, the middle keeps both its ranks, its
        # kicker left out for them rather than its ranks
        tight = in_capitals(form_ladder(words)[2])
        for columns in range(TIGHT_TWO_PAIR, 30):
            assert tight in said_short(in_capitals(form_ladder(words + kicker)[2]), columns, True), words


@pytest.mark.parametrize("size", ["normal", "large"])
def test_showing_two_pair_leaves_your_best_line_its_ranks(size):
    """A newcomer's play-test read "SHOWING Pairs 4's, 2's" over "BEST 4's full, 2's" (shot_063): two
    pair's ranks take 19 letters, more than SHOWING's line has, which says "Two pair"; BEST keeps the
    ranks of its full house ("BEST 4's full" had dropped one, the two lines put in one form)."""
    places = layout.LAYOUTS[size]
    slots = places.seat_slots(4)
    seat = Seat("YOU", "human", True, showing="Two pair, fours and twos", best="Full house, fours over twos")
    rung = seats_form(slots.values(), places.body)
    lines = [line for line, _ in hand_words(seat, slots[0], places.body, rung=rung)]
    assert lines == ["SHOWING Two pair", "BEST 4's full, 2's"], lines
