"""The TV says why a seat is away: a host play-test read AWAY for a phone dropped, a guest the host
took off and a guest back from another browser waiting for the next deal alike, and could not see
who was really gone."""

from __future__ import annotations

import dataclasses
import itertools
import json

import pytest
from party_sweep import GUEST, PHONE, STEP, frames_until_played_for, party_at
from test_party_tv_host import table_of
from test_ui_support import drawn_by

from game.felt.seat_words import seat_status

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_tv_says_why_each_away_seat_is_away(app, shots):
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        plate = table.model.seats[seat]

        def says() -> str:
            app.frame([], STEP)
            assert room.hand_in_play  # all in one hand
            return seat_status(plate)

        assert says() == ""  # the phone plays
        room.disconnect(PHONE)
        assert says() == "AWAY: PHONE GONE"
        shots(app, "party_tv_away_phone_gone")
        room.connect(PHONE + 1)  # back from a fresh browser, under the name: from the next deal
        room.receive(PHONE + 1, json.dumps({"type": "join", "name": GUEST, "room": room.code}))
        assert room.clients[PHONE + 1].seat == seat
        assert says() == "BACK: PLAYS NEXT HAND"
        room.controls.remove(seat)  # the host takes them off: their hand played out, then a bot
        assert says() == "OFF: BOT NEXT HAND"
        shots(app, "party_tv_away_taken_off")
        # the phones and the log say the same: a play-test read OFF on the TV, "away" on the phones'
        # badge and "Bob checks: away" on the TV's log, for one guest
        public = room.phones._public(room.table, room.seat_cards())  # what a phone is sent of the table
        assert public["players"][seat]["away"] == "off: bot next hand"
        for _ in range(400):  # the away rule plays their hand out
            moved = [line for line in table.model.log if line.startswith(f"{GUEST} ") and ": " in line]
            if moved or not room.hand_in_play:
                break
            app.frame([], STEP)
        assert moved and all(line.endswith(": away, taken off") for line in moved), table.model.log
        shots(app, "party_tv_away_rule_log")


def test_a_seat_taken_off_and_let_back_in_says_off_not_left(app):
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        guest = room.guests[seat]
        room.controls.remove(seat)
        app.frame([], STEP)
        assert seat_status(table.model.seats[seat]) == "OFF: BOT NEXT HAND"
        frames_until_played_for(app, party, seat)  # the game goes on (let back in before, the hand is theirs)
        room.controls.readmit(guest)  # LET A GUEST BACK IN, before their hand is played out
        room.publish()  # (as the next change of seats will)
        app.frame([], STEP)
        assert room.hand_in_play and room.seat_cards()[seat].absence == "taken_off"
        assert seat_status(table.model.seats[seat]) == "OFF: BOT NEXT HAND"  # a play-test read LEFT


@pytest.mark.parametrize("timer", [30.0, None])
def test_the_tv_never_counts_down_to_0_for_a_seat_already_away(app, monkeypatch, timer):
    """A host play-test read "ZOË AWAY IN 0" (timer OFF) and "WAITING FOR ZOË 0" (timer on) in red
    while the away rule played for a guest who had gone: nobody is waited for."""
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        room.timing = dataclasses.replace(room.timing, bot_delay=1.0, turn_seconds=timer)
        ticks = itertools.count()
        monkeypatch.setattr(room, "clock", lambda: next(ticks) * 0.01)
        table = table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        room.controls.remove(seat)
        asked = 0  # frames the TV showed, quiet, while the away rule was to move for the seat
        for _ in range(2000):
            if not room.hand_in_play:
                break
            app.frame([], STEP)
            if room.table.actor == seat and table.caught_up and not table.model.calling:
                asked += 1
                assert room.waiting_for() is None
                lines = [text for text, _ in drawn_by(app, table, monkeypatch)]
                assert not [line for line in lines if "'S TURN" in line or "AWAY IN" in line], lines
        assert asked
