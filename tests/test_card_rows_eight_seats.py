"""The eight-player table's top seats lay a seven-card stud hand in one row, as the other seats
do (a play-test: they went on in a second row at six or seven cards, tens among them): two tens
up as it is played, one ten among the seven when it is shown down. (Their seats are 174 pixels
wide: a shown-down hand with two tens still takes a second row there, every corner in view.)"""

from __future__ import annotations

import itertools

from test_ui_card_rows import hidden_corners, table

from engine.cards import parse_cards
from engine.events import Showdown
from game.felt import layout
from game.felt.card_rows import need

SEVEN = "x x Th Td 4h 5s x"  # two tens up
ONE_TEN = "x x Th 4h 5s 6d x"
ONE_TEN_SHOWN = "2c 3d Th 4h 5s 6d 7c"


def test_the_top_seats_of_eight_keep_a_seven_card_hand_in_one_row():
    tops = [seat for seat, slot in layout.NORMAL.seat_slots(8).items() if slot.y == layout.TOP_Y]
    assert len(tops) == 5
    for hand, shown in ((SEVEN, ""), (ONE_TEN, ONE_TEN_SHOWN)):
        director, model, tweens = table(8, layout.NORMAL, dict.fromkeys(tops, hand))
        for seat in tops:
            assert len({y for _, y in director.seat_places(seat)}) == 1, (hand, seat)
            assert hidden_corners(director, model, seat) == []
            if not shown:
                continue
            cards = tuple(parse_cards(shown))
            director.play(Showdown(seat, cards, cards[:5], "pair", "Pair of tens"))
            tweens.finish_all()
            places = director.seat_places(seat)
            assert len({y for _, y in places}) == 1, (shown, seat)
            # each face's corner clear of the next card (its best five's frame, two pixels out
            # from it, falls on the blank columns right of the figure that need() counts)
            steps = [later[0] - earlier[0] for earlier, later in itertools.pairwise(places)]
            needs = [need(sprite) for sprite in model.seats[seat].cards[:-1]]
            assert all(step >= each for step, each in zip(steps, needs, strict=True)), (steps, needs)
