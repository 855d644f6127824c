"""NEXT GAME's list (the host menu's row, G on tonight's ledger) opens on the game after the one in
play, the first there the party can play, round to the top after the last; the game in play marked
on its row (PLAYING NOW, or JUST PLAYED between two games). A host play-test's list opened on the
game in play: Enter "changed" the game to itself, and a host pressed Down three times from it and
landed on the wrong game. Chosen, the game in play is played again, an earlier choice undone, and
the menu says so."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, open_party, to_tonights_ledger
from test_party_next_game_tv import choose, row_of
from test_party_tv_host import table_of
from test_party_tv_seat_between_sessions import enter_row, host_menu
from test_ui_support import key, letter, press

from game.play.session import profiles
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def next_game_list(app) -> ProfileScene:
    """The host menu's NEXT GAME row, Enter: the list."""
    menu = host_menu(app)
    enter_row(app, menu, next(item.label for item in menu.menu.items if item.label.startswith("NEXT GAME")))
    listed = app.stack.top
    assert isinstance(listed, ProfileScene)
    return listed


def footer(app) -> str:
    menu = app.stack.top
    assert isinstance(menu, PartyHostMenu)
    said = menu.footer()
    return said[0] if said else ""


@pytest.mark.parametrize(
    ("playing", "seats", "opens_on"),
    [
        ("baseball", 4, "night-baseball"),  # the next row
        ("baseball", 6, "midnight-baseball"),  # past Night Baseball, greyed at six seats
        ("seven-card-stud", 4, "baseball"),  # the last: round to the top
    ],
)
def test_the_list_opens_after_the_game_in_play_and_marks_it(app, playing, seats, opens_on):
    party, devices = open_party(playing, seats)
    try:
        table_of(app, party, devices, dealt=True)
        listed = next_game_list(app)
        assert listed.entries[listed.menu.selected].id == opens_on
        marked = [item.label for item in listed.menu.items if "(" in item.label]
        name = next(entry.name for entry in profiles() if entry.id == playing)
        assert marked == [f"{name.upper()} (PLAYING NOW)"]
    finally:
        party.close()


def test_a_game_chosen_already_is_where_the_list_opens(app):
    party, devices = open_party("baseball", 4)
    try:
        table_of(app, party, devices, dealt=True)
        choose(app, next_game_list(app), "dealers-choice")
        press(app, key(pygame.K_ESCAPE))  # back at the table
        listed = next_game_list(app)
        assert listed.entries[listed.menu.selected].id == "dealers-choice"
    finally:
        party.close()


def test_the_game_in_play_chosen_is_played_again_and_the_menu_says_so(app):
    """An earlier choice undone: Midnight Baseball chosen, then Baseball, the game in play."""
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        table_of(app, party, devices, dealt=True)
        choose(app, next_game_list(app), "midnight-baseball")
        assert footer(app) == "MIDNIGHT BASEBALL AFTER THIS GAME"
        press(app, key(pygame.K_ESCAPE))
        listed = next_game_list(app)
        choose(app, listed, "baseball")
        assert room.next_game is None  # Baseball goes on
        menu = app.stack.top
        assert menu.menu.current.label == "NEXT GAME: BASEBALL"
        assert footer(app) == "BASEBALL AGAIN AFTER THIS GAME"
    finally:
        party.close()


def test_between_games_the_game_just_played_is_marked_and_chosen_again_said_till_it_is_dealt(app):
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        table = to_tonights_ledger(app, party, devices)
        press(app, letter("g"))  # G on tonight's ledger
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        assert listed.entries[listed.menu.selected].id == "night-baseball"
        assert listed.menu.items[row_of(listed, "baseball")].label == "BASEBALL (JUST PLAYED)"
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table
        choose(app, next_game_list(app), "baseball")  # from the host menu over the ledger
        assert footer(app) == "BASEBALL AGAIN AFTER THIS GAME"
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table
        press(app, key(pygame.K_RETURN))  # ENTER / A: DEAL IT
        for _ in range(400):
            if room.sessions == 2:
                break
            app.frame([], STEP)
        assert room.sessions == 2
        host_menu(app)
        assert "AGAIN" not in footer(app)  # said of the game that was coming: dealt now
    finally:
        party.close()
