"""At seven and eight players the top seats' blocks stand 10 pixels apart, and a seat's last
upcard lay as close to the next seat's backs as to its own cards: a newcomer's play-test read it
as the next seat's. There each seat lies on a dark tile of its own, its name and its cards, the
felt between one tile and the next; at fewer players (blocks far apart) the plate stays under the
name lines alone."""

from __future__ import annotations

import itertools

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_art import CARD_H
from game.felt.table_draw import TableRenderer

FIVE_UP = "x x Th Jd 9c 4s Kh"  # seven cards, five of them up: the row fills a seat of seven or eight
NINE = "x x 8h Jd 4s +Qc Kh Qd x"  # a four's extra card and the river: the row fills six's wider seats


def darker(colour, than) -> bool:
    return sum(colour[:3]) < sum(than[:3]) - 30


@pytest.mark.parametrize("players", [6, 7, 8])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_each_top_seats_cards_lie_on_its_own_tile_with_felt_between(app, players, size):
    places = layout.LAYOUTS[size]
    slots = places.seat_slots(players)
    tops = sorted((slot.x, seat) for seat, slot in slots.items() if slot.y == layout.TOP_Y)
    hand = NINE if players == 6 else FIVE_UP
    director, model, _ = table(players, places, dict.fromkeys((seat for _, seat in tops), hand))
    renderer = TableRenderer(app.text, app.cards, places=places)
    canvas = app.display.canvas
    renderer.draw(canvas, model, director)
    felt = renderer.felt
    crowded = players >= 7
    for (_, left), (_, right) in itertools.pairwise(tops):
        a, b = slots[left], slots[right]
        y = a.cards_y + CARD_H // 2
        last = max(x for x, _ in director.seat_places(left))
        assert round(last) + 40 >= a.x + a.width - 1  # the row fills the seat: its last card at its edge
        gutter = (a.x + a.width + b.x) // 2
        assert canvas.get_at((gutter, y)) == felt.get_at((gutter, y)), (players, size, gutter)
        if crowded:  # round each seat's cards: its tile, just outside them, darker than the felt
            for x in (a.x + a.width + 1, b.x - 1):
                assert darker(canvas.get_at((x, y)), felt.get_at((x, y))), (players, size, x)
            assert b.x - (a.x + a.width) - 4 >= 6  # the felt between the tiles
        else:
            x = b.x - 2
            assert canvas.get_at((x, y)) == felt.get_at((x, y)), (players, size)
