"""Engine speed: hands per second with 6 simple computer players (target: at least 1,000 for
Baseball and for Midnight Baseball), and with 6 hard computer players, whose decision time is shown.

Plays whole sessions the way `simulate` does (a view built for every decision) and prints the
median of several runs for Baseball and for Midnight Baseball (No Peek), by the wall clock and
by this process's CPU time (the fairer number when other work shares the machine). With the hard
players it also prints each decision's CPU time, median (p50) and p95 over every run of the game.

    python benchmarks/bench_engine.py [--runs 5] [--hands 400] [--bot-hands 30]
        [--evaluations N] [--hard-only]

`--evaluations` has the hard players score N hands an estimate instead of their own count
(engine.bots.difficulty), to see what a larger count would cost.

Issue 34's bar: hard deals out 3,000 an estimate within the decision time it took at 1,500 before
the speed work (Baseball p50 10.9 ms, Midnight 5.5 ms). Measured with `--hard-only` (5 runs of 30
hands, decision p50 / p95 in ms of processor time, on a busy shared machine), before (700c3c2)
and after the imagined deals' values, the No Peek totals and the stud reads (b5327f2; the same
deals and the same results, simulate histories byte-identical):
                        1,500 before   1,500 after    3,000 before   3,000 after
    baseball            8.6 / 12.5     5.6 / 6.7      15.3 / 21.8    11.0 / 14.1
    midnight-baseball   5.5 / 6.9      2.7 / 3.4       9.7 / 11.8     5.2 / 6.6
So Midnight meets it; Baseball is at its edge (11.0 against 10.9). Hard has dealt 3,000 since; on a
quiet machine (load under 2) it measured Baseball 9.9 / 12.0 and Midnight 4.6 / 5.7, and the simple
players Baseball 1,645 and Midnight 1,225 hands a second (medians of 5).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import math
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import difficulty, game_choice
from engine.profile import load_profile
from engine.simulate import play_session

GAMES = ("baseball", "midnight-baseball")


@contextlib.contextmanager
def timed_decisions(clock: list[float]) -> Iterator[None]:
    """Append each computer player's decision time (CPU seconds) to `clock` while inside: simulate
    asks every computer player through game_choice.decide."""
    decide = game_choice.decide

    def timed(player, view, legal):
        start = time.process_time()
        action = decide(player, view, legal)
        clock.append(time.process_time() - start)
        return action

    game_choice.decide = timed
    try:
        yield
    finally:
        game_choice.decide = decide


@contextlib.contextmanager
def hard_evaluations(evaluations: int | None) -> Iterator[None]:
    """Inside, the hard players score `evaluations` hands an estimate (None: their own count)."""
    hard = difficulty.DIFFICULTIES["hard"]
    if evaluations is not None:
        difficulty.DIFFICULTIES["hard"] = dataclasses.replace(hard, evaluations=evaluations)
    try:
        yield
    finally:
        difficulty.DIFFICULTIES["hard"] = hard


def hands_per_second(profile: str, hands: int, seed: int, **players) -> tuple[float, float]:
    """(hands per wall-clock second, hands per CPU second of this process), 6 players."""
    rules = dataclasses.replace(load_profile(profile), pots=hands)
    wall, cpu = time.perf_counter(), time.process_time()
    play_session(rules, 6, seed, **players)
    return hands / (time.perf_counter() - wall), hands / (time.process_time() - cpu)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hands", type=int, default=400, help="hands per run, simple players")
    parser.add_argument("--bot-hands", type=int, default=30, help="hands per run, hard players")
    parser.add_argument("--evaluations", type=int, help="hands the hard players score an estimate")
    parser.add_argument("--hard-only", action="store_true", help="only the hard players' runs")
    args = parser.parse_args()
    for profile in () if args.hard_only else GAMES:
        runs = [hands_per_second(profile, args.hands, seed, styles=["simple"]) for seed in range(args.runs)]
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        print(
            f"{profile:<18} 6 simple players: median {wall:,.0f} hands/s wall clock, "
            f"{cpu:,.0f} hands per CPU second"
        )
    for profile in GAMES:
        clock: list[float] = []
        with timed_decisions(clock), hard_evaluations(args.evaluations):
            runs = [
                hands_per_second(profile, args.bot_hands, seed, difficulty="hard")
                for seed in range(args.runs)
            ]
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        print(
            f"{profile:<18} 6 hard players: median {wall:,.1f} hands/s wall clock, "
            f"{cpu:,.1f} hands per CPU second; decision p50 {statistics.median(clock) * 1e3:.1f} ms, "
            f"p95 {percentile(clock, 0.95) * 1e3:.1f} ms ({len(clock)} decisions)"
        )


if __name__ == "__main__":
    main()
