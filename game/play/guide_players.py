"""The computer players of a guided first hand (game.play.guided): they check and call, so the
stacked deal goes the way it was built, but for the bets each guide is scripted to show (a
play-test: the guided stud pot only checked, so a newcomer never saw a bet, a call or a raise)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.actions import Action, LegalActions
from engine.bots.baselines import CallingPlayer
from engine.view import SeatView


class GuidePlayer(CallingPlayer):
    """Checks and calls, and bets at the first chance in each (pot, betting round) of `bets`."""

    def __init__(self, bets: Iterable[tuple[int, int]] = ()) -> None:
        super().__init__()
        self.bets = frozenset(bets)

    def decide(self, view: SeatView, legal: LegalActions) -> Action:
        if (view.hand, view.round) in self.bets and legal.option("bet") is not None:
            return Action(legal.seat, "bet")
        return super().decide(view, legal)
