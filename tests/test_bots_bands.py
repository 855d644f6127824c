"""Five believable characters: over simulated sessions at a five-seat table of every style (normal
level with half its samples, seats rotating, 512 hands a style), each style's VPIP, raise rate and
final-bet call rate fall inside the bands it declares for the game's flow, and the characters keep
their order (issue 25): in VPIP the Rock < the Shark < the Regular < the Maniac and the Station; in
raises the Maniac > the Shark > the Regular > the Rock and the Station. The Shark is choosier than
the Regular and raises more; the Station calls final bets more than the Shark and the Regular.
(tests/test_bots_styles.py checks that the bands themselves are in that order.)"""

from __future__ import annotations

import dataclasses

import pytest

from engine.bots import DIFFICULTIES, Bot, list_styles
from engine.bots.tendencies import tendencies
from engine.profile import load_profile
from engine.table import SeatInfo, Table

SESSIONS = 64  # 512 hands a style per game
# the normal level with half its imagined deals, so that the sessions fit in a test's time
LEVEL = dataclasses.replace(DIFFICULTIES["normal"], evaluations=DIFFICULTIES["normal"].evaluations // 2)


def figures(profile):
    rules = load_profile(profile)
    styles = list_styles()
    counts = {style.id: [0, 0, 0, 0, 0] for style in styles}
    for seed in range(SESSIONS):
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


@pytest.mark.slow
@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball"])
def test_each_style_plays_inside_its_bands_and_in_character(profile):
    flow, seen = figures(profile)
    for style in list_styles():
        for figure, value in seen[style.id].items():
            low, high = style.band(figure, flow)
            assert low <= value <= high, (style.id, figure, round(value, 3), (low, high))
    rock, shark, maniac, station, regular = (
        seen[s]
        for s in ("tight_passive", "tight_aggressive", "loose_aggressive", "loose_passive", "balanced")
    )
    assert rock["vpip"] < shark["vpip"] < regular["vpip"] < min(station["vpip"], maniac["vpip"])
    assert maniac["raise"] > shark["raise"] > regular["raise"] > max(rock["raise"], station["raise"])
    assert station["final_call"] > max(shark["final_call"], regular["final_call"])
