"""Yardsticks for the computer players' strength.

- `RandomPlayer` picks uniformly among the legal kinds; `CallingPlayer` never bets, raises or
  folds; `RaisingPlayer` bets or raises at every chance. None of them looks at its cards.
- `ThresholdPlayer` is the plain equity player a real bot must beat: it raises above 60% equity,
  calls when its equity covers the immediate pot odds, otherwise checks or folds.

All are legal by construction (they only pick offered kinds) and reproducible (their randomness
comes from the seed and the view, as the real bots').
"""

from __future__ import annotations

from engine.actions import Action, LegalActions
from engine.bots import reading
from engine.bots.bot import decision_rng
from engine.bots.difficulty import DIFFICULTIES
from engine.bots.equity import equity
from engine.view import SeatView

# In preference order: stay in as cheaply as possible, take every card offered.
_CALLING_ORDER = ("turn", "reveal", "check", "call", "bring_in", "pay")
_RAISING_ORDER = ("turn", "reveal", "raise", "bet", "complete", "call", "pay", "check", "bring_in")
RAISE_EQUITY = 0.6


class RandomPlayer:
    """Picks uniformly among the legal kinds."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        return Action(legal.seat, decision_rng(self.seed, view).choice(legal.kinds))


class _FixedHabit:
    """Always the first offered kind in its order of preference, whatever its cards."""

    ORDER: tuple[str, ...] = ()

    def __init__(self, seed: int = 0):
        self.seed = seed

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        kinds = legal.kinds
        return Action(legal.seat, next((kind for kind in self.ORDER if kind in kinds), kinds[0]))


class CallingPlayer(_FixedHabit):
    """Never bets, raises or folds: checks, calls, pays what it must to stay in, takes every card."""

    ORDER = _CALLING_ORDER


class RaisingPlayer(_FixedHabit):
    """Bets, raises or completes at every chance; otherwise calls and pays to stay in."""

    ORDER = _RAISING_ORDER


class ThresholdPlayer:
    """Equity from the same estimate and sample count as a normal bot, then three fixed rules."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        kinds = legal.kinds
        if len(kinds) == 1 or "turn" in kinds or "reveal" in kinds:
            return Action(legal.seat, "reveal" if "reveal" in kinds else kinds[0])
        samples = DIFFICULTIES["normal"].samples(len(view.live))
        share = equity(reading.situation(view), samples, decision_rng(self.seed, view))
        prices: dict[str, float] = {option.kind: float(option.amount) for option in legal.options}
        if share > RAISE_EQUITY:
            for kind in ("raise", "bet", "complete", "pay"):
                if kind in kinds:
                    return Action(legal.seat, kind)
        for kind in ("check", "bring_in"):
            if kind in kinds:
                return Action(legal.seat, kind)
        price = prices.get("call", prices.get("pay", 0.0))
        if share >= price / (float(view.pot) + price):
            return Action(legal.seat, "call" if "call" in kinds else "pay")
        return Action(legal.seat, "fold" if "fold" in kinds else "decline")
