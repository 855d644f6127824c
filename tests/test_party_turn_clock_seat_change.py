"""A seat changing hands elsewhere does not restart the clock of the guest whose turn it is (host
play-test: Cy's countdown went from 27 back to 44 without Cy acting, when the host let Bob back in
and Bob sat down again: the TV, showing who sits where, held the clock as if showing a move)."""

from __future__ import annotations

from party_support import Party
from test_party_seats import shown_by

from game.party.room import Timing

IDLE = 45.0


def cys_turn_with_bob_taken_off() -> tuple[Party, object]:
    """Cy's phone (client 1) asked to act, Bob (client 2) taken off by the host; a pacing TV."""
    party = Party(seats=4, timing=Timing(bot_delay=0.0, hand_pause=0.0, idle_seconds=IDLE))
    room = party.room
    party.join(1, "Cy")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    tv = room.host.attach(None, paces=True)  # as the TV's room: it shows each fact before the next move
    room.controls.remove(party.last(2, "joined")["seat"])
    party.drain()
    for _ in range(2000):
        shown_by(tv)
        pending = party.pending_turn()
        if pending is not None and pending[0] == 1:
            break
        party.tick(0.1)
    assert party.pending_turn() is not None and party.pending_turn()[0] == 1
    return party, tv


def seconds_left(party: Party) -> float:
    waiting = party.room.waiting_for()
    assert waiting is not None and waiting[1] is not None
    return waiting[1]


def test_bob_let_back_in_and_seated_does_not_restart_cys_clock():
    party, tv = cys_turn_with_bob_taken_off()
    room = party.room
    for _ in range(18):
        party.tick(1.0)
        shown_by(tv)
    before = seconds_left(party)
    assert before < IDLE - 17
    room.controls.pause(True)  # the host's menu: LET A GUEST BACK IN
    (bob,) = room.removed
    room.controls.readmit(bob)
    party.tick(5.0)
    room.controls.pause(False)
    party.drain()
    party.connect(3)  # Bob's phone sits down again (during the hand: from the next deal)
    party.send(3, {"type": "join", "name": "Bob", "room": room.code})
    assert party.last(3, "joined") is not None
    for _ in range(4):  # the TV shows who sits where now, a tick or two behind
        party.tick(0.2)
        shown_by(tv)
        party.tick(0.2)
    after = seconds_left(party)
    assert before - 3.0 < after <= before  # Bob's half a second, the TV's ticks: not a fresh 45
    turn = party.last(1, "your_turn")
    assert turn is not None and turn["away_in"] <= before + 0.1  # the phone says no fresh 45 either
