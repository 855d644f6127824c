"""The solo setup's pages say what a newcomer needs before the deal: at six players a dealer's
choice names the games it deals and the one left out, as the party's setup does ('Night Baseball
left out at 6 seats'); on the opponents' rows, that Left/Right change the row and Enter deals (a
newcomer's Enter, meant to change a style, dealt)."""

from __future__ import annotations

import pygame
from test_ui_support import key, press

from game.felt import layout
from game.platform.frame_log import FRAME
from game.play.session import profiles
from game.screens import openers
from game.screens.scenes.setup import OpponentsScene, PlayersScene
from game.screens.table_scene import TableScene


def players_page(app, players: int) -> PlayersScene:
    entry = next(entry for entry in profiles() if entry.id == "dealers-choice")
    app.settings.default_players = players
    app.push(openers.players(profile_id=entry.id, rules=entry.rules))
    press(app)
    page = app.stack.top
    assert isinstance(page, PlayersScene) and page.setup.players == players
    return page


def drawn(app) -> str:
    FRAME.clear()
    app.frame([], 1 / 60)
    return " ".join(item.text for item in FRAME.texts() if layout.SAFE.contains(item.rect))


def test_a_dealers_choice_at_six_says_night_baseball_is_left_out(app):
    players_page(app, 6)
    words = drawn(app)
    assert "Night Baseball left out at 6 seats" in words
    assert "Baseball, Midnight Baseball or Seven-Card" in words  # (the line may wrap after it)


def test_a_dealers_choice_at_five_names_its_four_games(app):
    page = players_page(app, 6)
    press(app, key(pygame.K_LEFT))
    assert page.setup.players == 5
    words = drawn(app)
    assert "Night Baseball," in words and "left out" not in words


def test_every_opponents_row_says_enter_deals_and_enter_does(app):
    players_page(app, 3)
    press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # NEXT
    page = app.stack.top
    assert isinstance(page, OpponentsScene)
    for row in range(len(page.menu.items) - 1):  # each STYLE and LEVEL row (DEAL! says it itself)
        page.menu.selected = row
        words = drawn(app)
        assert "Enter: deal." in words and "ENTER/A DEAL" in words, page.menu.current.label
    page.menu.selected = 0
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, TableScene)
