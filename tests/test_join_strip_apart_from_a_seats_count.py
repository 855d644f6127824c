"""The party TV's join strip stands well apart from anything on its row: a host play-test's TV read
'JOIN 192.0.2.2:8765  CODE TSCT' and the bottom seat's '7 LEFT' plate beside it as one line, a
letter's width between them (game.screens.party_join_strip.BESIDE)."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import WIDEST_ADDRESS

from game.felt.layout import LAYOUTS
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import HINT
from game.screens.party_join_strip import JoinStrip

APART = 3 * HINT  # three letters' width: two things, not one line


@pytest.mark.parametrize("address", ["192.0.2.2:8765", WIDEST_ADDRESS])
@pytest.mark.parametrize("size", sorted(LAYOUTS))
def test_the_strip_stands_three_letters_from_a_seats_count_on_its_row(app, size, address):
    places = LAYOUTS[size]
    for players in sorted(places.slots_for):
        slots = places.seat_slots(players).values()
        for right in range(SAFE.centerx, SAFE.right - 4 * HINT, HINT):
            FRAME.clear()
            count = pygame.Rect(right, SAFE.bottom - places.line, 6 * HINT, places.line)  # '7 LEFT'
            FRAME.text("7 LEFT", count, places.body)
            strip = JoinStrip(app.text)
            strip.draw(app.display.canvas, address, "TSCT", slots, places.centre)
            rect = strip.rect
            assert rect is not None
            if rect.bottom <= count.top or rect.top >= count.bottom:
                continue  # (not on its row)
            gap = max(count.left - rect.right, rect.left - count.right)
            assert gap >= APART, (size, players, right, rect, count)
