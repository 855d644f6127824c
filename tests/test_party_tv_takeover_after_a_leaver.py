"""The host seats a player at the TV mid-pot in the seat a guest has just left (SEAT A PLAYER AT THE
TV gives the first open seat, a leaver's too): at the next deal the TV names who sat down and what
the leaver left with, 'PLAYER 1: NET FROM 0' over 'ANN LEAVES WITH -2'. Following up a host
play-test's notice that named a bot where the host sat down, the TV named the seat's bot as the one
who left, which played none of it ('CPU 1 leaves: 0': the bot took the seat from the leaver and
handed it on at the same deal), the leaver's net never said."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest
from party_sweep import GUEST, PHONE, STEP, guest_moves, open_party
from test_party_tv import pad
from test_party_tv_host import table_of
from test_party_tv_playtest import choose, past_a_pot
from test_ui_support import drawn_by, key, press

from engine.money import signed_mixed
from game.screens.scenes.party_setup import TV_NAMES

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_a_player_seated_where_a_guest_left_is_named_with_what_the_leaver_left_with(app, monkeypatch, shots):
    party, devices = open_party("night-baseball", 4)  # a phone, QUEENIE at the TV, two bots
    try:
        room = party.room
        room.timing = dataclasses.replace(room.timing, turn_seconds=0.5)  # (a leaver's grace)
        table = table_of(app, party, devices)
        past_a_pot(app, party)  # a hand in play after a pot won: the guest's net is not 0
        seat = room.clients[PHONE].seat
        guest = room.guests[seat]
        assert guest is not None
        room.receive(PHONE, json.dumps({"type": "leave", "token": guest.token}))
        press(app, key(pygame.K_ESCAPE))
        choose(app, "SEAT A PLAYER AT THE TV")
        press(app, pad(0, 5))  # pad 5 joins as PLAYER 1
        press(app, key(pygame.K_TAB), frames=2)
        press(app, key(pygame.K_ESCAPE))
        assert room.arriving[seat].name == TV_NAMES[0] and seat in room.leaving  # the leaver's seat
        for _ in range(6000):  # the next deal: the seat is theirs
            if table.seating.notices:
                break
            guest_moves(party)
            if table.offered is not None and table.buttons_settle.settled:  # QUEENIE's, on the keys
                press(app, key(pygame.K_RETURN))
            app.frame([], STEP)
        left = room.host.sitters[seat].takeover.left_with
        assert left != 0  # (past_a_pot: a pot won or lost)
        said = f"{GUEST} leaves: {signed_mixed(left)}"
        assert table.model.log.count(f"{TV_NAMES[0]}: net from 0") == 1 and said in table.model.log
        assert not any(line.startswith("CPU ") and " leaves: " in line for line in table.model.log)
        (notice,) = table.seating.notices
        assert notice[0] == "PLAYER 1: NET FROM 0" and notice[1].endswith(f"LEAVES WITH {signed_mixed(left)}")
        assert notice[1].startswith("WWWW")  # the leaver, cut to the notice's width
        app.frame([], STEP)
        if table.foot_free:  # said big where the join lines are
            assert "PLAYER 1: NET FROM 0" in [text for text, _ in drawn_by(app, table, monkeypatch)]
        for wide, high in ((1920, 1080), (1280, 720)):  # as the TV shows it, to be looked at
            picture = pygame.transform.scale(app.display.canvas, (wide, high))
            shots(app, f"party_tv_player_after_a_leaver_{high}", picture)
    finally:
        party.close()
