"""A guest back at the table (host play-test, issue 31): LET DAN BACK? said "their own is taken"
while only its bot sat in Dan's seat, and his phone was offered the first free seat; back, his seat's
net restarted from 0 (-20 "since pot 5") where the standings said +14 (his +34 before). One person,
one net: the seat shows the figure the standings will, and his own seat is his again."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from party_support import Party

from engine.events import HandEnd
from engine.money import signed_mixed
from game.party.room import Timing
from game.screens import party_host_questions
from game.telling.takeover_words import takeover_lines


def readmit_words(party: Party) -> str:
    return party_host_questions.readmit_words(party.room, party.room.removed[0])


def between_pots_with(party: Party, seat: int, pots: int, rng: random.Random) -> None:
    """Play on until at least `pots` pots are over, between two pots, with `seat` at a net not 0."""
    room = party.room

    def ready() -> bool:
        table = room.table
        ended = sum(isinstance(event, HandEnd) for event in table.events)
        return table.between_hands and ended >= pots and table.nets()[seat] != 0 and not room.leaving

    party.play_until(ready, rng.choice)


def dan_in_seat_3() -> Party:
    """A party of Ann (seat 1) and Dan (seat 3), started: seat 2 is its bot's, the first free."""
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=5.0))
    party.join(1, "Ann", seat=0)
    party.join(2, "Dan", seat=2)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    return party


def seat_figure(party: Party, seat: int) -> Fraction:
    """The seat's net as every screen shows it: the table's net less what it was when its player sat."""
    room = party.room
    return room.table.nets()[seat] - room.seat_cards()[seat].since


def standing(party: Party, name: str) -> Fraction:
    return next(line.net for line in party.room.host.people() if line.name == name)


def to_the_end_one_net_for_dan(party: Party, rng: random.Random) -> None:
    """Played to the session's end, Dan's seat shows his one line of the standings, which add up to 0."""
    room = party.room
    party.play_until(lambda: room.table.is_over, rng.choice)
    assert seat_figure(party, 2) == standing(party, "Dan")
    names = [line.name for line in room.host.people()]
    assert names.count("Dan") == 1 and "CPU 3" in names  # one line for Dan, the bot's spell its own
    assert sum(line.net for line in room.host.people()) == 0


def test_the_host_is_told_a_guest_let_back_in_gets_their_own_seat_back_while_its_bot_plays_it():
    party = dan_in_seat_3()
    room = party.room
    between_pots_with(party, 2, 1, random.Random(2))
    room.controls.remove(2)  # between pots: the bot plays seat 3 at once, seat 2 the first free
    assert not room.leaving and room.seat_cards()[2].kind == "bot"
    assert (
        readmit_words(party)
        == "Their phone is told, and JOIN gives them seat 3 back: a bot plays it until then."
    )
    room.controls.readmit(room.removed[0])
    room.publish()
    party.drain()
    gives = party.last(2, "join_gives")
    assert gives is not None and gives["seat"] == 2 and gives["yours"]  # his phone says the same seat
    party.send(2, {"type": "join", "name": "Dan", "room": room.code})
    assert party.last(2, "joined")["seat"] == 2


def test_the_host_is_told_their_own_is_taken_only_when_another_guest_sits_there():
    party = dan_in_seat_3()
    room = party.room
    between_pots_with(party, 2, 1, random.Random(2))
    room.controls.remove(2)
    party.join(3, "Bob", seat=2)  # another guest takes Dan's seat
    assert readmit_words(party) == "Their phone is told, and JOIN gives them a free seat: their own is taken."


@pytest.mark.parametrize("away", ["taken off and let back in", "left"])
def test_a_guest_back_at_the_table_shows_on_their_seat_the_net_the_standings_give_them(away: str):
    party = dan_in_seat_3()
    room = party.room
    rng = random.Random(7 if away == "left" else 11)
    between_pots_with(party, 2, 1, rng)
    before = seat_figure(party, 2)
    if away == "left":
        party.send(2, {"type": "leave", "token": party.tokens[2]})
    else:
        room.controls.remove(2)
    between_pots_with(party, 2, 2, rng)  # the bot plays a pot or more
    if away != "left":
        room.controls.readmit(room.removed[0])
    party.send(2, {"type": "join", "name": "Dan", "room": room.code})
    assert party.last(2, "joined")["seat"] == 2
    assert seat_figure(party, 2) == before == standing(party, "Dan")  # back at his own net, not 0
    seat = party.last(2, "state")["players"][2]
    assert Fraction(seat["net"]) == before and seat["since_pot"] == 0  # his whole session's: no "since pot"
    takeover = room.seat_cards()[2].takeover
    assert takeover is not None and takeover.back == before  # the TV: 'DAN: BACK AT +34', not 'NET FROM 0'
    assert takeover_lines("Dan", takeover.before, takeover.left_with, takeover.back)[0] == (
        f"Dan: back at {signed_mixed(before)}"
    )
    to_the_end_one_net_for_dan(party, rng)
