"""Issue 31, a newcomer's play-test (after the coach's whys were made unique) still read lines
under the figure as riddles: "3 PILES TO GO" (said now as what they may do, "3 MAY BEAT YOU"),
"THEY: 5 LEFT" with one opponent still turning (named: "BABE: 5 LEFT"), "YOGI: 3 6'S" (a
sentence where it fits: "YOGI HAS 3 6'S"); and facing a bet, the price is the line under the
figure, the line it took the place of said first among the whys after
(tests/test_coach_lead_says_they_turn.py plays that at a seeded decision)."""

from __future__ import annotations

from test_coach_lead_says_they_turn import leading_at_a_bet
from test_coach_why import seats

from engine.profile import load_profile
from engine.table import Table
from game.felt.coach import reasons
from game.felt.coach_change import rival_line
from game.felt.coach_lines import meaning
from game.felt.coach_why import COLUMNS, piles_line


def test_the_piles_line_says_what_the_piles_may_do():
    assert piles_line(3) == "3 MAY BEAT YOU"
    assert all(len(piles_line(piles)) <= COLUMNS for piles in range(1, 8))
    assert meaning(piles_line(3))[1] == "3 PILES STILL FACE DOWN"


def test_one_opponent_still_turning_is_named():
    table = Table(load_profile("night-baseball"), seats(2), 1)
    view = leading_at_a_bet(table)
    left = view.down_counts[1]
    assert left, view.down_counts
    said = reasons(view)
    assert said[0] == f"BABE: {left} LEFT", said
    assert meaning(said[0]) == ["YOUR ROW LEADS FOR NOW", f"BABE CAN TURN {left} CARDS"]


def test_several_still_turning_are_they():
    table = Table(load_profile("night-baseball"), seats(4), 1)
    view = leading_at_a_bet(table)
    turning = [seat for seat in view.live if seat and view.down_counts[seat]]
    assert len(turning) > 1
    assert reasons(view) == [f"THEY: {sum(view.down_counts[seat] for seat in turning)} LEFT"]


def test_a_rivals_hand_is_a_sentence_where_it_fits():
    assert rival_line("Yogi", "three_of_a_kind", "Three sixes") == "YOGI HAS 3 6'S"
    assert rival_line("Babe", "flush", "Flush, A high") == "BABE HAS FLUSH"
    assert meaning("YOGI HAS 3 6'S") == ["YOGI NOW SHOWS 3 6'S", "THAT BEATS YOUR HAND"]
    # where no sentence with its ranks fits, the seat's terse form keeps them
    assert rival_line("Casey", "three_of_a_kind", "Three kings") == "CASEY: 3 K'S"
