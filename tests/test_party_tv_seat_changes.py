"""Two seats changing hands at one deal, on the party TV driven headless: each change is said where
the join lines are, one after the other (the host play-test saw only the second: ACE took CPU 4's
seat and Bartholomew CPU 5's at one hand boundary)."""

from __future__ import annotations

import json

import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import past_a_pot, settle
from test_ui_support import drawn_by

from game.screens.party_seating import NOTICE_FOR

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_two_seats_changing_hands_at_one_deal_are_both_said_one_after_the_other(app, shots, monkeypatch):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = table_of(app, party, devices)
        past_a_pot(app, party)
        for client, name in ((7, "Ace"), (8, "Bartholomew")):  # both during the same hand
            room.connect(client)
            room.receive(client, json.dumps({"type": "join", "name": name, "room": room.code}))
        seats = {room.clients[7].seat: "ACE", room.clients[8].seat: "BARTHOLOMEW"}
        said: list[str] = []  # the notices' first lines, in the order the TV drew them
        for _ in range(int(NOTICE_FOR / STEP) * 8):
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
            if not table.foot_free:
                continue
            texts = [text for text, _ in drawn_by(app, table, monkeypatch)]
            for line in (text for text in texts if text.endswith("NET FROM 0")):
                if line not in said:
                    said.append(line)
                    shots(app, f"party_two_takeovers_{len(said)}")
            if len(said) == 2:
                break
        assert sorted(said) == sorted(f"{name}: NET FROM 0" for name in seats.values()), said
    finally:
        party.close()
