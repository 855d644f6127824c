"""A player seated at the TV from the host's menu where a person sat is told with whose seat it was:
'PLAYER 1 TAKES MAXIMILIANA'S SEAT 2' (a host play-test's menu read 'SAM SITS IN SEAT 3' where
Maximiliana had just left, after a game ended, unnamed); both names cut to the line's width, never
the words, the second name first."""

from __future__ import annotations

import json

import pygame
import pytest
from party_sweep import GUEST, PHONE, open_party, party_at, to_tonights_ledger
from test_party_tv import pad
from test_party_tv_playtest import choose
from test_ui_support import drawn_by, key, press

from game.felt.seat_words import SHORTEST_NAME
from game.party.seat_plates import whose_seat
from game.screens.party_host_told import Told, seated_at_tv
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.party_setup import TV_NAMES

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_player_seated_where_a_guest_left_after_a_game_names_her(app, monkeypatch, size):
    app.settings.text_size = size
    party, devices = open_party("midnight-baseball", 4)  # the phone's guest, QUEENIE at the TV
    try:
        room = party.room
        to_tonights_ledger(app, party, devices)  # the game over
        seat = room.clients[PHONE].seat
        guest = room.guests[seat]
        assert guest is not None and guest.name == GUEST
        room.receive(PHONE, json.dumps({"type": "leave", "token": guest.token}))
        assert room.guests[seat] is None  # its bot's
        press(app, key(pygame.K_ESCAPE))
        choose(app, "SEAT A PLAYER AT THE TV")
        press(app, pad(0, 5))  # pad 5 joins as PLAYER 1
        press(app, key(pygame.K_TAB), frames=2)
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu) and room.guests[seat].name == TV_NAMES[0]
        said = menu.told.fitted(menu.footer_columns())
        player = TV_NAMES[0].upper()
        whole = f"{player} TAKES {GUEST}'S SEAT {seat + 1}"
        assert said == whole or (
            said.startswith(player[: SHORTEST_NAME - 1]) and said.endswith(f"'S SEAT {seat + 1}")
        ), said
        assert len(said) <= menu.footer_columns() and " TAKES W" in said
        assert said in [text for text, _ in drawn_by(app, menu, monkeypatch)]
    finally:
        party.close()


@pytest.mark.parametrize("room", range(36, 56))  # (its words and two five-letter cuts: 36)
def test_both_names_are_cut_the_second_first_never_the_words(room):
    told = Told("BARTHOLOMEW FEAT", " TAKES ", lambda: True, "MAXIMILIANA BELL", "'S SEAT 3 NEXT HAND")
    said = told.fitted(room)
    assert len(said) <= room and said.endswith("'S SEAT 3 NEXT HAND") and " TAKES MAXI" in said
    name, _, _ = said.partition(" TAKES ")
    second = said.partition(" TAKES ")[2].removesuffix("'S SEAT 3 NEXT HAND")
    assert len(name) >= SHORTEST_NAME
    assert not name.endswith("\u2026") or len(second) == SHORTEST_NAME  # (the second name cut first)
    assert Told("SAM", " SITS IN SEAT 3", lambda: True).fitted(room) == "SAM SITS IN SEAT 3"


def test_a_player_at_the_tv_taken_off_between_hands_is_named_as_one_taken_off_mid_hand():
    """TAKE A GUEST OFF between hands hands the seat to its bot as taking them off during a hand
    does, and the next player there is told whose seat it was alike: the host's record of who played
    each seat keeps it (game.play.who_played), the one record (the room kept its own, written for a
    leaver and one taken off mid-hand only, and this menu said 'DANA SITS IN SEAT 2')."""
    with party_at("midnight-baseball", 4) as (party, devices):  # QUEENIE at the TV
        room = party.room
        (seat,) = devices
        assert whose_seat(room, seat) == ""  # (a bot's seat taken: no person held it)
        room.controls.remove_local(seat)  # the party not started: no hand in play, off at once
        assert room.guests[seat] is None and whose_seat(room, seat) == "QUEENIE"
        assert room.controls.add_local("DANA") == seat
        assert seated_at_tv(room, [seat]).fitted(80) == f"DANA TAKES QUEENIE'S SEAT {seat + 1}"
        assert whose_seat(room, seat) == "QUEENIE"  # (DANA holds it: QUEENIE was the last to leave it)
