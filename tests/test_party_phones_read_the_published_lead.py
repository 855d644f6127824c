"""The phones' table says why a No Peek row leads (its `beat`, and whose rows: `beat_seats`) from the
lead taken the table host published before the round it opens (hints.LeadTaken,
game.play.lead_now), the fact the TV's director says: room_states worked it out again from the
pot's events (hints.lead_taken), a second rule beside the host's."""

from __future__ import annotations

import dataclasses
import random

from party_support import Party
from test_lead_decider import DoctoredStream

from game.telling.hints import LeadTaken

PHONES = (1, 2, 3)


def doctored(taken: LeadTaken) -> LeadTaken:
    return dataclasses.replace(taken, why=f"SEAT {taken.seat} OVER {taken.beaten}", decider="")


def test_the_phones_say_the_lead_taken_the_host_published():
    party = Party("night-baseball", seats=4, seed=5)
    host = party.room.host
    stream = DoctoredStream(doctored)
    stream.extend(host.stream)  # (what was published before: no lead taken yet)
    host.stream = stream
    for client in PHONES:
        party.join(client, f"P{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_hands(2, random.Random(5))
    states = [m for m in party.inbox[1] if m["type"] == "state" and m["phase"] == "play"]
    said = {(m["beat"], tuple(m["beat_seats"])) for m in states if m["beat"]}
    assert len(said) > 2
    for beat, seats in said:
        assert beat == f"SEAT {seats[0]} OVER {seats[1]}", beat
    # ...and as long as the TV's centre says it: none from the next card turned
    assert any(not m["beat"] for m in states[1:])
