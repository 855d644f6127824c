"""A coach's figure of 0% says what it means first among its whys (game.felt.coach): a newcomer's
Midnight play-test read "0% YOU LEAD" beside their three jacks, Casey's two wilds and five cards
to turn being sure to beat them. The figure was right (every deal of Casey's cards beats three jacks:
any queen or better, a pair for four of a kind, or five ranks of 2-J with a straight among them);
the estimate plays every hand out, so a 0% pot is won only by the others folding."""

from __future__ import annotations

import pygame
from test_coach_why import decisions, seats

import game.felt.coach as coach_module
from engine.profile import load_profile
from engine.table import Table
from game.felt.coach import ONLY_FOLDS, Coach
from game.felt.coach_why import fits


def figure_and_why(monkeypatch, chance: float) -> tuple[float, list[str]]:
    """The coach's figure and whys at your first decision, its estimate `chance`."""
    monkeypatch.setattr(coach_module, "estimate", lambda view, seed=0: chance)
    table = Table(load_profile("midnight-baseball"), seats(3), 3)
    next(decisions(table))
    coach = Coach()
    for _ in range(2000):
        coach.refresh(table, 0)
        if coach.chance is not None:
            return coach.chance, coach.why
        pygame.time.wait(2)
    raise AssertionError("the coach never gave a figure")


def test_a_zero_figure_says_first_that_only_folds_win_it(monkeypatch):
    chance, why = figure_and_why(monkeypatch, 0.0)
    assert chance == 0 and why[0] == ONLY_FOLDS and fits(ONLY_FOLDS)


def test_a_figure_under_one_percent_is_not_said_to_be_lost(monkeypatch):
    chance, why = figure_and_why(monkeypatch, 0.004)  # shown "<1%"
    assert chance and ONLY_FOLDS not in why
