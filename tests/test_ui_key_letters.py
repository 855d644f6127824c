"""Every action button says its key: "[C] CHECK" where its words leave room (at TEXT SIZE large too),
else its key letter underlined in its words, two pixels thick (BRING IN 1/2 at either size)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import letter, press, your_stud_choice

from engine.actions import ActionKind
from engine.events import ActionTaken
from game.felt import layout
from game.felt.action_menu import action_menu, key_index, shortcut_of
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.widgets import Item
from game.play.session import HUMAN

ACTIONS = [("BRING IN 1/2", "b"), ("COMPLETE 1", "m"), ("FOLD", "f")]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_button_without_room_for_its_key_underlines_its_key_letter(app, size):
    """Play-testers: BRING IN 1/2 had no key letter at any size ("[B] BRING IN 1/2" is wider than
    its button), and at TEXT SIZE large no button had one; then a newcomer's at large missed the keys
    under letters a pixel's line underlined, with room for "[F] FOLD"."""
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
        colour = palette.YELLOW if index == menu.selected else palette.WHITE
        span = range(left + 1, left + width // len(caption) - 3)
        # (from the letter's third pixel: at TEXT SIZE large BRING IN 1/2's B is at the box's rounded corner)
        rows = [{canvas.get_at((x, y))[:3] for x in span[2:]} for y in range(rect.top, rect.bottom)]
        line = [y for y, row in enumerate(rows[:-1]) if row == {colour}][-1]  # (the last: the border)
        # the underline two rows of its own, a row of the box's fill between it and the border and
        # between it and the letters (it sat on the border at TEXT SIZE large: a play-test)
        assert rows[line - 1] == {colour}, (size, caption, line)  # (one row read as a thin scratch)
        assert line < len(rows) - 2 and colour not in rows[line + 1], (size, caption, line)
        assert colour not in rows[line - 2] and line > places.body + 4, (size, caption, line)
        underlined.append(item.label)
    assert "BRING IN 1/2" in underlined
    assert [menu.caption(item) for item in menu.items][-1] == "[F] FOLD"  # (at large it said FOLD)


def test_the_key_letter_is_the_first_at_a_words_start():
    assert key_index("BRING IN 1/2", "b") == 0
    assert key_index("COMPLETE 1", "m") == 2
    assert key_index("CALL 1/2", "c") == 0
    assert key_index("RAISE 2", "r") == 0
    assert key_index("TEXAS", "1") == -1


@pytest.mark.parametrize("size", ["normal", "large"])
def test_at_your_bring_in_the_least_is_lit_and_c_never_completes(app, size):
    """A newcomer who knew Hold'em pressed C "to call" at a Stud bring-in's choice and paid the full
    bet: COMPLETE was lit first and took C there. BRING IN is first and lit, COMPLETE keeps M at
    every TEXT SIZE (its button says so), and C, which checks or calls, does nothing here."""
    scene = your_stud_choice(app, {"bring_in", "complete"}, size)
    labels = [item.label for item in scene.buttons.items]
    assert labels[scene.buttons.selected].startswith("BRING IN"), labels
    complete = next(item for item in scene.buttons.items if item.label.startswith("COMPLETE"))
    caption = scene.buttons.caption(complete)
    assert complete.shortcut == "m" and (caption.startswith("[M] ") or key_index(caption, "m") == 2), caption

    def mine() -> list[ActionTaken]:
        return [e for e in scene.table.events if isinstance(e, ActionTaken) and e.seat == HUMAN]

    before = mine()
    press(app, letter("c"))
    assert mine() == before and scene.buttons is not None
    press(app, letter("m"))
    assert len(mine()) == len(before) + 1 and mine()[-1].action == "complete", mine()


def test_a_key_means_one_action_whatever_else_is_offered():
    facing = (ActionKind.FOLD, ActionKind.CALL, ActionKind.COMPLETE)
    assert [shortcut_of(kind) for kind in facing] == ["f", "c", "m"]
    choice = (ActionKind.BRING_IN, ActionKind.COMPLETE)
    assert [shortcut_of(kind) for kind in choice] == ["b", "m"]
