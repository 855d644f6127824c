"""A table that holds between hands (a party room seats arriving guests there, before the next
deal) makes the very same session as one that runs on: the same events, decisions and standings."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Action, IllegalAction
from engine.events import SeatInfo
from engine.profile import load_profile
from engine.table import Table

PROFILES = ["baseball", "baseball-hidden-fours", "midnight-baseball", "seven-card-stud", "night-baseball"]
SEATS = [SeatInfo(name, "bot", "rock") for name in ("A", "B", "C", "D")]


def play(table: Table, rng: random.Random) -> int:
    """Random legal moves to the session's end, dealing each held hand; the number of holds."""
    holds = 0
    while not table.is_over:
        if table.between_hands:
            assert table.legal_actions() is None and table.actor is None
            holds += 1
            table.next_hand()
            continue
        legal = table.legal_actions()
        table.apply(Action(legal.seat, rng.choice(legal.kinds)))
    return holds


@settings(max_examples=15, deadline=None)
@given(profile=st.sampled_from(PROFILES), seed=st.integers(0, 2**64), moves=st.integers(0, 2**32))
def test_holding_between_hands_changes_nothing_but_when_the_next_hand_is_dealt(profile, seed, moves):
    rules = load_profile(profile)
    running = Table(rules, SEATS, seed)
    held = Table(rules, SEATS, seed, hold_between_hands=True)
    assert play(running, random.Random(moves)) == 0
    assert play(held, random.Random(moves)) == rules.pots - 1  # after every pot but the last
    assert [e.to_json() for e in held.events] == [e.to_json() for e in running.events]
    assert held.decisions == running.decisions


def test_dealing_when_not_between_hands_is_refused():
    table = Table(load_profile("baseball"), SEATS, 3, hold_between_hands=True)
    with pytest.raises(IllegalAction, match="not between hands"):
        table.next_hand()
