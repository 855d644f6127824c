"""Yardsticks for the computer players' strength: a random-legal player and an always-call player.

Neither looks at its cards. Both are legal by construction (they only pick offered kinds) and
reproducible (their randomness comes from the seed and the view, as the real bots').
"""

from __future__ import annotations

from engine.actions import Action, LegalActions
from engine.bots.bot import decision_rng
from engine.view import SeatView

# In preference order: stay in as cheaply as possible, take every card offered.
_CALLING_ORDER = ("turn", "reveal", "check", "call", "bring_in", "pay")


class RandomPlayer:
    """Picks uniformly among the legal kinds."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        return Action(legal.seat, decision_rng(self.seed, view).choice(legal.kinds))


class CallingPlayer:
    """Never bets, raises or folds: checks, calls, pays what it must to stay in, takes every card."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        kinds = legal.kinds
        return Action(legal.seat, next((kind for kind in _CALLING_ORDER if kind in kinds), kinds[0]))
