"""An eight-player table's top seats keep a No Peek hand of ten and more turned cards, tens and bonus
fours among them, above the side seats' plates at both TEXT SIZEs: at large, where two rows a
whole card apart fill the room over them, eleven turned cards went on in a third row beside the
stack, into the plates under it (and the word POT). Now the first row lies over the stack's left
part, a sliver of it in view, and the second across the seat (pile_layout.rows_of), every card's
corner whole; a hand too wide for even that closes up alike, as little as keeps it over them."""

from __future__ import annotations

import random

import pygame
import pytest
from test_pile_rows_two import night
from test_ui_no_peek_piles import turn_every_seat

from engine.cards import ALL_CARDS, parse_cards
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.card_rows import BACK_W, need
from game.felt.pile_layout import in_pile, pile_places
from game.felt.table_model import CardSprite
from game.platform.frame_log import FRAME

# tens and bonus fours first: the widest needs in the first rows; wild threes and nines
HOUSE = parse_cards("Th 4h Tc 4d 3s 4c Ts 9s Td 4s Jh 3d 9c")
WHOLE = 11  # this many of them lie whole in two rows at TEXT SIZE large, the first over the stack


@pytest.mark.parametrize("size", ["normal", "large"])
def test_ten_and_more_turned_stay_above_the_side_plates(app, tmp_path, size):
    scene = night(app, tmp_path, 8, size)
    tops = [n for n, slot in scene.director.slots.items() if slot.y == layout.TOP_Y]
    for turned in range(10, len(HOUSE) + 1):
        turn_every_seat(scene, HOUSE, turned)
        for seat in scene.model.seats:
            for sprite in seat.cards[:turned]:
                sprite.bonus = sprite.card.rank == "4"
        app.draw()
        plates = [
            plate for plate in FRAME.regions("seat plate") if plate.y == scene.director.places.mid_y - 2
        ]
        assert len(plates) == 2, plates
        cards = [item.rect for item in FRAME.items if item.kind == "card"]
        whole = size == "large" and turned <= WHOLE  # (at normal, three rows: layout.SeatSlot.rows)
        for number in tops:
            places = scene.director.seat_places(number)
            seat = scene.model.seats[number]
            for sprite, (x, y) in zip(seat.cards, places, strict=True):
                rect = pygame.Rect(round(x), round(y), CARD_W, CARD_H)
                where = f"{size}, {turned} turned: seat {number}'s {sprite.card}"
                assert rect.collidelist(plates) == -1, f"{where} at {rect} over a side plate {plates}"
                if in_pile(sprite, seat.revealed) or not whole:
                    continue
                later = cards[len(cards) - cards[::-1].index(rect) :]
                corner = pygame.Rect(rect.topleft, (need(sprite), CARD_H))
                assert corner.collidelist(later) == -1, f"{where}: its corner covered"
            stack = [pygame.Rect(round(x), round(y), CARD_W, CARD_H) for (x, y) in places[turned:]]
            row = [pygame.Rect(round(x), round(y), CARD_W, CARD_H) for (x, y) in places[:turned]]
            if stack and whole:  # a sliver of the stack's top back stays in view right of the row over it
                assert max(card.right for card in row if card.y == stack[0].y) <= stack[0].right - BACK_W
    scene.leave()


def test_a_hand_too_wide_for_two_rows_closes_up_over_the_side_plates():
    """Twelve turned with wild bonus fours and tens (their needs the widest) at an eight-player top
    seat at large: more than two rows' room shows whole; the cards close up, in two rows."""
    rng = random.Random(5)
    for slot in layout.LARGE.slots_for[8][2:7]:
        for _ in range(300):
            cards = rng.sample(ALL_CARDS, 13)
            sprites = [
                CardSprite(
                    card, "up", wild=card.rank in "349", shown=True, flight=1.0, bonus=card.rank == "4"
                )
                for card in cards[:12]
            ] + [CardSprite(None, "down", flight=1.0)]
            places = pile_places(slot, sprites, revealed=False)
            low = max(round(y) + CARD_H for _, y in places)
            assert low <= layout.LARGE.mid_y - 2, (slot.x, [str(card) for card in cards[:12]], low)
