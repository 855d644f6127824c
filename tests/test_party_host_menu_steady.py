"""The host menu's panel and rows keep one place whatever the party's state: a host play-test's rows
moved ~12 px sideways as NEXT GAME: BASEBALL became NEXT GAME: MIDNIGHT BASEBALL (the column was
centred by its longest row), and its panel grew wider as a greyed row's reason named a game. The
line under the rows is cut to the panel instead."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from party_sweep import party_at
from test_party_host_menu_cursor import down_to, menu_on
from test_party_next_game_tv import choose
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from game.platform.widgets import Item
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

LONG = "THE LONGEST HOUSE GAME ANYONE HAS NAMED AT A PARTY"


def place(menu: PartyHostMenu) -> tuple[int, list[int]]:
    """The panel's width and each row's left edge."""
    return menu.panel_width(), [rect.left for rect in menu.menu.rects]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_rows_and_the_panel_stay_put_as_the_next_game_and_the_reasons_change(app, size, monkeypatch):
    app.settings.text_size = size
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        menu = down_to(app, "NEXT GAME: BASEBALL")
        first = place(menu)
        press(app, key(pygame.K_RETURN))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        choose(app, listed, "midnight-baseball")
        assert menu_on(app).menu.current.label == "NEXT GAME: MIDNIGHT BASEBALL"
        assert place(menu) == first  # the rows did not move for the longer name
        press(app, key(pygame.K_ESCAPE))
        room.rules = dataclasses.replace(room.rules, name=LONG)  # a house game's long name in play
        press(app, key(pygame.K_ESCAPE))
        again = menu_on(app)
        assert place(again) == first  # nor for a new opening in a game of a long name
        # a greyed row's long reason, under the mouse: cut inside the panel, which stays as wide
        rows = again.menu.items
        rows[-2] = Item(rows[-2].label, None, False, f"{LONG} ends after the pot in play.")
        again.menu.selected = len(rows) - 2
        drawn = drawn_by(app, again, monkeypatch)
        below = [(text, rect) for text, rect in drawn if rect.top > again.menu.rects[-1].bottom]
        assert len(below) == 1 and below[0][0].endswith("\u2026"), below
        assert f"{LONG} ends".startswith(below[0][0][:-1])
        box = pygame.Rect(0, 0, first[0], 1)
        box.centerx = app.display.canvas.get_width() // 2
        assert all(box.left < rect.left and rect.right < box.right for _, rect in below), below
        assert place(again) == first
