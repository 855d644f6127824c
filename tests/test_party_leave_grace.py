"""A guest who leaves on their own turn has the grace a vanished phone has before the away rule plays
it (game.party.room.sit_host, game.play.sitters.patience): a host play-test's guest tapped Leave on
her turn, TAKE MY SEAT BACK two seconds later, and found her hand already folded, the leaver's turn
played at once. Back within the grace the hand is hers (game.party.quick_return); after it, the
away rule plays it, and then at once, as a vanished phone's."""

from __future__ import annotations

import random

from party_support import Party
from test_party_quick_return import join, sat_with_cards

from game.party.room import Timing

GRACE = 6.0  # a vanished phone's grace at this table (Timing.away_grace)


def left_on_her_turn() -> tuple[Party, int]:
    """Ann (phone 1) in a three-seat party leaves when her turn comes: (the party, her seat)."""
    party = Party(seats=3, timing=Timing(bot_delay=0.5, hand_pause=0.0, away_grace=GRACE))
    party.join(1, "Ann", device="anns-phone")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: party.pending_turn() is not None, random.Random(3).choice)
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    assert party.room.table.legal_actions().seat == seat and seat in party.room.leaving
    return party, seat


def her_moves(party: Party, seat: int) -> int:
    return sum(action.seat == seat for action in party.room.table.decisions)


def test_back_two_seconds_after_leaving_on_her_turn_she_has_her_cards_and_her_turn():
    party, seat = left_on_her_turn()
    moves = her_moves(party, seat)
    party.tick(1.0)
    waiting = party.room.waiting_for()  # the TV counts her grace (PHONE GONE, party_waits)
    assert waiting is not None and waiting[0] == seat and 0 < (waiting[1] or 0) <= GRACE
    party.tick(1.0)
    assert her_moves(party, seat) == moves  # not played at once
    join(party, 1)
    assert sat_with_cards(party, 1, seat)
    turn = party.pending_turn()
    assert turn is not None and turn[0] == 1  # still her turn, hers to play
    party.act(1, "fold")
    assert "not_your_turn" not in party.errors(1) and seat not in party.room.table.hand.live


def test_back_after_the_grace_the_hand_was_played_out_for_her_and_her_next_turn_at_once():
    party, seat = left_on_her_turn()
    moves = her_moves(party, seat)
    party.tick(GRACE + 0.5)
    assert her_moves(party, seat) == moves + 1  # the away rule played her turn
    assert party.room.host.sitters[seat].away  # later turns at once, as a vanished phone's
    join(party, 1)
    joined = party.last(1, "joined")
    assert joined is not None and joined["seat"] == seat and joined["waiting"]
    assert not party.last(1, "state")["you"].get("hidden")


def test_with_a_turn_timer_her_turn_waits_it_once_then_the_rest_are_played_at_once():
    """With a turn timer a vanished phone's wait is the timer's, so a leaver's is too; run out once,
    her seat is away (a missed turn alone would have waited a second whole turn for her)."""
    party = Party(seats=3, timing=Timing(bot_delay=0.5, hand_pause=0.0, turn_seconds=8.0))
    party.join(1, "Ann", device="anns-phone")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: party.pending_turn() is not None, random.Random(3).choice)
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    moves = her_moves(party, seat)
    party.tick(4.0)
    assert her_moves(party, seat) == moves and not party.room.host.sitters[seat].away
    party.tick(4.5)
    assert her_moves(party, seat) == moves + 1 and party.room.host.sitters[seat].away
