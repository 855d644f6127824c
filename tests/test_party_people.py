"""A guest's net counts from the pot they sit down for (issue: Cat showed +7 before playing a hand,
and Bartholomew 'finished 2nd' on CPU 4's winnings): the bot's net stays with the bot's name, a guest
who leaves is still counted, and the standings list whoever played, summing to 0."""

from __future__ import annotations

import random
from fractions import Fraction

from party_support import Party

from engine.events import HandEnd, SessionStart
from game.party.room import Timing
from game.play.host_facts import Seated


def play_until_between_pots_with_a_bot_ahead(party: Party, seat: int) -> None:
    room = party.room
    for _ in range(20_000):
        party.tick(0.5)
        table = room.table
        if table is not None and table.between_hands and table.nets()[seat] != 0:
            return
    raise AssertionError("no pot left the bot's seat with a net")


def test_a_guest_who_takes_a_bots_seat_counts_from_their_first_pot_and_the_bot_keeps_its_own():
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=5.0))
    room = party.room
    party.connect(9)
    room.start()
    play_until_between_pots_with_a_bot_ahead(party, 1)
    bot_net = room.table.nets()[1]
    party.join(1, "Cat", seat=1)
    state = party.last(1, "state")
    assert state["players"][1]["name"] == "Cat" and state["players"][1]["net"] == "0"  # not the bot's
    party.tick(6.0)  # the next deal: Cat plays
    rng = random.Random(3)
    party.play_until(lambda: room.table.is_over, rng.choice)
    result = next(m for m in reversed(party.inbox[9]) if m["type"] == "hand_result")
    standings = {line["name"]: Fraction(line["net"]) for line in result["standings"]}
    table = room.table
    assert standings["CPU 2"] == bot_net  # the bot's net stays with the bot's name
    assert standings["Cat"] == table.nets()[1] - bot_net  # Cat's counts from the pot Cat sat down for
    assert sum(standings.values()) == 0
    places = [line["place"] for line in result["standings"]]  # among the people only: Cat's is 1
    assert len(places) == 4 and [place for place in places if place is not None] == [1]


def test_a_guest_who_leaves_is_still_counted_and_the_bot_counts_from_then():
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0))
    room = party.room
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(5)
    party.play_until(lambda: sum(isinstance(e, HandEnd) for e in room.table.events) >= 2, rng.choice)
    seat = party.last(1, "joined")["seat"]
    table = room.table
    left_at = table.nets()[seat]  # the seat's net as Ann leaves (the bot plays on at once)
    party.send(1, {"type": "leave", "token": party.tokens[1]})

    def standings() -> list | None:  # the session's end, as the phone that left still watches it
        return next(
            (m["standings"] for m in party.inbox[1] if m["type"] == "hand_result" and m["standings"]), None
        )

    party.play_until(lambda: standings() is not None, rng.choice)
    people = {line["name"]: Fraction(line["net"]) for line in standings()}
    assert people["Ann"] == left_at  # still counted, with what the seat came to while it was Ann's
    assert people[f"CPU {seat + 1}"] == table.nets()[seat] - left_at
    assert sum(people.values()) == 0


def test_at_a_new_session_the_tv_names_every_seat_from_zero_before_its_deal():
    """A play-test: in session 2 the TV showed Bartholomew at +7 where his phone said -1: the seat's
    offset from session 1 (where he sat down mid-session) was never published again. Before the new
    session's first deal, the TV's seats all count from 0."""
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=5.0))
    room = party.room
    party.connect(9)
    room.start()
    tv = room.host.attach(None, paces=False)
    play_until_between_pots_with_a_bot_ahead(party, 1)
    party.join(1, "Cat", seat=1)  # sits down mid-session: the seat's net is not 0 then
    party.tick(6.0)
    rng = random.Random(4)
    party.play_until(lambda: room.table.is_over, rng.choice)
    party.play_until(lambda: not room.table.is_over, rng.choice)  # the next session dealt
    facts = tv.take()
    second = [n for n, fact in enumerate(facts) if isinstance(fact, SessionStart)][-1]
    seated = [fact for fact in facts[:second] if isinstance(fact, Seated)]
    assert any(tag.since != 0 for fact in seated for tag in fact.seats)  # Cat's offset in session 1
    assert all(tag.since == 0 for tag in seated[-1].seats)
