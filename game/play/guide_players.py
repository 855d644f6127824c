"""The computer players of a guided first hand (game.play.guided): they check and call, so the
stacked deal goes the way it was built, but for the bets each guide is scripted to show (a
play-test: the guided stud pot only checked, so a newcomer never saw a bet, a call or a raise)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.actions import Action, LegalActions
from engine.bots.baselines import CallingPlayer
from engine.view import SeatView


class GuidePlayer(CallingPlayer):
    """Checks and calls, but in each (pot, betting round) of `bets` bets at its first chance, or
    raises once if you bet first (a newcomer who bet that street still meets a bet to answer)."""

    def __init__(self, bets: Iterable[tuple[int, int]] = ()) -> None:
        super().__init__()
        self.bets = frozenset(bets)

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        if (view.hand, view.round) in self.bets and not view.paid[view.seat]:
            for kind in ("bet", "raise"):
                if legal.option(kind) is not None:
                    return Action(legal.seat, kind)
        return super().decide(view, legal)
