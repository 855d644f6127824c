"""A player at the TV taken off mid-hand plays that hand out themselves, and its bot has the seat
from the next pot (issue 31, a host play-test: the host, at the TV, took himself off through TAKE
WHICH GUEST OFF? to deal a stud game in Dealer's Choice, and watched a bot finish his hand). The
stud game is open from then on, and the greyed reason names the row that takes them off."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_host_menu_cursor import answer, down_to
from test_party_tv_host import table_of
from test_party_tv_playtest import settle
from test_party_tv_seat_between_sessions import enter_row
from test_ui_support import key, press

from engine.profile import load_profile
from game.party.next_game import refusal
from game.screens.party_look import TvPlayer
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_a_tv_player_taken_off_mid_hand_plays_it_out_then_the_bot_sits(app):
    party, devices = open_party("midnight-baseball", 4)  # QUEENIE plays at the TV
    try:
        room = party.room
        (seat,) = devices
        table = table_of(app, party, devices, dealt=True)
        stud = load_profile("baseball")
        assert refusal(room, stud).endswith("(host menu: TAKE A GUEST OFF, then QUEENIE (TV)).")
        press(app, key(pygame.K_ESCAPE))
        menu = down_to(app, "TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN))
        enter_row(app, menu, f"{seat + 1}  QUEENIE (TV)")
        asked = app.stack.top
        assert " ".join(asked.detail).startswith(
            "They play this pot out; a bot plays the seat from the next."
        )
        answer(app, yes=True)
        assert isinstance(app.stack.top, PartyHostMenu)
        assert menu.footer() == ("QUEENIE LEAVES THE TV AFTER THIS POT", menu.footer()[1])
        assert room.guests[seat] is not None and room.guests[seat].name == "QUEENIE"  # hers still
        assert refusal(room, stud) == ""  # the next game may be a stud game now
        pots = room.host.table.hands_played
        press(app, key(pygame.K_ESCAPE))  # back at the table, the party going on
        assert app.stack.top is table
        turns = 0
        for _ in range(20000):
            if room.guests[seat] is None:
                break
            guest_moves(party)
            settle(room)
            if table.offered is not None and table.buttons_settle.settled:  # her own turn, on her own buttons
                assert room.controls.local_turn() is not None
                turns += 1
                press(app, key(pygame.K_RETURN))
            app.frame([], STEP)
        assert turns > 0  # she played her hand out herself
        assert room.guests[seat] is None and room.host.table.hands_played == pots + 1  # then off
        app.frame([], STEP)
        assert table.model.seats[seat].name == f"CPU {seat + 1}"
        # her controller is hers no more: seated again, it plays the new seat alone
        ray = table.seat_at_tv(TvPlayer("pad 1", "RAY", "#ffffff"))
        assert table.devices == {ray: "pad 1"}
    finally:
        party.close()
