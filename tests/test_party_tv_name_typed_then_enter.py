"""Naming a player at the party TV on the keyboard (a host play-test typed GRANDPA JOE, pressed Enter
and read GRANDPA JOEA: Enter picked the grid's highlighted letter; the End key did nothing, and the
player list then read GRANDPA JOEKEYBOARD). Enter after typed letters ends the name, the End key
ends it too; a pad's A, or Enter once the arrows have moved on the grid, still picks the letter;
and the list keeps a gap between the longest name and its device."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import drawn_by, key, letter, press

from game.party.protocol import MAX_NAME
from game.screens.party_look import TvPlayer
from game.screens.scenes.house_name import HouseNameScene
from game.screens.scenes.party_setup import PartyPlayersScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def pad(button: int, instance: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYBUTTONDOWN, button=button, instance_id=instance, joy=instance)


def grid_typed(app, word: str) -> tuple[PartyPlayersScene, HouseNameScene, list[TvPlayer]]:
    """A keyboard player joins (J), N opens the letter grid, `word` is typed on the keyboard."""
    players: list[TvPlayer] = []
    app.stack.scenes[:] = [page := PartyPlayersScene(app, players, 4)]
    press(app, letter("j"), letter("n"))
    grid = app.stack.top
    assert isinstance(grid, HouseNameScene)
    press(app, *(key(pygame.K_SPACE) if char == " " else letter(char) for char in word))
    assert grid.letters == word.upper()
    return page, grid, players


@pytest.mark.parametrize("ending", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_END])
def test_enter_or_end_after_typing_ends_the_name(app, ending):
    page, _, players = grid_typed(app, "grandpa joe")
    press(app, key(ending))
    assert app.stack.top is page and players[0].name == "Grandpa Joe"


def test_enter_after_a_rubbed_out_letter_still_ends_the_name(app):
    page, _, players = grid_typed(app, "grandpa joex")
    press(app, key(pygame.K_BACKSPACE), key(pygame.K_RETURN))
    assert app.stack.top is page and players[0].name == "Grandpa Joe"


def test_a_pads_a_or_enter_after_the_arrows_picks_the_grids_letter(app):
    page, grid, players = grid_typed(app, "joe")
    press(app, pad(0, 3))  # a pad's A: the highlighted A
    assert app.stack.top is grid and grid.letters == "JOEA"
    press(app, key(pygame.K_RIGHT), key(pygame.K_RETURN))  # the arrows moved on: Enter picks B
    assert app.stack.top is grid and grid.letters == "JOEAB"
    press(app, key(pygame.K_END))
    assert app.stack.top is page and players[0].name == "Joeab"


def test_the_longest_name_keeps_a_gap_before_its_device(app, monkeypatch):
    page, _, players = grid_typed(app, "w" * MAX_NAME)
    press(app, key(pygame.K_RETURN))
    assert app.stack.top is page and len(players[0].name) == MAX_NAME
    rows = [(words, rect) for words, rect in drawn_by(app, page, monkeypatch) if words.startswith("W")]
    assert len(rows) == 1
    words, rect = rows[0]
    name, device = words.split()
    assert (name, device) == ("W" * MAX_NAME, "KEYBOARD")
    assert rect.right <= app.display.canvas.get_width()


def test_backspace_held_past_the_first_letter_keeps_the_grid_and_the_next_letters_type(app):
    """A host held Backspace to clear a name: one press too many on the empty name closed the grid,
    and the letters he typed next acted as the players page's keys ("GRANDPA" lost, "DPA JOE" left).
    Backspace only rubs out; Esc (or a pad's B) still leaves the empty grid."""
    page, grid, players = grid_typed(app, "bo")
    press(app, *[key(pygame.K_BACKSPACE)] * 4)
    assert app.stack.top is grid and grid.letters == ""
    press(app, *(letter(char) for char in "gra"), key(pygame.K_RETURN))
    assert app.stack.top is page and players[0].name == "Gra"


def test_esc_still_leaves_the_empty_grid(app):
    page, grid, _players = grid_typed(app, "b")
    press(app, key(pygame.K_BACKSPACE), key(pygame.K_BACKSPACE))
    assert app.stack.top is grid
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is page
