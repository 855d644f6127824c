"""Every action button says its key: "[C] CHECK" where its words leave room, else its key letter
underlined in its words (BRING IN 1/2 at the normal size, every button at TEXT SIZE large)."""

from __future__ import annotations

import pygame
import pytest

from game.felt import layout
from game.felt.action_menu import action_menu, key_index
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.widgets import Item

ACTIONS = [("BRING IN 1/2", "b"), ("COMPLETE 1", "m"), ("FOLD", "f")]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_button_without_room_for_its_key_underlines_its_key_letter(app, size):
    """Play-testers: BRING IN 1/2 had no key letter at any size ("[B] BRING IN 1/2" is wider than
    its button), and at TEXT SIZE large no button had one."""
    places = layout.LAYOUTS[size]
    items = [Item(label, shortcut=key) for label, key in ACTIONS]
    menu = action_menu(items, False, TableModel(), places)
    canvas = pygame.Surface((960, 540))
    menu.draw(canvas, app.text)
    underlined = []
    for index, (item, rect) in enumerate(zip(menu.items, menu.rects, strict=True)):
        caption = menu.caption(item)
        if caption.startswith("["):
            continue  # its key said in letters
        at = key_index(caption, item.shortcut)
        assert caption[at] == item.shortcut.upper()
        width = app.text.font(places.body).size(caption)[0]
        left = rect.centerx - width // 2 + at * width // len(caption)
        y = rect.centery + places.body // 2 + 1
        colour = palette.YELLOW if index == menu.selected else palette.WHITE
        line = [canvas.get_at((x, y))[:3] for x in range(left + 1, left + width // len(caption) - 3)]
        assert set(line) == {colour}, (size, caption)
        underlined.append(item.label)
    assert "BRING IN 1/2" in underlined
    if size == "large":
        assert underlined == [label for label, _ in ACTIONS]


def test_the_key_letter_is_the_first_at_a_words_start():
    assert key_index("BRING IN 1/2", "b") == 0
    assert key_index("COMPLETE 1", "m") == 2
    assert key_index("CALL 1/2", "c") == 0
    assert key_index("RAISE 2", "r") == 0
    assert key_index("TEXAS", "1") == -1
