"""A guest who leaves mid-hand, or whom the host takes off, has their hand played out as any away
seat's (the away rule: check when free, else fold), and its result, won or lost, is theirs: a
play-test's leaver took only the chips already in with them while the bot won the pot with their
cards, and a guest taken off had one hand folded while a bot played on another's."""

from __future__ import annotations

import random

import pytest
from party_support import Party, on_their_turn, played_for

from engine.events import HandEnd
from game.party.room import Timing
from game.play.host_facts import AwayPlay


def her_turn(party: Party, client: int) -> bool:
    pending = party.pending_turn()
    return pending is not None and pending[0] == client


@pytest.mark.parametrize("how", ["leave", "taken_off"])
def test_a_hand_left_mid_way_is_played_out_by_the_away_rule_and_counted_to_who_was_dealt_in(how):
    party = Party(seats=3, timing=Timing(bot_delay=0.5, hand_pause=0.0))  # the hand goes on after
    room = party.room
    party.join(1, "Ann")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(2)
    party.play_until(lambda: her_turn(party, 1), rng.choice)
    made = len(room.host.stream)
    if how == "leave":
        party.send(1, {"type": "leave", "token": party.tokens[1]})
    else:
        room.controls.remove(seat)
    assert room.seat_cards()[seat].name == "Ann" and room.seat_cards()[seat].kind == "away"
    table = room.table
    party.play_until(lambda: any(isinstance(e, HandEnd) for e in table.events), rng.choice)
    later = room.host.stream[made:]
    assert any(isinstance(f, AwayPlay) and f.seat == seat for f in later)  # her turn: the away rule's
    hand_end = next(e for e in table.events if isinstance(e, HandEnd))
    party.play_until(lambda: room.host.deals >= 2, rng.choice)  # the next deal: the bot's seat now
    assert room.seat_cards()[seat].name == f"CPU {seat + 1}"
    takeover = room.host.sitters[seat].takeover
    assert takeover is not None and takeover.pot == 2  # the seat changed hands between the pots
    assert takeover.before == "Ann" and takeover.left_with == hand_end.balances[seat]  # the whole pot hers


def test_a_guest_taken_off_and_let_back_in_before_the_next_deal_keeps_their_seat():
    """Both screens say the same true thing: the phone, that the hand in play is played out for
    them, then a bot sits (a host play-test's said the seat went to a bot while the TV said AWAY).
    Let back in before the next deal, they sit at their own seat again, AWAY for the hand in play
    and theirs from the next deal: no 'BEN → BEN' on the TV, no bot's spell that nobody saw play
    ('CPU 2 LEAVES WITH 0'), and their net runs on."""
    party, seat, rng = on_their_turn("Ben")
    room = party.room
    room.controls.remove(seat)
    party.tick()
    said = party.last(1, "removed")
    assert said is not None and "played out for you" in said["message"] and "then a bot" in said["message"]
    played_for(party, seat)  # the game went on: let back in before it, the hand is theirs again
    room.controls.readmit(room.removed[0])
    party.tick()
    party.send(1, {"type": "join", "name": "Ben", "room": room.code})
    joined = party.last(1, "joined")
    assert joined is not None and joined["seat"] == seat and joined["waiting"]
    card = room.seat_cards()[seat]
    assert (card.name, card.kind, card.arriving) == ("Ben", "away", "")  # not 'BEN → BEN'
    table = room.table
    party.play_until(lambda: room.host.deals >= 2, rng.choice)
    assert table.hand.number >= 1 and room.seat_cards()[seat].name == "Ben"
    assert room.host.sitters[seat].takeover is None  # nobody's net handed over: no NET FROM 0
    assert all(name != f"CPU {seat + 1}" for _, name, *_ in room.host.gone)  # no bot leaving with 0
    assert not room.retaken and not room.leaving
