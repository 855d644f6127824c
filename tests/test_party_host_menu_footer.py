"""The line under the host menu's rows says a name whole where its panel has room: a host
play-test chose NEXT GAME: MIDNIGHT BASEBALL and read 'MIDNIGHT BASEBA… FROM THE NEXT SESSION' in a
panel with room for the whole (each name was cut at 16 characters, whatever the room). A name is cut
only where the panel's line has no room for it, at both TEXT SIZEs (the menu's words keep one size)."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party
from test_party_next_game_tv import choose
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from game.screens.scenes.party_host import PartyHostMenu, Told
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

LONG = "THE LONGEST HOUSE GAME ANYONE HAS NAMED AT A PARTY"


def under_the_rows(app, menu: PartyHostMenu, monkeypatch) -> tuple[str, pygame.Rect]:
    drawn = drawn_by(app, menu, monkeypatch)
    last = max(rect.bottom for rect in menu.menu.rects)
    below = [(text, rect) for text, rect in drawn if rect.top > last]
    assert len(below) == 1, below
    return below[0]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_next_games_name_is_said_whole_and_a_longer_one_cut_inside_the_panel(app, size, monkeypatch):
    app.settings.text_size = size
    party, devices = open_party("baseball", 4)
    try:
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE), key(pygame.K_UP), key(pygame.K_UP), key(pygame.K_UP))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu) and menu.menu.current.label == "NEXT GAME: BASEBALL"
        press(app, key(pygame.K_RETURN))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        choose(app, listed, "midnight-baseball")
        assert app.stack.top is menu
        box = pygame.Rect(0, 0, menu.panel_width(), 1)
        box.centerx = app.display.canvas.get_width() // 2
        words, rect = under_the_rows(app, menu, monkeypatch)
        assert words == "MIDNIGHT BASEBALL FROM THE NEXT SESSION"  # whole: it has room
        assert box.left < rect.left and rect.right < box.right
        menu.told = Told(LONG, " FROM THE NEXT SESSION", lambda: True)  # a house game's long name
        words, rect = under_the_rows(app, menu, monkeypatch)
        assert words.endswith("\u2026 FROM THE NEXT SESSION") and LONG.startswith(words.split("\u2026")[0])
        assert box.left < rect.left and rect.right < box.right  # cut to the panel, not past it
        assert len(words) > len("W" * 16 + " FROM THE NEXT SESSION")  # as much as the room holds
    finally:
        party.close()
