"""The TV's box while a dealer picks the game ("MAXIMILIANA F." over "PICKS THE GAME", and what
hurries the dealer under them): its lines a line's gap apart and a margin all round inside its
frame, at both TEXT SIZEs (a host play-test's TV read the two lines jammed together, the box's
foot twice as far under them as its top over them)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.felt import layout
from game.felt.game_banner import PAD, draw_calling
from game.platform import palette


@pytest.mark.parametrize("clock", ["", "AWAY IN 12"])
@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_the_calling_boxs_lines_are_a_lines_gap_apart_inside_an_even_margin(places, clock):
    drawn: list[tuple[str, int, int]] = []  # (the words, their top, their size)

    class Words:
        def draw(self, canvas, line, where, size, colour, anchor="topleft") -> None:
            drawn.append((line, where[1], size))

    canvas = pygame.Surface((960, 540))
    canvas.fill(palette.FELT)
    draw_calling(canvas, Words(), "MAXIMILIANA F.", clock, palette.YELLOW, places)
    assert [line for line, _, _ in drawn][:2] == ["MAXIMILIANA F.", "PICKS THE GAME"], drawn
    gap = places.line - places.body  # the table's own gap between two lines
    for (_, top, size), (_, under, _) in itertools.pairwise(drawn):
        assert under - (top + size) >= gap, drawn
    # the box: its frame's rows (yellow) down the column of the words' middle
    x = places.centre.centerx
    frame = [y for y in range(540) if canvas.get_at((x, y))[:3] == palette.YELLOW[:3]]
    box_top, box_bottom = min(frame), max(frame) + 1  # (its top row, the row under its foot)
    first, last = drawn[0], drawn[-1]
    over, below = first[1] - box_top, box_bottom - (last[1] + last[2])
    assert over >= PAD and below >= PAD, (over, below)
    assert abs(over - below) <= 2, (over, below)  # (even)
