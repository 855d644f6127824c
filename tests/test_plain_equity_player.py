"""The plain equity player of benchmarks/ (the yardstick hard must beat, written apart from the
bots) estimates its chance of winning on its own; checked here against the bots' estimator, a
separate implementation of the same rules, over decisions of real sessions, and for its three
rules on hand-made chances."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from engine.actions import LegalActions, Option
from engine.bots.equity import equity
from engine.bots.reading import situation
from engine.profile import load_profile
from engine.simple_player import SimplePlayer
from engine.table import SeatInfo, Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from plain_equity_player import PlainEquity, PlainEquityPlayer

DEALS = 1500  # each estimate's standard error is at most 1.3 points


@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball", "night-baseball"])
def test_its_chance_of_winning_agrees_with_the_bots_estimate(profile):
    rules = load_profile(profile)
    table = Table(rules, [SeatInfo(f"P{i}", "bot", "t") for i in range(3)], 8)
    players = [SimplePlayer(i) for i in range(3)]
    compared = 0
    while not table.is_over and compared < 4:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        if legal.decision == "bet" and len(legal.kinds) > 1 and len(table.decisions) % 3 == 0:
            plain = PlainEquity(view).estimate(random.Random(1), DEALS)
            bots = equity(situation(view), DEALS, random.Random(2))
            # apart from No Peek's ties (the plain player splits them), the same number
            assert plain == pytest.approx(bots, abs=0.06), (view.hand, view.round)
            compared += 1
        table.apply(players[legal.seat].decide(view, legal))
    assert compared == 4


class Fixed(PlainEquityPlayer):
    """The plain player's rules on a chance set by hand (and what a bonus card adds to it)."""

    def __init__(self, chance: float, with_card: float = 0.0):
        super().__init__()
        self.chances = iter((chance, with_card))

    def chance_of(self, view, extra=0):
        return next(self.chances)


def test_it_raises_above_sixty_percent_calls_on_pot_odds_and_buys_a_four_when_it_pays():
    table = Table(load_profile("baseball"), [SeatInfo(f"P{i}", "bot", "t") for i in range(2)], 3)
    legal = table.legal_actions()
    view = table.view(legal.seat)
    pot = float(view.pot)
    facing = LegalActions(legal.seat, (Option("fold"), Option("call", 1), Option("raise", 2)))
    assert Fixed(0.61).decide(view, facing).kind == "raise"
    assert Fixed(1.01 / (pot + 1)).decide(view, facing).kind == "call"
    assert Fixed(0.99 / (pot + 1)).decide(view, facing).kind == "fold"
    four = LegalActions(legal.seat, (Option("pay", 1), Option("decline")), "four_cost")
    assert Fixed(0.3, 0.3 + 1.01 / (pot + 1)).decide(view, four).kind == "pay"
    assert Fixed(0.3, 0.3 + 0.99 / (pot + 1)).decide(view, four).kind == "decline"
