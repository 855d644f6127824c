"""Every seat's cards lie on the felt at every table size (a play-test: a four-player table's side
seats ran out over the rim), in a stud row and in a No Peek row beside its pile, at the largest
hand a game deals (thirteen cards: Night Baseball's nine and four bonus cards)."""

from __future__ import annotations

import pygame
import pytest

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, INDEX_W
from game.felt.pacing import LIFT
from game.felt.pile_layout import pile_place, turned_places
from game.platform import palette
from game.platform.backdrop import felt_table

ON_FELT = {palette.FELT, palette.FELT_DARK}  # the cloth, its grain and its inner line


def places(slot: layout.SeatSlot) -> list[tuple[float, float]]:
    """Every place a card may lie at this seat: each card of a stud hand of 1 to 13 cards, each
    turned card of a No Peek row beside a pile, and the pile's stack."""
    found = [slot.card_pos(i, count) for count in range(1, layout.MAX_CARDS + 1) for i in range(count)]
    for turned in range(layout.MAX_CARDS + 1):
        found += turned_places(slot, [INDEX_W] * turned, layout.MAX_CARDS - turned)
    return found + [pile_place(slot, depth) for depth in range(3)]


@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))  # 2 to 8: what a profile may seat
def test_every_card_of_every_seat_lies_on_the_felt(app, players):
    felt = felt_table()
    off = []
    for slot in layout.SLOTS_FOR[players]:
        for x, y in set(places(slot)):
            card = pygame.Rect(round(x), round(y - LIFT), CARD_W, CARD_H + LIFT)  # the winning five rise
            corners = (card.topleft, (card.right - 1, card.top), (card.left, card.bottom - 1))
            corners += ((card.right - 1, card.bottom - 1),)
            if any(felt.get_at(corner)[:3] not in ON_FELT for corner in corners):
                off.append((slot.x, slot.y, tuple(card)))
    assert off == [], f"{players} players: cards off the felt at {off[:5]}"
