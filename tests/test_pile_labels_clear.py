"""No Peek's words stay clear of its cards at every seat: a seat's pile of nine or ten (Night
Baseball with a bonus card) wraps its turned cards to a second row, and a newcomer's play-test saw
it crowd the words under it. On the layout's rectangles (the canvas is 960x540 at 1920x1080 and
1280x720 alike: game.platform.display), both TEXT SIZEs, 2 to 8 seats, 7 to 10 cards, every
count turned: no card under the plate of the pile's count or of the hand's words, and the
count's letters a pixel off every card (at TEXT SIZE large, eight turned of ten, the second row
was sent across the seat, its last card touching "2 LEFT" and under the count's plate)."""

from __future__ import annotations

import pygame
import pytest

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, INDEX_W
from game.felt.pile_layout import count_place, count_plate, pile_place, turned_places, words_top


def problems(places: layout.Layout, players: int) -> list[str]:
    found = []
    for number, slot in places.seat_slots(players).items():
        for cards in (7, 8, 9, 10):
            for turned in range(cards + 1):
                pile = cards - turned
                laid = turned_places(slot, [INDEX_W] * turned, pile) + [pile_place(slot, 0)] * (pile > 0)
                rects = [pygame.Rect(round(x), round(y), CARD_W, CARD_H) for x, y in laid]
                where = f"seat {number}, {turned} of {cards} turned"
                count = count_place(slot, laid, pile)
                if count is not None and count_plate(count).collidelist(rects) != -1:
                    found.append(f"{where}: a card under the count's plate {tuple(count)}")
                if count is not None and count.inflate(2, 2).collidelist(rects) != -1:
                    found.append(f"{where}: the count touches a card {tuple(count)}")
                top = words_top(slot, laid)
                if slot.words_floor - top >= slot.line:  # a line of words there
                    plate = pygame.Rect(slot.x - 4, top - 2, slot.width + 8, slot.line + 2)
                    if plate.collidelist(rects) != -1:
                        found.append(f"{where}: a card under the words' plate at {top}")
    return found


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("size", ["normal", "large"])
def test_no_card_touches_a_pile_count_or_the_words_under_it(size, players):
    assert problems(layout.LAYOUTS[size], players) == []
