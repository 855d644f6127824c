"""No Peek: at the showdown a winner's cards never turned stay its pile, one stack where they lay,
nothing in its row moving as it is shown down, and no card back ever drops to a row of its own: a
newcomer's play-test (issue 31, ptN12 shot_198: Night Baseball, TEXT SIZE large, GRAND SLAM) saw
Babe's winning row, seven turned and three never turned, spread as ten cards, a back dropped under
them beside 'Five 10's'. Every No Peek table of 2 to 8 seats, both TEXT SIZEs (the seats' words
over the result: tests/test_result_under_seat_words.py)."""

from __future__ import annotations

import pygame
import pytest
from test_result_under_seat_words import HAND, NO_PEEK, deal, table

from game.felt.card_art import CARD_H, CARD_W
from game.felt.pile_layout import pile_place


def places(scene, number: int) -> list[tuple[int, int]]:
    return [(round(x), round(y)) for x, y in scene.director.seat_places(number)]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("profile", "players"), NO_PEEK)
def test_a_winners_cards_never_turned_stay_one_stack_where_they_lay(app, tmp_path, profile, players, size):
    scene = table(app, tmp_path, profile, players, size)
    for turned in range(5, len(HAND) + 1):
        deal(app, scene, turned, shown=False)
        before = {number: places(scene, number) for number in range(players)}
        deal(app, scene, turned, shown=True)  # shown down: the turned cards' hand named
        for number in range(players):
            slot = scene.director.slots[number]
            block = pygame.Rect(slot.x, slot.cards_y, slot.width, slot.words_floor - slot.cards_y)
            where = (profile, players, size, turned, number)
            shown = places(scene, number)
            assert shown == before[number], where  # nothing moves as the seat is shown down
            stack = {(round(x), round(y)) for x, y in (pile_place(slot, depth) for depth in range(len(HAND)))}
            assert set(shown[turned:]) <= stack, where  # the backs: one stack, the pile's
            for x, y in shown:
                assert block.contains(pygame.Rect(x, y, CARD_W, CARD_H)), (where, (x, y), block)
    scene.leave()
