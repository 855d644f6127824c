"""Computer players: decision time, how each style plays, and strength with a 95% interval.

    python benchmarks/bench_bots.py [--quick] [--only time,styles,strength]

- time: every decision of normal-difficulty bots over whole sessions (Baseball and Midnight
  Baseball, 4 and 6 seats): median and p95 in ms. Target: p95 under 50 ms.
  (time-hard, not run by default: the same for hard.)
- styles: each style at a five-seat table of all styles (normal): VPIP (hands it voluntarily put
  money in) and raise rate (hands it bet, raised or completed).
- strength: normal and hard (balanced style) against a random-legal player, an always-call player
  and an easy bot, four seats alternating candidate / opponent, on Baseball and Midnight Baseball,
  duplicate decks: units won per hand per candidate seat, with a 95% confidence interval.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import list_styles, make_bot
from engine.bots.baselines import CallingPlayer, RandomPlayer
from engine.bots.tendencies import tendencies
from engine.profile import load_profile
from engine.table import SeatInfo, Table

PROFILES = ("baseball", "midnight-baseball")


def play(rules, players, seed, clock=None):
    """One session; with `clock` (a list), each decision's time in seconds is appended to it."""
    table = Table(rules, [SeatInfo(f"P{i}", "bot", "bench") for i in range(len(players))], seed)
    while not table.is_over:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        start = time.perf_counter()
        action = players[legal.seat].decide(view, legal)
        if clock is not None:
            clock.append(time.perf_counter() - start)
        table.apply(action)
    return table


def bench_time(sessions: int, difficulty: str) -> None:
    print(f"decision time, {difficulty} difficulty (all styles seated):")
    styles = [style.id for style in list_styles()]
    everything = []
    for profile in PROFILES:
        rules = load_profile(profile)
        for seats in (4, 6):
            clock: list[float] = []
            for seed in range(sessions):
                players = [
                    make_bot(styles[(seed + i) % len(styles)], difficulty, seed * 10 + i)
                    for i in range(seats)
                ]
                play(rules, players, seed, clock)
            everything += clock
            print(f"  {profile:<18} {seats} seats: {_ms(clock)}")
    print(f"  all: {_ms(everything)}")


def _ms(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return (
        f"{len(ordered)} decisions, median {statistics.median(ordered) * 1e3:.1f} ms, p95 {p95 * 1e3:.1f} ms"
    )


def bench_styles(sessions: int) -> None:
    styles = list_styles()
    for profile in PROFILES:
        rules = load_profile(profile)
        totals = {style.id: [0, 0, 0] for style in styles}
        for seed in range(sessions):
            order = [styles[(seed + i) % len(styles)] for i in range(len(styles))]  # every seat in turn
            players = [make_bot(style.id, "normal", seed * 10 + i) for i, style in enumerate(order)]
            table = play(rules, players, seed)
            for style, tendency in zip(order, tendencies(table.events, len(order)), strict=False):
                counts = totals[style.id]
                counts[0] += tendency.hands
                counts[1] += tendency.voluntary
                counts[2] += tendency.aggressive
        print(f"styles on {profile} (5 seats, normal, {totals[styles[0].id][0]} hands each):")
        for style in styles:
            hands, voluntary, aggressive = totals[style.id]
            print(
                f"  {style.id:<17} {style.name:<8} VPIP {voluntary / hands:5.1%}   raise {aggressive / hands:5.1%}"
                f"   (raises in {aggressive / max(1, voluntary):5.1%} of the hands it plays)"
            )


OPPONENTS = {
    "random-legal": RandomPlayer,
    "always-call": CallingPlayer,
    "easy": lambda seed: make_bot("balanced", "easy", seed),
    "normal": lambda seed: make_bot("balanced", "normal", seed),  # for hard: not in the default run
}


def bench_strength(hands: int, profiles, candidates, opponents) -> None:
    """Duplicate format: each seed is played twice with the same decks, candidates on seats 0 and 2,
    then on seats 1 and 3, so the luck of the cards mostly cancels; a sample is one hand of both."""
    print("strength: units won per hand per candidate seat (balanced style), 4 seats, duplicate decks")
    for profile in profiles:
        rules = load_profile(profile)
        sessions = max(2, hands // rules.pots)
        for candidate in candidates:
            for name in opponents:
                opponent = OPPONENTS[name]
                start = time.perf_counter()
                results = []
                for seed in range(sessions):
                    both = []
                    for first in (0, 1):
                        players = [
                            make_bot("balanced", candidate, seed * 10 + i)
                            if i % 2 == first
                            else opponent(seed * 10 + i)
                            for i in range(4)
                        ]
                        table = play(rules, players, 50_000 + seed)
                        both.append(_per_hand(table, (first, first + 2)))
                    results += [(a + b) / 2 for a, b in zip(*both, strict=False)]
                mean = statistics.fmean(results)
                half = 1.96 * statistics.stdev(results) / math.sqrt(len(results))
                verdict = "wins" if mean - half > 0 else "not shown"
                print(
                    f"  {profile:<18} {candidate:<6} vs {name:<12} {mean:+.2f} ± {half:.2f} "
                    f"({len(results)} duplicate hands, {time.perf_counter() - start:.0f} s: {verdict})",
                    flush=True,
                )


def _per_hand(table, seats) -> list[float]:
    """Each hand's net result of `seats`, averaged over those seats."""
    results = []
    before = [0] * table.n
    for event in table.events:
        if event.type == "hand_end":
            results.append(sum(float(event.balances[s] - before[s]) for s in seats) / len(seats))
            before = list(event.balances)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run to try the script")
    parser.add_argument("--only", default="time,styles,strength", help="comma-separated parts to run")
    parser.add_argument("--profiles", default=",".join(PROFILES), help="strength: profiles to play")
    parser.add_argument("--candidates", default="normal,hard", help="strength: difficulties to measure")
    parser.add_argument(
        "--opponents",
        default="random-legal,always-call,easy",
        help=f"strength: opponents to face (from {', '.join(OPPONENTS)})",
    )
    parser.add_argument("--hands", type=int, default=400, help="strength: duplicate hands per match-up")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    quick = args.quick
    if "time" in parts:
        bench_time(2 if quick else 6, "normal")
    if "time-hard" in parts:
        bench_time(2 if quick else 3, "hard")
    if "styles" in parts:
        bench_styles(4 if quick else 40)
    if "strength" in parts:
        bench_strength(
            40 if quick else args.hands,
            args.profiles.split(","),
            args.candidates.split(","),
            args.opponents.split(","),
        )


if __name__ == "__main__":
    main()
