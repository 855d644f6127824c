"""The table tells the phones how long a leaver's turn waits before the away rule checks or folds for
them (`left_wait`, in every state): a host play-test's timer was OFF and the leave question said
"checked or folded for you once your turn's seconds run out", seconds that did not exist. With no
turn timer a leaver's turn waits a dropped phone's grace, with one the timer's seconds; the figure
sent is the one the away rule keeps to (the phone's words: test_party_phone_leave_says_what_happens_e2e)."""

from __future__ import annotations

import random

import pytest
from party_support import Party

from game.party.room import Timing

GRACE = 6.0  # a dropped phone's grace at this table (Timing.away_grace)


def left_on_her_turn(timer: float | None) -> tuple[Party, int, float]:
    """Ann leaves as her turn comes: (the party, her seat, the `left_wait` her phone was told)."""
    timing = Timing(turn_seconds=timer, bot_delay=0.5, hand_pause=0.0, away_grace=GRACE)
    party = Party(seats=3, timing=timing)
    party.join(1, "Ann", device="anns-phone")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: party.pending_turn() is not None, random.Random(3).choice)
    state = party.last(1, "state")
    assert state is not None and state["timer"] == timer
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    return party, seat, state["left_wait"]


def her_moves(party: Party, seat: int) -> int:
    return sum(action.seat == seat for action in party.room.table.decisions)


@pytest.mark.parametrize(("timer", "wait"), [(None, GRACE), (15.0, 15.0)])
def test_a_leavers_turn_is_played_for_them_when_the_wait_the_phone_was_told_runs_out(timer, wait):
    party, seat, told = left_on_her_turn(timer)
    assert told == wait  # timer OFF: the grace (was no figure: the phone spoke of the timer's seconds)
    moves = her_moves(party, seat)
    waiting = party.room.waiting_for()  # counted from her turn's start, as the TV counts it
    assert waiting is not None and waiting[0] == seat and waiting[1] is not None
    waited = party.clock() - party.room.host.since
    assert waited + waiting[1] == pytest.approx(told)
    party.tick(waiting[1] - 0.1)
    assert her_moves(party, seat) == moves  # her hand still hers to come back to
    party.tick(0.2)
    assert her_moves(party, seat) == moves + 1  # the away rule checked or folded it


def test_more_time_doubles_the_wait_the_phone_is_told():
    """MORE TIME doubles a dropped phone's grace with the rest (game.play.pace): the phone says 2x."""
    party = Party(seats=3, timing=Timing(away_grace=GRACE * 2))
    party.join(1, "Ann")
    state = party.last(1, "state")
    assert state is not None and state["timer"] is None and state["left_wait"] == GRACE * 2
