"""No Peek: at the showdown a seat's cards never turned stay its pile, one stack at its row's right
end where they lay, and every card lies inside the seat's block: a newcomer's play-test (Night
Baseball, TEXT SIZE large, GRAND SLAM, shot_198) saw Babe's winning row, seven turned and three never
turned, spread as ten cards the moment it was shown down, a card back dropped to a row of its own
under them beside the seat's words."""

from __future__ import annotations

import pygame
import pytest
from test_pile_rows_two import night
from test_ui_no_peek_piles import turn_every_seat

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W
from game.felt.pile_layout import pile_place

# the play-test's row: wild threes and a nine, two tens, the K a four earned (+), three never turned
HAND = parse_cards("3h Tc Td 4d Kc 9d 3s 2c 2d 2h")


def places(scene, number: int) -> list[tuple[int, int]]:
    return [(round(x), round(y)) for x, y in scene.director.seat_places(number)]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5])
def test_a_pile_left_at_the_showdown_stays_one_stack_inside_the_block(app, tmp_path, players, size):
    scene = night(app, tmp_path, players, size)
    for turned in range(5, 9):
        turn_every_seat(scene, HAND, turned)
        for seat in scene.model.seats:
            seat.cards[4].bonus, seat.showing = True, "Five tens"
        app.draw()
        before = {number: places(scene, number) for number in range(players)}
        for seat in scene.model.seats:
            seat.revealed = True  # shown down: the turned cards' hand named, the pile never turned
        app.draw()
        for number in range(1, players):
            slot = scene.director.slots[number]
            block = pygame.Rect(slot.x, slot.cards_y, slot.width, slot.words_floor - slot.cards_y)
            where = (players, size, turned, number)
            shown = places(scene, number)
            assert shown == before[number], where  # nothing moves as the seat is shown down
            stack = [(round(x), round(y)) for x, y in (pile_place(slot, depth) for depth in range(len(HAND)))]
            assert set(shown[turned:]) <= set(stack), where  # the backs: one stack, the pile's
            for x, y in shown:
                assert block.contains(pygame.Rect(x, y, CARD_W, CARD_H)), (where, (x, y), block)
    scene.leave()
