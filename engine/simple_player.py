"""A simple legal strategy for simulations and tests until (and beside) the real computer players.

It ignores its cards: it pays small costs, takes every bonus (a hidden four is shown at its
first betting decision), turns when challenging, and bets with fixed, seeded odds. Legal by construction: it only ever picks one of the offered kinds.
"""

from __future__ import annotations

import random

from engine.actions import Action, LegalActions
from engine.view import SeatView

# how often each kind is chosen, relative to the other kinds offered
_WEIGHTS = {
    "check": 8,
    "call": 12,
    "bet": 2,
    "raise": 1,
    "fold": 2,
    "bring_in": 3,
    "complete": 1,
    "pay": 4,
    "decline": 1,
    "turn": 1,
}


class SimplePlayer:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        options = legal.options
        if legal.option("reveal"):  # a hidden four's bonus is always taken, without a draw
            return Action(legal.seat, "reveal")
        if len(options) == 1:
            return Action(legal.seat, options[0].kind)
        weights = [_WEIGHTS[option.kind] for option in options]
        if legal.decision == "wild_cost" and options[0].amount > 3:  # a costly strike: fold more often
            weights = [1, 1]
        pick = self.rng.random() * sum(weights)
        for option, weight in zip(options, weights, strict=False):
            pick -= weight
            if pick < 0:
                return Action(legal.seat, option.kind)
        return Action(legal.seat, options[-1].kind)
