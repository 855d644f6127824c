"""A guest keeps one seat code the whole party, the one their phone showed first (a guest play-test's
phone said TYXX, then KETK after they took their seat back): as they reload, leave and sit again,
are taken off and let back in, or take their seat back by name alone from a fresh browser."""

from __future__ import annotations

from party_support import Party
from test_party_returning_name import hidden_cards_told
from test_party_seat_code import away_mid_hand, back

from game.party.room import Timing


def seated_ann() -> tuple[Party, str]:
    """Ann at a party between pots (the game not started), her phone told its code."""
    party = Party(seats=3, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    party.join(1, "Ann", device="phone-one")
    return party, party.last(1, "joined")["code"]


def told_code(party: Party, client: int) -> str:
    joined = party.last(client, "joined")
    assert joined is not None, party.errors(client)
    return joined["code"]


def test_a_reload_tells_the_same_code():
    party, code = seated_ann()
    party.connect(2)
    party.send(2, {"type": "resume", "token": party.tokens[1]})
    assert told_code(party, 2) == code


def test_leaving_and_sitting_down_again_keeps_the_code():
    party, code = seated_ann()
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    party.send(1, {"type": "join", "name": "Ann", "room": party.room.code, "device": "phone-one"})
    assert party.last(1, "joined")["seat"] is not None
    assert told_code(party, 1) == code


def test_taken_off_and_let_back_in_keeps_the_code():
    party, code = seated_ann()
    room = party.room
    seat = party.last(1, "joined")["seat"]
    room.controls.remove(seat)
    room.controls.readmit(room.removed[0])
    party.drain()
    party.send(1, {"type": "join", "name": "Ann", "room": room.code, "device": "phone-one"})
    assert told_code(party, 1) == code


def test_the_seat_taken_back_by_name_alone_keeps_the_code_and_it_shows_no_card_of_the_hand():
    """The fresh browser that typed only the name is told the code as her phone is: a browser that
    learns it so and comes back with it still sees no card of the hand played out for her."""
    party, seat, code, cards = away_mid_hand()
    joined = back(party, 2, "")
    assert joined["waiting"] and joined["code"] == code
    party.room.disconnect(2)
    joined = back(party, 3, code)
    assert joined["seat"] == seat and joined["waiting"] and joined["code"] == code
    assert not any(card in cards for card in hidden_cards_told(party, 3))
