"""The TV says why a seat is away: a host play-test read AWAY for a phone dropped, a guest the host
took off and a guest back from another browser waiting for the next deal alike, and could not see
who was really gone."""

from __future__ import annotations

import json

import pytest
from party_sweep import GUEST, PHONE, STEP, open_party
from test_party_tv_host import table_of

from game.felt.seat_words import seat_status

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_tv_says_why_each_away_seat_is_away(app, shots):
    party, devices = open_party("baseball", 4)
    try:
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
        assert says() == "BACK: NEXT HAND"
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
        assert moved and all(line.endswith(": off") for line in moved), table.model.log
    finally:
        party.close()
