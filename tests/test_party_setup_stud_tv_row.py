"""HOST A PARTY on a stud game: PLAYERS AT THE TV does not apply (a stud game deals hidden cards,
which the TV would show the room), and a host play-test read `< 0 >` there, the arrows live, with the
why only after pressing Right. The row is greyed, says why on itself and, the cursor on it, under
the menu: the keys stop on it as on every host page's greyed row (a later host play-test's cursor
passed over it in Baseball and no line said why), and it answers no key; a No Peek game brings it
back."""

from __future__ import annotations

import os

import pygame
import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by, key, press

from game.platform import palette
from game.platform.text import KEEP
from game.screens.scenes.party_setup import PartyPlayersScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py
ROW = "PLAYERS AT THE TV"


WHY = "Baseball deals hidden cards: players at the TV need a game with No Peek pots (Night Baseball, Midnight Baseball, Dealer's Choice or No Peek)."


def to_row(app, setup) -> None:
    """Down from GAME to the row, as a host does: past SEATS and TURN TIMER."""
    press(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert setup.menu.current.label == ROW


def test_a_stud_game_greys_the_tv_players_row_and_says_why_on_it(app, monkeypatch):
    setup = to_setup(app, "baseball")
    row = next(item for item in setup.menu.items if item.label == ROW)
    drawn = dict(drawn_by(app, setup, monkeypatch))
    caption = setup.menu.caption(row)
    assert not row.enabled and caption.endswith("NONE: HIDDEN CARDS") and "<" not in caption
    assert caption in drawn  # on the row before any key is pressed on it
    to_row(app, setup)  # the keys stop on it
    drawn = drawn_by(app, setup, monkeypatch)
    last = max(rect.bottom for rect in setup.menu.rects)
    under = [text for text, rect in drawn if rect.top > last and text != setup.footer]
    assert " ".join(under).replace(KEEP, " ") == WHY  # chosen: why, which games open it, under the menu
    assert not any(line.endswith(" No") for line in under)  # a game's name whole on its line
    if os.environ.get("SHOTS_DIR"):
        pygame.image.save(app.display.canvas, os.path.join(os.environ["SHOTS_DIR"], "stud-setup.png"))
    errors = []
    monkeypatch.setattr("game.platform.widgets.sound.play", errors.append)
    press(app, key(pygame.K_RIGHT), key(pygame.K_RETURN))
    assert setup.players == [] and app.stack.top is setup  # no player added, no players' page
    assert errors == ["error"]  # Enter: a soft error, nothing else
    press(app, key(pygame.K_DOWN))
    assert setup.menu.current.label == "FULL SCREEN"  # and on down from it


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
    assert row.enabled and setup.menu.caption(row).endswith("  0 >")  # nobody there: Right adds one
    assert colours[setup.menu.caption(row)] == tuple(palette.YELLOW)  # chosen, live
    assert setup.detail().startswith("No Peek hides nothing")
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, PartyPlayersScene)
