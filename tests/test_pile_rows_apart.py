"""A No Peek seat's rows of turned cards lie a whole card apart at the eight-player table's top
seats at TEXT SIZE large: a newcomer's play-test (Midnight Baseball, eight seats, many cards) saw
three rows beside the stack, each over the last one's foot, hiding its wild stars and bonus marks.
Two rows, the second under the stack, now hold them, a whole card apart: every turned card's
index column, from its rank and suit to the marks at its foot, is in view."""

from __future__ import annotations

import itertools

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_art import CARD_H

TEN = "3h 9d +Kc 4s +7h 9h 8c 2d x x"  # wild threes and nines, bonus cards, two still in the pile


@pytest.mark.parametrize(("size", "players"), [("normal", 7), ("normal", 8), ("large", 8)])
def test_the_top_seats_rows_of_turned_cards_lie_a_whole_card_apart(players, size):
    places = layout.LAYOUTS[size]
    tops = [seat for seat, slot in places.seat_slots(players).items() if slot.y == layout.TOP_Y]
    director, model, _ = table(players, places, dict.fromkeys(tops, TEN))
    model.no_peek = True
    for seat in tops:
        rows = sorted({y for _, y in director.seat_places(seat)})
        assert all(b - a > CARD_H for a, b in itertools.pairwise(rows)), (seat, rows)
        assert max(rows) + CARD_H <= places.mid_y, (seat, rows)  # above the side seats' band
    # (large, seven seats, and the side seats keep a line of words under their rows: there a second
    # row still lies over the first's foot)
