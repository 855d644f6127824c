"""The middle says a straight's whole word where its lines hold it: 'YOU LEAD:' over 'STRAIGHT TO 8'
rather than 'YOU LEAD: STR TO 8' under the bet (a Hold'em newcomer's play-test read "STR TO 8" for
the straight to the eight). The short form stays only where space forces it: the one line a
centre at TEXT SIZE large may have left, where the seat's "SHOWING Str to 8" is short for room too.
As for a rank or a kicker (centre_words.name_cut), the bet's line gives its line to the hand: the
CHECK or CALL button says the bet."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.cards import parse_cards
from engine.view import showing_of
from game.felt.centre_words import bet_line, centre_lines
from game.felt.table_model import Seat, TableModel
from game.telling.hints import target_of

UP = "9s 8h Th 4d 5s 9h"  # Midnight Baseball's straight to the eight, two wild nines


def leading_straight() -> TableModel:
    """No Peek, a round bet, your straight to the eight leading."""
    model = TableModel(seats=[Seat(name, "", number == 0) for number, name in enumerate(["You", "Babe"])])
    hand = showing_of(parse_cards(UP), frozenset("39"))
    assert hand is not None
    model.no_peek, model.round, model.level, model.leader = True, 4, Fraction(0), 0
    model.seats[0].showing, model.seats[1].showing = hand.description, "Pair of kings"
    model.target = target_of(None, hand)
    return model


@pytest.mark.parametrize(("rung", "said"), [(0, "STRAIGHT TO THE EIGHT"), (2, "STRAIGHT TO 8")])
def test_two_lines_spell_the_straight_the_bets_line_giving_way(rung, said):
    model = leading_straight()
    # the large centre's 21 letters a line, two lines for the words: the table's form (rung) whole
    assert centre_lines(model, True, 21, 2, rung) == ["YOU LEAD:", said]


def test_where_one_line_is_all_it_has_the_short_form_stays():
    assert centre_lines(leading_straight(), True, 21, 1, 2) == ["YOU LEAD: STR TO 8"]


def test_where_the_line_holds_it_whole_the_bet_stays():
    model = leading_straight()
    assert centre_lines(model, True, 26, 2, 2) == [bet_line(model), "YOU LEAD: STRAIGHT TO 8"]
