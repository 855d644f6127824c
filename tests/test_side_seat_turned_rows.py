"""A side seat's turned No Peek cards, to Night Baseball's nine, lie SIDE_STEP apart at the least
(pile_layout.kept_apart) and go on in a second row sooner, every card inside the seat, and a
pile's count's plate never touches the seat's words' plate: a newcomer's play-test at TEXT SIZE
large read eight turned cards beside the stack as one strip, and "1 LEFT" on a plate touching
"Two pair"'s. Swept over every table with side seats (four to eight players: two and three have
none), both TEXT SIZEs and 1 to 11 cards, each count of them turned."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_pile_rows_two import night
from test_ui_no_peek_piles import turn_every_seat

from engine.cards import parse_cards
from game.felt import layout
from game.felt.card_art import CARD_W
from game.felt.pile_layout import APART_MOST, SIDE_STEP, count_plate
from game.platform.frame_log import FRAME

DECK = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c 5s Jh Td")  # eleven: wilds, bonus fours and a ten


def side_seats(scene) -> dict[int, layout.SeatSlot]:
    return {n: slot for n, slot in scene.director.slots.items() if slot.row_most < layout.MAX_CARDS}


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_side_seats_turned_cards_lie_apart_inside_the_seat_their_plates_apart(app, tmp_path, players, size):
    scene = night(app, tmp_path, players, size)
    line = layout.LAYOUTS[size].line
    for total, turned in itertools.product(range(1, len(DECK) + 1), range(1, len(DECK) + 1)):
        if turned > total:
            continue
        turn_every_seat(scene, DECK[:total], turned)
        for seat in scene.model.seats:
            seat.showing = "Two pair, kings and fours"
        app.draw()
        where = f"{players} players, {size}, {turned} of {total} turned"
        texts = list(FRAME.texts())
        for number, slot in side_seats(scene).items():
            seat = scene.model.seats[number]
            places = [scene.director.card_place(number, sprite) for sprite in seat.cards[:turned]]
            assert all(slot.x <= round(x) and round(x) + CARD_W <= slot.x + slot.width for x, _ in places), (
                where
            )
            # (past APART_MOST, a bonus four's tenth card on, the rows close up to the cards' needs)
            first = [x for x, y in places if y == slot.cards_y] if turned <= APART_MOST else []
            steps = [b - a for a, b in itertools.pairwise(first)]
            assert min(steps, default=99) >= SIDE_STEP - 0.01, f"{where}: seat {number} {steps}"
            block = pygame.Rect(slot.x - 4, slot.cards_y, slot.width + 8, slot.words_floor - slot.cards_y)
            mine = [item.rect for item in texts if block.contains(item.rect)]
            counts = [item.rect for item in texts if block.contains(item.rect) and item.text.endswith("LEFT")]
            for count in counts:
                plate = count_plate(count)
                for words in mine:
                    if words == count:
                        continue
                    around = pygame.Rect(words.x - 4, words.y - 2, words.width + 8, line + 2).inflate(0, 2)
                    assert not plate.colliderect(around), f"{where}: seat {number}'s count touches {words}"
    scene.leave()
