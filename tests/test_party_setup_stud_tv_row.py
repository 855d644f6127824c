"""HOST A PARTY on a stud game: PLAYERS AT THE TV does not apply (a stud game deals hidden cards,
which the TV would show the room), and a host play-test read `< 0 >` there, the arrows live, with the
why only after pressing Right. The row is greyed, says why on itself (the keys pass over it, as over
every greyed row: a host play-test's cursor stopped on them) and under the menu with the mouse over
it, and answers no key; a No Peek game brings it back."""

from __future__ import annotations

import os

import pygame
import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by, key, press

from game.platform import palette
from game.screens.scenes.party_setup import PartyPlayersScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py
ROW = "PLAYERS AT THE TV"


def to_row(app, setup) -> None:
    """The mouse over the row (the keys pass over it while it is greyed)."""
    rect = setup.menu.rects[[item.label for item in setup.menu.items].index(ROW)]
    press(app, pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    assert setup.menu.current.label == ROW


def test_a_stud_game_greys_the_tv_players_row_and_says_why_on_it(app, monkeypatch):
    setup = to_setup(app, "baseball")
    row = next(item for item in setup.menu.items if item.label == ROW)
    drawn = dict(drawn_by(app, setup, monkeypatch))
    caption = setup.menu.caption(row)
    assert not row.enabled and caption.endswith("NONE: HIDDEN CARDS") and "<" not in caption
    assert caption in drawn  # on the row before any key is pressed on it
    press(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert setup.menu.current.label == "OPEN THE ROOM"  # the keys pass over it
    to_row(app, setup)
    drawn = dict(drawn_by(app, setup, monkeypatch))
    assert "Baseball deals hidden cards: everyone needs their own" in drawn  # chosen: why, under the menu
    if os.environ.get("SHOTS_DIR"):
        pygame.image.save(app.display.canvas, os.path.join(os.environ["SHOTS_DIR"], "stud-setup.png"))
    press(app, key(pygame.K_RIGHT), key(pygame.K_RETURN))
    assert setup.players == [] and app.stack.top is setup  # no player added, no players' page


def test_a_greyed_row_is_drawn_dim_and_a_no_peek_game_brings_it_back(app, monkeypatch):
    setup = to_setup(app, "baseball")
    to_row(app, setup)
    colours: dict[str, tuple] = {}
    real = app.text.draw

    def draw(canvas, text, pos, size=16, color=(255, 255, 255), **kw):
        colours[text] = tuple(color)
        return real(canvas, text, pos, size, color, **kw)

    monkeypatch.setattr(app.text, "draw", draw)
    row = setup.menu.current
    setup.draw(app.display.canvas)
    assert colours[setup.menu.caption(row)] == tuple(palette.DIM)
    while setup.rules.flow != "no_peek":
        setup.pick_game(1)
    setup.draw(app.display.canvas)
    assert row.enabled and setup.menu.caption(row).endswith("< 0 >")
    assert colours[setup.menu.caption(row)] == tuple(palette.YELLOW)  # chosen, live
    assert setup.detail().startswith("No Peek hides nothing")
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, PartyPlayersScene)
