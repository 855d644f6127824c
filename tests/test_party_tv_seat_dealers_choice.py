"""A player at the party's TV and a Dealer's Choice chosen as the NEXT GAME: the seat is kept,
unasked, whether or not some of its games deal hidden cards (she sits those pots out:
tests/test_party_tv_player_sits_out_stud.py). A host play-test rated the party 7/10 for the old
TAKE QUEENIE OFF THE TV?, asked for a Dealer's Choice half of whose games are No Peek."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from party_sweep import party_at
from test_party_next_game_tv import choose
from test_party_tv_host import table_of
from test_ui_support import key, press

from engine.profile import USER_DIR_ENV
from game.party.room import Room
from game.screens.party_seat_row import ROW
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

# a house's own dealer's choices, as a host writes them (docs/profiles.md#dealers-choice)
HOUSE = {
    "night-first": "name: Night First\ngames: [night-baseball, baseball]\nchoice: dealer\n",
    "all-no-peek": "name: All No Peek\ngames: [night-baseball, midnight-baseball]\nchoice: dealer\n",
}


@pytest.fixture
def house(tmp_path, monkeypatch) -> None:
    for name, text in HOUSE.items():
        (tmp_path / f"{name}.yaml").write_text(text)
    monkeypatch.setenv(USER_DIR_ENV, str(tmp_path))


@contextmanager
def next_game_list(app) -> Iterator[tuple[Room, int, PartyHostMenu, ProfileScene]]:
    """Midnight Baseball dealt with QUEENIE at the TV, the host menu's NEXT GAME list open: the
    room, her seat, the menu and the list."""
    with party_at("midnight-baseball", 4) as (party, devices):
        (seat,) = devices
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        menu.menu.select([item.label for item in menu.menu.items].index("NEXT GAME: MIDNIGHT BASEBALL"))
        press(app, key(pygame.K_RETURN))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        yield party.room, seat, menu, listed


@pytest.mark.usefixtures("house")
def test_a_dealers_choice_with_a_stud_game_among_its_games_keeps_the_tv_player_unasked(app):
    with next_game_list(app) as (room, seat, menu, listed):
        choose(app, listed, "night-first")
        assert app.stack.top is menu  # no question: she sits its stud pots out
        assert room.next_game is not None and room.next_game[1] == "night-first"
        assert seat not in room.off_at_tv and room.guests[seat].local


@pytest.mark.usefixtures("house")
def test_a_dealers_choice_of_no_peek_games_alone_keeps_the_tv_player_unasked(app):
    with next_game_list(app) as (room, seat, menu, listed):
        choose(app, listed, "all-no-peek")
        assert app.stack.top is menu  # no question: nothing of it is hidden from the room
        assert room.next_game is not None and room.next_game[1] == "all-no-peek"
        assert seat not in room.off_at_tv and room.guests[seat].local  # QUEENIE keeps her seat
        row = next(item for item in menu.main_items() if item.label == ROW)
        assert row.enabled  # and more may sit at the TV for it
