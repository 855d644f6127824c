"""A seat its guest left (or was taken off) during a hand, as every screen is told it (issue 31, a
host play-test):

- while its hand is played out for the guest it is AWAY under their name (seat_plates), and the pot's
  result is theirs in the standings the ledger records; once its bot plays it the seat is the bot's
  ('bot') and its pot too, though it is still theirs to take back (`join_gives` yours). The phone's
  ledger note reads the one to say "You have 1 in the pot in play" (phone.js ownSeat): a guest taken
  off read it beside the ante of the bot that sat there since, which the ledger never charged him.
- the TV invites a newcomer exactly when JOIN gives a seat (party_join_strip.invites, the fact
  `join_gives` tells the sit-down page): a seat just left, the only one open, is given, from the
  next deal (the TV showed JOIN while a new phone said "Every seat is taken", JOIN grey)."""

from __future__ import annotations

from fractions import Fraction

from party_support import Party, played_for

from game.party.room import Timing
from game.screens.party_join_strip import invites

SLOW = Timing(bot_delay=2.0, hand_pause=0.0)  # a hand lasts while the test looks at it


def state_seat(party: Party, client: int, seat: int) -> dict:
    state = party.last(client, "state")
    assert state is not None
    return state["players"][seat]


def gives(party: Party, client: int) -> dict:
    found = party.last(client, "join_gives")
    assert found is not None
    return found


def net_of(party: Party, name: str) -> Fraction:
    """`name`'s net in the session's standings by person, as the night's ledger records them."""
    return sum((p.net for p in party.room.host.people() if p.name == name), Fraction(0))


def played_out(party: Party, seat: int) -> None:
    """The hand left is played out and the next one dealt: the seat is its bot's."""
    for _ in range(600):
        if seat not in party.room.leaving and party.room.hand_in_play:
            return
        party.tick(1.0)
    raise AssertionError("the hand left was never played out")


def test_a_seat_left_is_away_and_its_pot_the_leavers_then_the_bots_and_its_pot_its_own():
    for leaves in ("leave", "taken off"):
        party = Party(seats=3, timing=SLOW)
        room = party.room
        party.join(1, "Zoë", seat=0)
        party.join(2, "Bo", seat=1)
        party.send(1, {"type": "start", "token": party.tokens[1]})
        assert room.hand_in_play
        if leaves == "leave":
            party.send(1, {"type": "leave", "token": party.tokens[1]})
        else:
            room.controls.remove(0)
            played_for(party, 0)  # (let back in before that, her hand is hers again: quick_return)
            room.controls.readmit(room.removed[0])
            party.drain()
        assert (gives(party, 1)["seat"], gives(party, 1)["yours"]) == (0, True)
        seat = state_seat(party, 1, 0)
        assert seat["kind"] == "away" and seat["in_pot"] != "0", seat  # her ante: hers, won or lost
        played_out(party, 0)
        party.tick()
        after = net_of(party, "Zoë")  # her hand's result, hers in the standings
        assert (gives(party, 1)["seat"], gives(party, 1)["yours"]) == (0, True), leaves  # hers to take back
        seat = state_seat(party, 1, 0)
        # the bot's now, and the ante in the pot the bot's: never hers
        assert seat["kind"] == "bot" and seat["name"] == "CPU 1" and seat["in_pot"] != "0", seat
        assert net_of(party, "Zoë") == after


def test_the_tv_invites_exactly_when_join_gives_a_seat_a_seat_just_left_too():
    party = Party(seats=3, timing=SLOW)
    room = party.room
    for client, name in enumerate(("Zoë", "Bo", "Cy"), 1):
        party.join(client, name, seat=client - 1)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.connect(9)  # Omar's new phone
    assert gives(party, 9)["seat"] is None and not invites(room)  # every seat a guest's
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    assert room.hand_in_play and 0 in room.leaving
    told = gives(party, 9)
    assert (told["seat"], told["was"], told["yours"]) == (0, "Zoë", False)
    assert invites(room)  # the TV shows JOIN: the phone is told the seat JOIN gives
    assert state_seat(party, 9, 0)["kind"] == "away"  # (no chip on the page is a bot's or free)
    room.controls.lock(True)
    assert not invites(room)  # locked: the TV invites nobody
    room.controls.lock(False)
    party.send(9, {"type": "join", "name": "Omar", "room": room.code})
    joined = party.last(9, "joined")
    assert joined is not None and (joined["seat"], joined["waiting"]) == (0, True)  # from the next deal
    assert not invites(room) and gives(party, 1)["seat"] is None  # taken: nobody is invited now
