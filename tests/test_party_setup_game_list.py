"""HOST A PARTY's GAME row opens the whole list of games, as CHOOSE A GAME shows it from PLAY (a
host play-test rated the party 8/10: Left and Right stepped through twelve games one at a time,
and Enter on GAME opened the room). The game chosen there is the row's, back on the setup page
with the cursor on GAME; from the keyboard, a pad and the mouse alike."""

from __future__ import annotations

import pygame
import pytest
from test_party_tv import pad, to_setup
from test_ui_support import click, key, press

from game.screens.scenes.party_setup import PartySetupScene
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

PAD = 3  # a pad's instance
A, B = 0, 1  # its buttons


def the_list(app, setup: PartySetupScene) -> ProfileScene:
    """The list of games over the setup page, open at the game the page has."""
    games = app.stack.top
    assert isinstance(games, ProfileScene) and games.heading == "CHOOSE A GAME"
    assert app.stack.scenes[-2] is setup
    assert games.entries[games.menu.selected].id == setup.entry.id
    return games


def back_on_game(app, setup: PartySetupScene, game: str) -> None:
    assert app.stack.top is setup and setup.entry.id == game
    assert setup.menu.current is setup.game_row
    place = [entry.id for entry in setup.entries].index(game) + 1
    assert setup.game_row.detail.startswith(f"Game {place} of {len(setup.entries)}:")


def test_enter_on_game_lists_every_game_and_the_one_chosen_is_the_partys(app):
    setup = to_setup(app, "baseball")
    press(app, key(pygame.K_RETURN))
    games = the_list(app, setup)
    while games.entries[games.menu.selected].id != "dealers-choice":
        press(app, key(pygame.K_DOWN))
    press(app, key(pygame.K_RETURN))
    back_on_game(app, setup, "dealers-choice")
    assert setup.seats <= setup.rules.max_players  # the seats fit the game chosen
    assert app.settings.default_profile == "baseball"  # nothing kept till the room opens
    press(app, key(pygame.K_RETURN))  # again, and Esc leaves the list: the game stays
    the_list(app, setup)
    press(app, key(pygame.K_ESCAPE))
    back_on_game(app, setup, "dealers-choice")


def test_a_pad_opens_the_list_and_chooses_on_it(app):
    setup = to_setup(app, "baseball")
    press(app, pad(A, PAD))
    games = the_list(app, setup)
    while games.entries[games.menu.selected].id != "night-baseball":
        press(app, key(pygame.K_DOWN))
    press(app, pad(A, PAD))
    back_on_game(app, setup, "night-baseball")
    assert setup.players_row.enabled  # a No Peek game: players at the TV


def test_a_click_on_the_games_name_opens_the_list_and_its_arrows_still_step(app):
    setup = to_setup(app, "baseball")
    rect = setup.menu.rects[0]
    letter = setup.menu.size
    name = (rect.x + 1 + (setup.menu.column + 3) * letter, rect.y + letter // 2)  # on the game's name
    caption = setup.menu.caption(setup.game_row)
    right = (rect.x + 1 + (len(caption) - 1) * letter + letter // 2, name[1])  # on its '>'
    left = (rect.x + 1 + setup.menu.column * letter + letter // 2, name[1])  # on its '<'
    ids = [entry.id for entry in setup.entries]
    press(app, click(right))
    assert app.stack.top is setup and ids.index(setup.entry.id) == ids.index("baseball") + 1
    press(app, click(left))
    assert app.stack.top is setup and setup.entry.id == "baseball"
    press(app, click(name))
    games = the_list(app, setup)
    row = [entry.id for entry in games.entries].index("midnight-baseball")
    press(app, click(games.menu.rects[row].center))
    back_on_game(app, setup, "midnight-baseball")
