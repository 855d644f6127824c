"""The buttons at the side of the table stay on the screen, inside its safe area, clear of one another:
at TEXT SIZE large four buttons, one of them on two lines ("RAISE TO" over "2 1/2", "COMPLETE TO" over
"1"), ran off the bottom of the screen (action_menu._Lettered.layout closes their gaps and lifts them)."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.felt import layout
from game.felt.action_menu import CLOSE_GAP, action_menu, label_for
from game.felt.table_model import TableModel
from game.platform.display import SAFE
from game.platform.widgets import Item

FOUR = [
    [("CALL 1", "c"), ("RAISE TO 2 1/2", "r"), ("FOLD", "f"), ("REVEAL", "v")],
    [("CALL 1/2", "c"), ("COMPLETE TO 1", "m"), ("FOLD", "f"), ("REVEAL", "v")],
    [("BRING IN 1/2", "b"), ("COMPLETE TO 1", "m"), ("FOLD", "f"), ("REVEAL", "v")],
]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("labels", FOUR)
def test_four_buttons_stay_on_the_screen_apart(app, size, labels):
    places = layout.LAYOUTS[size]
    items = [Item(label_for(label, places), shortcut=key) for label, key in labels]
    menu = action_menu(items, False, TableModel(), places)
    assert all(SAFE.contains(rect) for rect in menu.rects), (size, menu.rects)
    assert all(lower.top - upper.bottom >= CLOSE_GAP for upper, lower in pairwise(menu.rects)), menu.rects
    twice = sum(rect.height > min(r.height for r in menu.rects) for rect in menu.rects)
    if twice <= 1:  # one caption on two lines: under the side seat's words (their floor 4 px up)
        assert menu.rects[0].top >= places.bottom_y - 4, (size, menu.rects[0])
    menu.draw(pygame.Surface((960, 540)), app.text)
