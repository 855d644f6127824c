"""A seat's shown hand rises as one row at the showdown (game.felt.table_motion.mark_best): a
play-test of a Seven-Card Stud showdown saw the cards zig-zag up and down, only the best five risen
and the hole cards and odd cards between them left down. The best five are framed, the rest dimmed,
and the first row rises evenly; a losing hand's row goes back down, all of it."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.events import Award, Showdown
from game.felt import layout
from game.felt.pacing import LIFT

# best five among the others: K . 9 . 9 T A (the pair of nines apart, the 3 and 2 between)
NINES = "Kh 3h 9h 2s 9d Td As"
KINGS = "Kc Kd 8c 7s 5h 4d 2c"  # a pair of kings: it wins


def best_of(hand: str, skip: tuple[int, ...]) -> tuple:
    cards = tuple(parse_cards(hand))
    return cards, tuple(card for i, card in enumerate(cards) if i not in skip)


@pytest.mark.parametrize("players", [3, 7])
@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_a_stud_hand_shown_rises_as_one_row_and_goes_down_as_one(players, places):
    director, model, tweens = table(players, places, {0: KINGS, 1: NINES})
    nines, kings = best_of(NINES, (1, 3)), best_of(KINGS, (4, 5))
    director.play(Showdown(1, *nines, "pair", "Pair of 9s"))
    director.play(Showdown(0, *kings, "pair", "Pair of Ks"))
    tweens.finish_all()
    cards, first_row = model.seats[1].cards, director.slots[1].cards_y
    rows = [y <= first_row for _, y in director.seat_places(1)]
    assert [sprite.best for sprite in cards] == [True, False, True, False, True, True, True]
    assert [sprite.dim for sprite in cards] == [False, True, False, True, False, False, False]
    assert sum(rows) >= 4  # (the case met: best and dimmed cards in one row)
    assert [sprite.lift for sprite in cards] == [LIFT if first else 0.0 for first in rows]
    director.play(Award(0, Fraction(6), "showdown"))  # the kings win: the nines' row goes down
    tweens.finish_all()
    assert [sprite.lift for sprite in cards] == [0.0] * 7 and all(sprite.dim for sprite in cards)
    assert [sprite.lift > 0 for sprite in model.seats[0].cards[:4]] == [True] * 4
