"""Your BEST line names a full house's and straight flush's ranks at both TEXT SIZEs, two pair's at
normal, in the form the seats' words say too: a newcomer's play-test read "BEST Full house" at normal
("Full house, 8s over 6s" is 22 letters of the line's 20), and a review "BEST Straight flush" for
"Str. flush to 10" (16). Two pair is "Two pair" in every form (a Hold'em newcomer's play-test read
"Pairs J's, 8's"): its ranks after its name take 19 letters ("Two pair, Q's, 10's"), and at TEXT SIZE
large the line has 15, where it says its ranks alone, "BEST Q's and 10's" (it said "BEST Two pair",
and a player could not tell which two pair was their best), never one rank of its two."""

from __future__ import annotations

import re

import pytest

from game.felt import layout
from game.felt.seat_words import hand_words, long_names, seats_form
from game.felt.table_model import Seat
from game.telling.hand_words import form_ladder

FIGURE = re.compile(r"\b(?:10|[2-9JQKA])'s(?!\w)")
RANKED = sorted(
    words
    for words in long_names()
    if words.startswith(("Full house", "Two pair", "Straight flush"))
    and len(set(FIGURE.findall(form_ladder(words)[1]))) == 2
)


def test_a_full_house_and_two_pair_say_their_ranks_in_fewer_letters():
    # a full house's one form, a ten's too ("10's full of 9's" is 16): a Hold'em newcomer's play-test
    # read "10's full, 6's" in one pot and "Q's full of J's" in the next
    assert form_ladder("Full house, eights over sixes")[2] == "8's full, 6's"
    assert form_ladder("Full house, tens over nines")[2] == "10's full, 9's"
    assert form_ladder("Two pair, kings and fives")[2] == "Two pair, K's, 5's"  # the hand's name too
    # one form for every two pair, a ten's too (a newcomer's play-test read "Pairs J's & 8's" in one
    # pot and "Q's & 10's" in the next)
    assert form_ladder("Two pair, tens and nines")[2] == "Two pair, 10's, 9's"
    assert form_ladder("Two pair, queens and tens")[2] == "Two pair, Q's, 10's"
    assert form_ladder("Straight flush to the ten")[2] == "Str flush to 10"


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_your_best_line_names_the_ranks_of_a_full_house_and_two_pair(size, players):
    places = layout.LAYOUTS[size]
    slots = places.seat_slots(players)
    rung = seats_form(slots.values(), places.body)
    assert len(RANKED) > 100
    for words in RANKED:
        seat = Seat("YOU", "human", True, showing="Pair of eights", best=words)
        best = hand_words(seat, slots[0], places.body, rung=rung)[-1][0]
        assert best.startswith("BEST ") and len(best) <= slots[0].width // places.body, best
        figures = FIGURE.findall(form_ladder(words)[1])
        assert FIGURE.findall(best) == figures, (words, best)  # both ranks, in their order
        if size == "large" and words.startswith("Two pair"):
            assert best == f"BEST {figures[0]} and {figures[1]}", (words, best)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_best_line_ranks_a_ten_high_straight_flush(size):
    """At TEXT SIZE large "Str. flush to 10" was 16 letters of the line's 15: BEST said the name alone."""
    places = layout.LAYOUTS[size]
    slots = places.seat_slots(4)
    seat = Seat("YOU", "human", True, showing="Pair of eights", best="Straight flush to the ten")
    best = hand_words(seat, slots[0], places.body, rung=seats_form(slots.values(), places.body))[-1][0]
    assert best == "BEST Str flush to 10", best
