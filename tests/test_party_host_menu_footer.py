"""The host menu's words where its panel has room for them, at both TEXT SIZEs (the menu's words
keep one size): the line under the rows says a name whole (a host play-test chose NEXT GAME:
MIDNIGHT BASEBALL and read 'MIDNIGHT BASEBA… FROM THE NEXT SESSION' in a panel with room for the
whole: each name was cut at 16 characters, whatever the room), cut only where the panel's line has
no room; and a party the host paused offers BACK TO THE TABLE, STILL PAUSED under GO ON WITH THE
PARTY (a host read GO ON WITH THE PARTY and BACK TO THE TABLE as the same thing)."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party
from test_party_host_menu_cursor import down_to, menu_on
from test_party_next_game_tv import choose
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from game.platform.display import WIDTH
from game.screens.party_host_told import Told
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

LONG = "THE LONGEST HOUSE GAME ANYONE HAS NAMED AT A PARTY"


def panel(menu: PartyHostMenu) -> pygame.Rect:
    """The panel's left and right edges (its width is one for every page)."""
    box = pygame.Rect(0, 0, menu.panel_width(), 1)
    box.centerx = WIDTH // 2
    return box


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
        press(app, key(pygame.K_ESCAPE))
        menu = down_to(app, "NEXT GAME: BASEBALL")
        press(app, key(pygame.K_RETURN))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        choose(app, listed, "midnight-baseball")
        assert app.stack.top is menu
        box = panel(menu)
        words, rect = under_the_rows(app, menu, monkeypatch)
        assert words == "MIDNIGHT BASEBALL AFTER THIS GAME"  # whole: it has room
        assert box.left < rect.left and rect.right < box.right
        menu.told = Told(LONG, " AFTER THIS GAME", lambda: True)  # a house game's long name
        words, rect = under_the_rows(app, menu, monkeypatch)
        assert words.endswith("\u2026 AFTER THIS GAME") and LONG.startswith(words.split("\u2026")[0])
        assert box.left < rect.left and rect.right < box.right  # cut to the panel, not past it
        assert len(words) > len("W" * 16 + " AFTER THIS GAME")  # as much as the room holds
    finally:
        party.close()


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_party_the_host_paused_offers_back_to_the_table_still_paused(app, size, monkeypatch):
    app.settings.text_size = size
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        room.controls.pause(True)  # the host's own pause (KEEP IT PAUSED, or Enter's)
        press(app, key(pygame.K_ESCAPE))
        menu = menu_on(app)
        box = panel(menu)
        drawn = dict(drawn_by(app, menu, monkeypatch))
        rows = [item.label for item in menu.menu.items]
        assert rows[:2] == ["GO ON WITH THE PARTY", "BACK TO THE TABLE, STILL PAUSED"]
        row = next(rect for text, rect in drawn.items() if text.endswith("STILL PAUSED"))
        assert box.left < row.left and row.right < box.right  # whole, inside the panel
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
        assert app.stack.top is table and room.paused  # as it says
    finally:
        party.close()
