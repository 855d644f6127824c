"""Six players' three top seats fill the top band (layout.SIX_W, 288 pixels, TILE_GAP apart): a
Baseball hand of nine cards (a four's extra card and the river) lies in one row there, as at the
wide top seats of two to five players, where at SIDE_W it went to two rows with the felt empty
beside the seats. Every seat's rows, at every table of 2 to 8 players and both TEXT SIZEs, for
every count of cards a seat may hold, lie within its own block: never on another seat's plate or
cards, the centre (the pot, the stock, the log and the prompt) or the felt's edge."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_crowded_seat_corners import BASEBALL_MOST, UP, hand
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.platform.display import SAFE

NINE = "x x Th 4h +Qd Tc Kd Js x"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_six_player_top_seat_holds_nine_cards_in_one_row(size):
    places = layout.LAYOUTS[size]
    tops = [seat for seat, slot in places.seat_slots(6).items() if slot.y == layout.TOP_Y]
    director, _, _ = table(6, places, dict.fromkeys(tops, NINE))
    for seat in tops:
        assert len({y for _, y in director.seat_places(seat)}) == 1, (size, seat)
        assert director.slots[seat].width == layout.SIX_W


def test_six_players_top_seats_fill_the_band_tile_gap_apart():
    for places in layout.LAYOUTS.values():
        tops = sorted((slot for slot in places.slots_for[6] if slot.y == layout.TOP_Y), key=lambda s: s.x)
        assert tops[0].x == SAFE.x and tops[-1].x + tops[-1].width == SAFE.right
        assert [right.x - (left.x + left.width) for left, right in itertools.pairwise(tops)] == [
            layout.TILE_GAP
        ] * 2


def cards_at(director, seat: int) -> list[pygame.Rect]:
    return [pygame.Rect(round(x), round(y), CARD_W, CARD_H) for x, y in director.seat_places(seat)]


# the most cards a No Peek seat holds at a table of so many players, in the games shipped: Night
# Baseball's nine and a card for each four turned up (2 to 5 players), Midnight Baseball's seven
# and four (6), No Peek's seven (its bonus-free game seats 7 and 8)
NO_PEEK_MOST = {2: 13, 3: 13, 4: 13, 5: 13, 6: 11, 7: 7, 8: 7}


def hands(players: int) -> dict[tuple[str, int], tuple[str, bool]]:
    """Every stud hand of 3 to 11 cards (test_crowded_seat_corners.hand), and every No Peek seat
    of the most cards it may hold there, 1 to all of them turned (the widest first), the rest its
    pile: (its cards, No Peek)."""
    stud = {(kind, count): (hand(kind, count), False) for kind in UP for count in range(3, BASEBALL_MOST + 1)}
    most = NO_PEEK_MOST[players]
    turned = {
        ("No Peek", count): (
            " ".join([*[*UP["wild bonuses"].split(), "Kd"][:count], *["x"] * (most - count)]),
            True,
        )
        for count in range(1, most + 1)
    }
    return {**stud, **turned}


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_every_seats_rows_keep_to_its_block(size, players):
    places = layout.LAYOUTS[size]
    for (kind, count), (cards, piles) in hands(players).items():
        director, model, _ = table(players, places, dict.fromkeys(range(1, players), cards))
        model.no_peek = piles
        slots = director.slots
        rows = {seat: cards_at(director, seat) for seat in slots}
        plates = {
            seat: layout.seat_plate(slot, slots.values(), director.seat_places(seat), slot)
            for seat, slot in slots.items()
        }
        for seat, slot in slots.items():
            where = (size, players, kind, count, seat)
            block = pygame.Rect(slot.x, slot.y, slot.width, SAFE.bottom - slot.y)
            assert all(block.contains(card) for card in rows[seat]), where
            assert all(
                card.bottom <= (places.mid_y if slot.y < places.mid_y else SAFE.bottom) for card in rows[seat]
            ), where
            if seat != director.human:  # (your seat lies under the centre, its cards under the prompt)
                assert not any(card.colliderect(places.centre) for card in rows[seat]), where
            for other in slots:
                if other != seat:
                    assert not any(card.collidelist(rows[other]) != -1 for card in rows[seat]), (where, other)
                    assert not any(card.colliderect(plates[other]) for card in rows[seat]), (where, other)
