"""A scrolled menu's ▲/▼ marks (more rows above, below) have their own place, where the row scrolled
out would be: the ▶ cursor on the page's first or last row never lies on them (LAST POTS at the
solo table's pause menu drew ▲ and ▶ in one spot). Read from the pixels drawn."""

from __future__ import annotations

import pygame
import pytest

from game.platform import palette
from game.platform.frame_log import FRAME
from game.platform.text import BODY, Text
from game.platform.widgets import Item, Menu

ITEMS = 9
ROWS = 4


def drawn(menu: Menu, text: Text) -> pygame.Surface:
    canvas = pygame.Surface((960, 540))
    FRAME.clear()
    menu.draw(canvas, text)
    return canvas


def grey_rows(canvas: pygame.Surface, x: range) -> set[int]:
    """The rows of pixels in columns `x` drawn in the marks' grey."""
    return {y for y in range(canvas.get_height()) for px in x if canvas.get_at((px, y))[:3] == palette.GREY}


@pytest.mark.parametrize("boxed", [False, True])
@pytest.mark.parametrize(("first", "chosen"), [(2, 2), (2, 5), (0, 3), (5, 5), (5, 8), (3, 4)])
def test_the_marks_lie_apart_from_the_cursor_above_and_below_the_page(app, first, chosen, boxed):
    text = app.text
    menu = Menu([Item(f"ROW {n}") for n in range(ITEMS)], (200, 120), rows=ROWS, boxed=boxed)
    menu.first, menu.selected = first, chosen
    menu.layout()
    assert list(menu.shown) == list(range(first, first + ROWS))
    canvas = drawn(menu, text)
    page = menu.rects[first].union(menu.rects[first + ROWS - 1])
    column = range(page.x - BODY - 8, page.x - 8)  # the cursor's column, left of the rows
    grey = grey_rows(canvas, column)
    above, below = {y for y in grey if y < page.top}, {y for y in grey if y >= page.bottom}
    assert bool(above) == (first > 0)  # ▲ over the page when rows are scrolled out above it
    assert bool(below) == (first + ROWS < ITEMS)  # ▼ under it when rows are below
    assert grey <= above | below  # no mark beside a row of the page: the cursor's place
    marks = [item.rect for item in FRAME.texts() if item.text in ("\u25b2", "\u25bc")]
    cursors = [item.rect for item in FRAME.texts() if item.text == "\u25b6"]
    assert len(marks) == (first > 0) + (first + ROWS < ITEMS) and len(cursors) == (not boxed)
    assert not any(mark.colliderect(cursor) for mark in marks for cursor in cursors)
    assert all(pygame.Rect(0, 0, 960, 540).contains(mark) for mark in marks)
