"""Five characters apart (issue 35): over simulated sessions at a five-seat table of every style
(normal level with half its samples, seats rotating, 512 hands a style), each style's VPIP, raise
rate and final-bet call rate fall inside the bands it declares for the game's flow; every pair of
styles is at least GAP apart in VPIP or in raise rate, so no two play alike from the sofa; and the
characters keep their order: in VPIP the Rock < the Shark < the Regular < the Maniac, the Station
loose (above the Regular); in raises the Maniac > the Shark > the Regular > the Rock > the Station,
the most passive. The Station also calls final bets more than the Shark and the Regular.
(tests/test_bots_styles.py checks that the bands themselves are in that order.)

The quick test plays a few sessions and checks only what a few dozen hands can tell apart: the
tight from the loose and the passive from the aggressive."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from engine.bots import DIFFICULTIES, Bot, list_styles
from engine.bots.tendencies import tendencies
from engine.profile import load_profile
from engine.table import SeatInfo, Table

SESSIONS = 64  # 512 hands a style per game
GAP = 0.06  # every two styles differ by this much in VPIP or in raise rate
# the normal level with half its imagined deals, so that the sessions fit in a test's time
LEVEL = dataclasses.replace(DIFFICULTIES["normal"], evaluations=DIFFICULTIES["normal"].evaluations // 2)
ROCK, SHARK, MANIAC, STATION, REGULAR = (
    "tight_passive",
    "tight_aggressive",
    "loose_aggressive",
    "loose_passive",
    "balanced",
)


def figures(profile: str, sessions: int = SESSIONS) -> tuple[str, dict[str, dict[str, float]]]:
    """Each style's VPIP, raise rate and final-bet call rate over `sessions` sessions."""
    rules = load_profile(profile)
    styles = list_styles()
    counts = {style.id: [0, 0, 0, 0, 0] for style in styles}
    for seed in range(sessions):
        order = [styles[(seed + i) % len(styles)] for i in range(len(styles))]
        players = [Bot(style, LEVEL, seed * 10 + i) for i, style in enumerate(order)]
        table = Table(rules, [SeatInfo(f"CPU {i}", "bot", s.id) for i, s in enumerate(order)], 500 + seed)
        while not table.is_over:
            legal = table.legal_actions()
            table.apply(players[legal.seat].decide(table.view(legal.seat), legal))
        for style, seat in zip(order, tendencies(table.events, len(order)), strict=True):
            total = counts[style.id]
            for i, value in enumerate(
                (seat.hands, seat.voluntary, seat.aggressive, seat.final_calls, seat.final_faced)
            ):
                total[i] += value
    return rules.flow, {
        style: {"vpip": v / h, "raise": a / h, "final_call": c / max(1, f)}
        for style, (h, v, a, c, f) in counts.items()
    }


def too_close(seen: dict[str, dict[str, float]]) -> list[tuple[str, str]]:
    """The pairs of styles less than GAP apart in VPIP and in raise rate."""
    return [
        (a, b)
        for a, b in itertools.combinations(sorted(seen), 2)
        if all(abs(seen[a][figure] - seen[b][figure]) < GAP for figure in ("vpip", "raise"))
    ]


def test_too_close_finds_a_pair_close_in_both_figures_only():
    seen = {
        "a": {"vpip": 0.30, "raise": 0.30},
        "b": {"vpip": 0.35, "raise": 0.25},  # 5 points from a in both: too close
        "c": {"vpip": 0.36, "raise": 0.40},  # 6 points from a in VPIP, 15 in raises from b
    }
    assert too_close(seen) == [("a", "b")]


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball"])
def test_each_style_plays_inside_its_bands_apart_and_in_character(profile):
    flow, seen = figures(profile)
    for style in list_styles():
        for figure, value in seen[style.id].items():
            low, high = style.band(figure, flow)
            assert low <= value <= high, (style.id, figure, round(value, 3), (low, high))
    assert too_close(seen) == [], seen
    vpip = {style: figures_["vpip"] for style, figures_ in seen.items()}
    raises = {style: figures_["raise"] for style, figures_ in seen.items()}
    assert vpip[ROCK] < vpip[SHARK] < vpip[REGULAR] < min(vpip[STATION], vpip[MANIAC])
    assert raises[MANIAC] > raises[SHARK] > raises[REGULAR] > raises[ROCK] > raises[STATION]
    assert seen[STATION]["final_call"] > max(seen[SHARK]["final_call"], seen[REGULAR]["final_call"])


def test_a_few_sessions_tell_the_tight_from_the_loose_and_the_passive_from_the_aggressive():
    # 40 hands a style: only gaps of 25 points or more (a share's standard error is about 8)
    _, seen = figures("baseball", sessions=5)
    assert max(seen[ROCK]["vpip"], seen[SHARK]["vpip"]) < min(seen[STATION]["vpip"], seen[MANIAC]["vpip"])
    assert max(seen[ROCK]["raise"], seen[STATION]["raise"]) < min(seen[SHARK]["raise"], seen[MANIAC]["raise"])
