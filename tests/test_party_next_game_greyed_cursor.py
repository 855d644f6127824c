"""The NEXT GAME list's cursor on a greyed game is the cursor every row has, greyed with the row: a
host play-test read an odd 'x' beside BASEBALL HIDDEN FOURS, greyed with QUEENIE at the TV, where
the cursor stood (the 'x' read as a mark on the game, not as where the keys were). A stud game is
chosen with a player at the TV now (test_party_next_game_tv): Night Baseball at six seats is greyed."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party
from test_party_next_game_tv import move_to, row_of
from test_party_tv_host import table_of
from test_party_tv_seat_between_sessions import enter_row, host_menu

from game.platform import palette
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

CURSOR = "\u25b6"


def drawn_left_of(app, scene, monkeypatch, rect: pygame.Rect) -> list[tuple[str, tuple]]:
    """The words (and their colours) `scene` draws on `rect`'s line, left of it: the cursor's place."""
    drawn: list[tuple[str, tuple, pygame.Rect]] = []
    real = app.text.draw

    def draw(canvas, text, pos, size=16, color=(255, 255, 255), **kw):
        where = real(canvas, text, pos, size, color, **kw)
        drawn.append((text, tuple(color), where))
        return where

    with monkeypatch.context() as patch:
        patch.setattr(app.text, "draw", draw)
        scene.draw(app.display.canvas)
    return [
        (text, colour) for text, colour, where in drawn if where.right <= rect.x and where.top == rect.y + 1
    ]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_cursor_on_a_greyed_game_is_the_greyed_arrow_with_the_why_under(app, monkeypatch, tmp_path, size):
    app.settings.text_size = size
    party, devices = open_party("baseball", 6)  # Night Baseball seats 5 at most: greyed
    try:
        table_of(app, party, devices, dealt=True)
        enter_row(app, host_menu(app), "NEXT GAME: BASEBALL")
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        live = listed.menu.selected
        assert listed.menu.items[live].enabled
        assert drawn_left_of(app, listed, monkeypatch, listed.menu.rects[live]) == [
            (CURSOR, tuple(palette.YELLOW))
        ]
        greyed = row_of(listed, "night-baseball")
        move_to(app, listed, "night-baseball")  # (the list opens past it, on Midnight Baseball)
        assert listed.menu.selected == greyed and not listed.menu.items[greyed].enabled
        rect = listed.menu.rects[greyed]
        assert drawn_left_of(app, listed, monkeypatch, rect) == [(CURSOR, tuple(palette.DIM))]
        assert listed.detail().startswith("Night Baseball is for 2 to 5 players")
        pygame.image.save(app.display.canvas, tmp_path / f"greyed-cursor-{size}.png")
    finally:
        party.close()
