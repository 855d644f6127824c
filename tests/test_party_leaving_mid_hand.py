"""A guest who leaves mid-hand, or whom the host takes off, has their hand played out as any away
seat's (the away rule: check when free, else fold), and its result, won or lost, is theirs: a
play-test's leaver took only the chips already in with them while the bot won the pot with their
cards, and a guest taken off had one hand folded while a bot played on another's."""

from __future__ import annotations

import random

import pytest
from party_support import Party

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
