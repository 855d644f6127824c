"""Hard reads who calls (issue 35): against seats whose read says they fold to a bet less often
than a typical player, it neither slow-plays a monster (they pay a bet now; checking only gives
them a free card) nor bluffs late in a stud hand (a big pot, a caller on pot odds, a raise back).
Against seats that fold as often as a typical player, and at the levels that do not read habits,
the style decides as before. Measured against the plain equity player (benchmarks/bench_bots.py):
docs/opponents.md."""

from __future__ import annotations

import dataclasses
import random

from engine.bots import DIFFICULTIES, get_style
from engine.bots.opponents import PRIOR
from engine.bots.policy import LATE_ROUNDS, Spot, choose

HARD = DIFFICULTIES["hard"]
STEADY_NORMAL = dataclasses.replace(DIFFICULTIES["normal"], noise=0.0)
CALLER = PRIOR["fold"] - 0.01  # folds a little less than a typical player
FOLDER = PRIOR["fold"]
SEEDS = range(200)


def kinds(spot, style, level):
    return {choose(spot, get_style(style), level, random.Random(seed)) for seed in SEEDS}


def unopened(equity, pot, rounds_left, fold_rate, **more):
    """Heads-up, nobody has bet yet: check, or bet 1."""
    return Spot(
        {"check": 0.0, "bet": 1.0},
        equity=equity,
        players_in=2,
        pot=pot,
        bet=1.0,
        rounds_left=rounds_left,
        fold_rate=fold_rate,
        **more,
    )


def monster(fold_rate):
    """A monster with cards to come: bet it or slow-play it."""
    return unopened(0.9, 6.0, 2, fold_rate)


def bluff(fold_rate, rounds_left):
    """A weak hand in a big stud pot, where the read's fold rate makes a bet pay on paper (the
    check is worth 20% of 10, the bet about 3.6)."""
    return unopened(0.2, 10.0, rounds_left, fold_rate, called_equity=0.17)


def test_hard_never_slow_plays_a_monster_against_callers_but_may_against_folders():
    regular = "balanced"  # slow-plays 15% of its monsters
    assert kinds(monster(CALLER), regular, HARD) == {"bet"}
    assert kinds(monster(FOLDER), regular, HARD) == {"bet", "check"}
    assert kinds(monster(CALLER), regular, STEADY_NORMAL) == {"bet", "check"}  # normal reads no habits


def test_hard_never_bluffs_late_into_callers_but_still_does_early_or_into_folders():
    regular = "balanced"  # at hard, bluffs whenever a bet pays on paper
    late = LATE_ROUNDS
    assert kinds(bluff(CALLER, late), regular, HARD) == {"check"}
    assert kinds(bluff(CALLER, late + 1), regular, HARD) == {"bet"}
    assert kinds(bluff(FOLDER, late), regular, HARD) == {"bet"}
    assert kinds(bluff(CALLER, late), "loose_aggressive", STEADY_NORMAL) == {"bet", "check"}
