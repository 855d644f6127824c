"""A player the host seats at the TV mid-party plays in their seat's own colour: a host play-test's
player at the TV got seat 1's orange (the players' page offered every newcomer the first colour,
whichever seat they took), so the page's swatch, the TV's lobby and the phones' rows disagreed with
the seat's colour. The page offers each player the colour of the seat they will take."""

from __future__ import annotations

import pygame
import pytest
from test_party_tv import pad
from test_party_tv_host import table_of
from test_party_tv_playtest import choose, open_party, past_a_pot
from test_ui_support import key, press

from game.party.seat_plates import SEAT_COLOURS
from game.party.seating import open_seats
from game.screens.party_look import TvPlayer
from game.screens.scenes.party_setup import PartyPlayersScene, add_player

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_a_player_seated_at_the_tv_mid_party_plays_in_their_seats_colour(app):
    party, devices = open_party("night-baseball", 4)  # a phone in seat 1 (orange), QUEENIE at the TV
    try:
        room = party.room
        table_of(app, party, devices)
        past_a_pot(app, party)
        free = open_seats(room)
        before = [card.colour for card in room.seat_cards()]
        press(app, key(pygame.K_ESCAPE))
        choose(app, "SEAT A PLAYER AT THE TV")
        page = app.stack.top
        assert isinstance(page, PartyPlayersScene)
        press(app, pad(0, 5))  # pad 5 joins: offered the first free seat's colour, not seat 1's orange
        (player,) = page.players
        assert player.colour == before[free[0]] != SEAT_COLOURS[0]
        press(app, key(pygame.K_TAB), frames=2)  # done: they sit down from the next hand
        seat = next(iter(room.arriving))
        room.guests[seat] = room.arriving.pop(seat)  # as the next deal seats them
        after = [card.colour for card in room.seat_cards()]
        assert seat == free[0] and after == before  # every seat's colour as it was: theirs its own
    finally:
        party.close()


def test_each_player_joining_is_offered_the_colour_of_the_seat_they_take():
    players: list[TvPlayer] = []
    colours = (SEAT_COLOURS[2], SEAT_COLOURS[5])  # the free seats' colours, in the order they are taken
    assert add_player(players, 2, "pad1", colours=colours) and add_player(players, 2, "pad2", colours=colours)
    assert [p.colour for p in players] == list(colours)
    players[1:] = []  # the second leaves; the first picks the colour the second had
    players[0].colour = colours[1]
    add_player(players, 2, "pad3", colours=colours)
    assert players[1].colour == colours[0]  # the colour left free: two players never share one
