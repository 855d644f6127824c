"""A computer player: a style, a difficulty and a seed; `decide(view, legal)` returns an Action.

Each decision draws its randomness from a generator seeded by the bot's seed and the decision's
place in the session (hand number, seat, events seen so far), all read from the view: the same
view always gives the same action, whatever the order of calls, and nothing hidden leaks in.
"""

from __future__ import annotations

import random

from engine.actions import Action, LegalActions
from engine.bots import policy, reading
from engine.bots.difficulty import Difficulty, get_difficulty
from engine.bots.equity import equity
from engine.bots.styles import Style, get_style
from engine.view import SeatView


def decision_rng(seed: int, view: SeatView) -> random.Random:
    """A generator for one decision, from the seed and where the decision falls in the session.
    (A string seed is hashed with SHA-512, the same in every process, unlike `hash()`.)"""
    return random.Random(f"{seed}/{view.hand}/{view.seat}/{len(view.history)}")


class Bot:
    def __init__(self, style: Style, difficulty: Difficulty, seed: int = 0):
        self.style = style
        self.difficulty = difficulty
        self.seed = seed

    def __repr__(self) -> str:
        return f"Bot({self.style.id!r}, {self.difficulty.id!r}, seed={self.seed})"

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        free = policy.automatic(legal.kinds)
        if free:
            return Action(legal.seat, free)
        rng = decision_rng(self.seed, view)
        samples = self.difficulty.samples(len(view.live))
        difficulty = self.difficulty
        reads = dict(
            reads_upcards=difficulty.reads_upcards,
            reads_betting=difficulty.reads_betting,
            weighs_bettors=difficulty.weighs_bettors,
        )
        state = rng.getstate()
        estimate = equity(reading.situation(view, **reads), samples, rng)
        bonus_gain = 0.0
        if legal.decision == "four_cost":  # what the bonus card adds, on the same random deals
            rng.setstate(state)
            bonus_gain = equity(reading.situation(view, extra_for_me=1, **reads), samples, rng) - estimate
        spot = reading.spot(view, legal, estimate, bonus_gain)
        return Action(legal.seat, policy.choose(spot, self.style, self.difficulty, rng))


def make_bot(style: str = "balanced", difficulty: str = "normal", seed: int = 0) -> Bot:
    """A computer player; unknown style or difficulty names raise ValueError naming the choices."""
    return Bot(get_style(style), get_difficulty(difficulty), seed)
