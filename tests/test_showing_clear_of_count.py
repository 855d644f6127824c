"""Your SHOWING line keeps a gap over your pile's count at TEXT SIZE large: a newcomer's play-test
read 'SHOWING Wild 3 = A' with its plate touching '6 LEFT' under it (shot_118 on 75ec441), the
count on the words' second line right under the first. The count comes down into the room left
under it, its plate 2 pixels clear of the words' plate, never past the seat's floor."""

from __future__ import annotations

import pygame
import pytest

from game.felt import layout
from game.felt.card_art import INDEX_W
from game.felt.pile_layout import count_place, count_plate, pile_place, turned_places, words_top


@pytest.mark.parametrize("cards", [7, 8, 9])
def test_your_showing_lines_plate_stands_clear_of_your_piles_count_at_large(cards):
    slot = layout.LARGE.bottom
    for turned in range(1, cards):
        pile = cards - turned
        laid = [*turned_places(slot, [INDEX_W] * turned, pile), pile_place(slot, 0)]
        count = count_place(slot, laid, pile)
        assert count is not None, turned
        top = words_top(slot, laid)
        # the words' plate as the table draws it (seat_draw: from 2 over the line to its foot),
        # across the seat: 'SHOWING' and a long hand run under the count
        words = pygame.Rect(slot.x - 4, top - 2, slot.width + 8, slot.line + 2)
        plate = count_plate(count)
        assert plate.top - words.bottom >= 2, (turned, words, plate)
        assert plate.bottom <= slot.words_floor, (turned, plate, slot.words_floor)
