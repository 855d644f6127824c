"""Hard's third street: facing a bet on a stud hand's first betting round it asks its margin
over the pot odds 1.4 times again (Difficulty.opening_call_scale). Four rounds of betting follow
there, and a caller who is behind pays on them before it knows; the break-even counts only the
pot now. Measured against the plain equity player (docs/opponents.md): its calls of a third-street
bet with 0.30 to 0.40 equity lost more than folding, and asking more gained about 0.07 a hand."""

from __future__ import annotations

import dataclasses
import random

from engine.actions import Action
from engine.bots import get_style, reading
from engine.bots.difficulty import get_difficulty
from engine.bots.policy import Spot, choose
from engine.profile import load_profile
from engine.table import SeatInfo, Table

REGULAR = get_style("balanced")


def facing_a_bet(first_round: bool, equity: float = 0.36) -> Spot:
    """Heads-up, a bet of 1 into the antes (a pot of 3 with it): break-even 0.25."""
    return Spot(
        {"fold": 0.0, "call": 1.0, "raise": 2.0},
        equity=equity,
        players_in=2,
        pot=3.0,
        bet=1.0,
        rounds_left=4 if first_round else 3,
        first_round=first_round,
    )


def test_hard_folds_on_third_street_what_it_calls_later_and_normal_calls_there():
    hard, normal = get_difficulty("hard"), get_difficulty("normal")
    steady = dataclasses.replace(normal, noise=0.0)
    assert choose(facing_a_bet(first_round=True), REGULAR, hard, random.Random(0)) == "fold"
    assert choose(facing_a_bet(first_round=False), REGULAR, hard, random.Random(0)) == "call"
    assert choose(facing_a_bet(first_round=True), REGULAR, steady, random.Random(0)) == "call"
    # asked more, not asked the impossible: a fair share still calls there
    assert choose(facing_a_bet(first_round=True, equity=0.45), REGULAR, hard, random.Random(0)) == "call"


def test_only_the_first_betting_round_of_a_stud_hand_is_third_street():
    rules = dataclasses.replace(load_profile("baseball"), pots=1)
    table = Table(rules, [SeatInfo(f"P{i}", "bot", "test") for i in range(2)], 7)
    firsts = []
    while not table.is_over:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        firsts.append((view.round, reading.spot(view, legal, 0.5).first_round))
        kind = "call" if "call" in legal.kinds else "check" if "check" in legal.kinds else legal.kinds[0]
        table.apply(Action(legal.seat, kind))
    assert {round_ for round_, first in firsts if first} == {1}
    assert {round_ for round_, first in firsts if not first} == {2, 3, 4, 5}
    midnight = Table(load_profile("midnight-baseball"), [SeatInfo(f"P{i}", "bot", "t") for i in range(2)], 7)
    legal = midnight.legal_actions()
    assert not reading.spot(midnight.view(legal.seat), legal, 0.5).first_round
