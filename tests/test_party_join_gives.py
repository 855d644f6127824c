"""What JOIN gives a phone with no seat, said by the table before each state (`join_gives`), so the
sit-down page shows it and never works it out from copies of the room's rules: the seat its guest
left during the hand in play (kept for them), else the first free one, and whose it was."""

from __future__ import annotations

from party_support import Party

from game.party.room import Timing


def gives(party: Party, client: int) -> dict:
    found = party.last(client, "join_gives")
    assert found is not None
    return {key: value for key, value in found.items() if key != "seq"}


def test_a_watcher_is_told_the_first_free_seat_and_whose_it_was():
    party = Party(seats=3)
    party.connect(5)
    assert gives(party, 5) == {"type": "join_gives", "seat": 0, "was": "", "yours": False}
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    assert gives(party, 5) == {"type": "join_gives", "seat": 1, "was": "CPU 2", "yours": False}
    kinds = [m["type"] for m in party.inbox[1]]
    assert "join_gives" not in kinds[kinds.index("joined") :]  # a seated phone is told none


def test_a_guest_who_left_mid_hand_is_told_their_kept_seat_and_joins_it():
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", seat=2)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    assert room.hand_in_play
    party.connect(5)
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    assert gives(party, 1) == {"type": "join_gives", "seat": 2, "was": "Ann", "yours": True}
    assert gives(party, 5)["seat"] == 0 and not gives(party, 5)["yours"]  # not hers: the first free
    party.send(1, {"type": "join", "name": "Ann", "room": room.code})
    assert party.last(1, "joined")["seat"] == 2  # what it was told


def test_a_guest_let_back_in_mid_hand_is_told_their_kept_seat():
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann", seat=1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    room.controls.remove(1)
    party.drain()
    room.controls.readmit(room.removed[0])
    room.publish()
    party.drain()
    assert gives(party, 1) == {"type": "join_gives", "seat": 1, "was": "Ann", "yours": True}
