"""A game's end is one fact to every screen (issue 31, road item 1): the phones' game-over message
says the standings and the winner of the SessionDone the table host published, the fact the TV's
FINAL STANDINGS draw (game.screens.party_between). A game the host ended between two pots (END THIS
GAME AFTER THE POT while its last pot's result was up) has no pot to carry its end: the phones'
message was once glued from that pot's events and a session_end made up for it, a second making of
the same end. Here a guest takes a computer player's seat between the last pot and the end, so the
standings hold two spells of one seat: the phones and the TV must still say one ranking."""

from __future__ import annotations

import random
from fractions import Fraction

from party_support import Party

from engine.events import SessionEnd
from game.party.room import Timing
from game.play.host_facts import PotDone, SessionDone
from game.screens.party_between import BetweenSessions

PHONES = {1: "Ann", 2: "Bob"}
LATE = 3  # Cy, who takes a computer player's seat once the last pot is over


def ended_between_pots() -> tuple[Party, SessionDone]:
    """Ann and Bob play one pot of Baseball at four seats; while its result is up Cy sits down in a
    computer player's seat and the host ends the game: the phones' messages, and the fact published."""
    party = Party(seats=4, timing=Timing(bot_delay=0.0, hand_pause=2.0))  # (a pot's result up 2 s)
    room = party.room
    for client, name in PHONES.items():
        party.join(client, name)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(3)
    party.play_until(lambda: room.table is not None and room.table.between_hands, rng.choice, 2000)
    party.join(LATE, "Cy")
    room.controls.end_after_pot()  # END THIS GAME AFTER THE POT, between two pots
    party.play_until(lambda: game_over(party, 1) is not None, rng.choice, 2000)
    stream = room.host.stream
    (done,) = [fact for fact in stream if isinstance(fact, SessionDone)]
    (last,) = [fact for fact in stream if isinstance(fact, PotDone)]  # (the game's one pot)
    assert not any(isinstance(event, SessionEnd) for event in last.events)  # (no pot carried the end)
    return party, done


def game_over(party: Party, client: int) -> dict | None:
    return next((m for m in party.inbox[client] if m["type"] == "hand_result" and m["standings"]), None)


def test_the_phones_say_the_game_end_the_tv_draws_when_it_ended_between_pots(app):
    party, done = ended_between_pots()
    tv = BetweenSessions(app.text)
    tv.show(done, None)  # the party TV's own call (game.screens.scenes.party)
    rows = [row for _, block in tv.standings[0] for row in block]  # PEOPLE, then COMPUTER PLAYERS
    drawn = [(place, name, net) for place, name, _, net, _ in rows]
    top = max(net for _, _, net in drawn)
    for client in (*PHONES, LATE):
        message = game_over(party, client)
        assert message is not None, f"phone {client} was not told the game is over"
        lines = message["standings"]
        assert [(line["label"], line["name"].upper(), Fraction(line["net"])) for line in lines] == drawn
        session = message["session"]
        winners = [winner["name"].upper() for winner in session["winners"]]
        assert winners == [name for _, name, net in drawn if net == top]  # the TV's top row(s)
        assert Fraction(session["net"]) == top
        assert session["game"] == "Baseball"
        said = [award["title"] for award in message["session_awards"]]
        assert said == [title for title, _ in tv.standings[1] if title]  # the TV's awards, in order
        assert message["hand"] == 1  # under the last pot's result, which the phones still show
    # each phone marks its own line, Cy's too (a seat taken after the last pot)
    for client, name in (*PHONES.items(), (LATE, "Cy")):
        mine = [line["name"] for line in game_over(party, client)["standings"] if line["you"]]
        assert mine == ([name] if name in [p.name for p in done.people] else []), client
