"""A game's standings and the night's ledger hold those who played it, no one who sat down too late
to: a host play-test's player seated at the TV as a game ended stood in its ledger with the net of
the bot that had played the seat, the bot gone from it. A guest who sits down during a game's last
pot plays the next game's first; one seated on the standings (at once: game.party.seating.
in_next_deal) plays none of the game just ended; either is in the next game's standings, not this
one's (game.play.who_played)."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from party_support import Party
from party_sweep import FAVOURED, STEP, guest_moves, open_party, tv_table

from game.party.room import Timing
from game.play.host_facts import SessionDone
from game.play.night_keeper import person_of
from game.screens.party_look import TvPlayer

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_seated_at_the_last_pot_and_on_the_standings_they_are_in_neither(app, shots):
    party, devices = open_party("midnight-baseball", 4)  # a phone guest and QUEENIE at the TV
    room = party.room
    room.rules = dataclasses.replace(room.rules, pots=2)
    try:
        table = tv_table(app, party, devices)
        cat = dana = None
        for _ in range(3000):
            if table.showing_standings:
                break
            if cat is None and room.table.hand.number == 2:  # a guest joins at the last pot's deal
                room.connect(7)
                room.receive(7, json.dumps({"type": "join", "name": "Cat", "room": room.code}))
                cat = room.clients[7].seat
                assert cat in room.arriving  # the pot is its bot's, the seat hers from the next deal
            guest_moves(party)
            if table.buttons is not None and table.offered is not None:
                kinds = table.offered.kinds
                table.choose(next((k for k in FAVOURED if k in kinds), kinds[0]))
            app.frame([], STEP)
        assert table.showing_standings and cat is not None
        app.frame([], STEP)
        # the host seats DANA at the TV on the standings (the host menu's row): hers at once
        dana = table.seat_at_tv(TvPlayer("pad 1", "DANA", "#ffffff"))
        assert room.guests[dana] is not None and room.guests[dana].name == "DANA"
        app.frame([], STEP)
        shots(app, "final_standings_seated_after")
        (done,) = [fact for fact in room.host.stream if isinstance(fact, SessionDone)]
        standings = {person_of(placing).key: placing.net for placing in done.people}
        table.end_party()  # END THE PARTY on the standings: the game is in tonight's ledger as it ended
        (session,) = room.night.ledger.sessions
        assert dict(session.nets) == standings  # the bots that played the seats, with their nets
        assert not any("dana" in key or "cat" in key for key in standings)
        assert sum(standings.values()) == 0
    finally:
        party.close()


def test_a_guest_seated_between_pots_and_the_party_ended_before_the_next_deal_played_nothing():
    """With no TV to pace the table (a seat taken between pots is theirs at once), END THE PARTY
    before the next deal: the guest played none of the session, and is not in it at 0."""
    party = Party(timing=Timing(bot_delay=0.0, hand_pause=30.0), keep_ledger=True)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    room = party.room
    party.play_until(lambda: room.table.between_hands, random.Random(3).choice)
    party.join(2, "Bob")  # between pots: his seat now
    bob = room.clients[2].seat
    assert bob is not None and room.guests[bob] is not None and bob not in room.arriving
    room.controls.end()
    (session,) = room.night.ledger.sessions
    names = {person.key: person.name for person in room.night.ledger.people}
    assert "Bob" not in [names[key] for key, _ in session.nets]
    assert "Ann" in [names[key] for key, _ in session.nets]
    assert sum(net for _, net in session.nets) == 0
