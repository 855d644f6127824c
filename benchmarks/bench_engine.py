"""Engine speed: hands per second with 6 simple computer players (target: at least 1,000 for stud).

Plays whole sessions the way `simulate` does (a view built for every decision) and prints the
median of several runs for Baseball and for Midnight Baseball (No Peek), by the wall clock and
by this process's CPU time (the fairer number when other work shares the machine).

    python benchmarks/bench_engine.py [--runs 5] [--hands 400]
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.profile import load_profile
from engine.simulate import play_session


def hands_per_second(profile: str, players: int, hands: int, seed: int) -> tuple[float, float]:
    """(hands per wall-clock second, hands per CPU second of this process)."""
    rules = dataclasses.replace(load_profile(profile), pots=hands)
    wall, cpu = time.perf_counter(), time.process_time()
    play_session(rules, players, seed, styles=["simple"])
    return hands / (time.perf_counter() - wall), hands / (time.process_time() - cpu)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hands", type=int, default=400)
    args = parser.parse_args()
    for profile in ("baseball", "midnight-baseball"):
        runs = [hands_per_second(profile, 6, args.hands, seed) for seed in range(args.runs)]
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        print(
            f"{profile:<18} 6 simple players: median {wall:,.0f} hands/s wall clock, "
            f"{cpu:,.0f} hands per CPU second"
        )


if __name__ == "__main__":
    main()
