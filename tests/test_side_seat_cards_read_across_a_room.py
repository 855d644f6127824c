"""A side seat's eight to ten Baseball cards read from a sofa as the top seats' do: two play-testers
at 1080p and TEXT SIZE large read them poorly, every corner uncovered but eight cards closed up to
26 pixels apart in one row (a top seat with felt beside it lays ten 34 apart). Now more than seven
go on in two rows a whole card apart (SeatSlot.row_most), each card showing its whole corner and a
margin, and at TEXT SIZE large, where no line is left under the rows, the second row leaves the
hand's words their room beside it (card_rows.leaving_words)."""

from __future__ import annotations

import itertools

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_art import CARD_H, INDEX_W
from game.felt.pile_layout import words_block

HANDS = {  # "x": a card the table does not see, "+": a four's bonus card
    8: "x x 5h 4h +Kc Qd 7s x",
    9: "x x 5h 4h +Kc 4d +Qd 7s x",
    10: "x x 5h 4h +Kc 4d +Qd 4c +8s x",
}
MARGIN = 2  # a card shows its corner and this much of its face past it


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_a_side_seats_eight_to_ten_cards_each_show_a_corner_and_a_margin(players, size):
    places = layout.LAYOUTS[size]
    for count, hand in HANDS.items():
        director, model, _ = table(players, places, dict.fromkeys(range(1, players), hand))
        sides = [n for n, slot in director.slots.items() if slot.y == places.mid_y]
        assert len(sides) == 2
        for seat in sides:
            where = (players, size, count, seat)
            laid = [(round(x), round(y)) for x, y in director.seat_places(seat)]
            rows = sorted({y for _, y in laid})
            assert len(rows) == 2 and rows[1] - rows[0] > CARD_H, where
            for row in rows:
                xs = sorted(x for x, y in laid if y == row)
                assert min(b - a for a, b in itertools.pairwise(xs)) >= INDEX_W + MARGIN, (where, xs)
            if count < 10:  # (five over five: the cards say the hand, the result in words)
                model.seats[seat].showing = "Two pair"
                slot = director.slots[seat]
                written, top, _ = words_block(slot, director.seat_places(seat), None, places.body)
                assert top + slot.line <= slot.words_floor and written.width >= 4 * places.body, where
