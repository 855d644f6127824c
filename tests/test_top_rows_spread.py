"""A top seat with felt beside it lays a long Baseball row out at the widest step, every card's
whole corner and a margin in view, and no seat's cards ever reach another's.

Play-tests: at three players Babe's eight cards (a four's extra card among them) closed up in
their 224-pixel block, corner on corner, hard to read across a room, with the felt empty either
side; a newcomer read the top seats' rows as running into one another, and at four players Babe's
eight cards showed only their ranks. At two to five players, where the top band has felt beside the
top seats (four and five players' side seats stand in the middle band), they are TOP_W wide: ten
cards a row at INDEX_W + 4."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, INDEX_W

FACES = "Kc 4h +Th 3s 6h 7d Jc 8c 4d +Qs 2c"  # up cards after two down: fours and their extra cards
# the top seats with room beside them, by their place in the layout's seats (0: yours)
ROOMY = {2: [1], 3: [1, 2], 4: [2], 5: [2, 3]}  # (at six players three top seats share the band)


def hand(cards: int) -> str:
    return " ".join(["x", "x", *FACES.split()][:cards])


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("cards", [8, 9, 10])
@pytest.mark.parametrize("players", sorted(ROOMY))
def test_a_roomy_top_seats_long_row_shows_every_corner_whole(size, players, cards):
    places = layout.LAYOUTS[size]
    director, _, _ = table(players, places, dict.fromkeys(range(1, players), hand(cards)))
    for seat in ROOMY[players]:  # (you at 0: the seats are numbered as the layout places them)
        laid = director.seat_places(seat)
        assert len({y for _, y in laid}) == 1, (size, players, seat, laid)
        steps = [later[0] - earlier[0] for earlier, later in itertools.pairwise(laid)]
        assert min(steps) >= INDEX_W + 4, (size, players, seat, steps)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_no_seats_cards_reach_anothers(size, players):
    for cards in range(7, 14):
        director, _, _ = table(players, layout.LAYOUTS[size], dict.fromkeys(range(1, players), hand(cards)))
        laid = {
            seat: [pygame.Rect(round(x), round(y), CARD_W, CARD_H) for x, y in director.seat_places(seat)]
            for seat in range(players)
        }
        for one, other in itertools.combinations(range(players), 2):
            met = [tuple(rect) for rect in laid[one] if rect.collidelist(laid[other]) >= 0]
            assert not met, (size, players, cards, one, other, met)
