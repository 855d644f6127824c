"""A guest who sits down mid-hand is named on the party TV's seat as the TV shows the deal that makes it
theirs, never while it still shows the pot before: the TV named its seats from the host's facts still
to show, and since the log is read before each move (413853c) a late joiner's name, and the lines
saying whose seat it was, stood over the last pot's table for their reading time (the host's e2e
test_a_silent_phone_a_late_joiner_... caught it: 'Cy took the seat mid-hand')."""

from __future__ import annotations

import json

import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import past_a_pot, settle

from engine.events import HandStart

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

LATE = 7  # the late joiner's connection


def test_a_late_joiners_name_comes_with_the_deal_that_seats_them(app, shots):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = table_of(app, party, devices)
        past_a_pot(app, party)
        since = len(room.host.stream)  # the host's facts so far: Cy's seat is theirs from the next deal
        room.connect(LATE)
        room.receive(LATE, json.dumps({"type": "join", "name": "Cy", "room": room.code}))
        seat = room.clients[LATE].seat
        assert seat is not None and seat in room.arriving
        shown: list[tuple[str, int]] = []  # (the seat's name, the TV's pot) at each frame
        while not shown or shown[-1][0] != "Cy":
            assert len(shown) < 4000, "Cy never named on the TV"
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
            shown.append((table.model.seats[seat].name, table.model.hand))
        facts = room.host.facts_for(None, since, len(room.host.stream))
        seating = next(fact.hand for fact in facts if isinstance(fact, HandStart))
        shots(app, "party_tv_late_joiner_seated")
        assert shown[-1][1] == seating, shown[-12:]  # named with the deal that seats them, not before
    finally:
        party.close()
