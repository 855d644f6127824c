"""The coach's figure (game.felt.coach_estimate): its cost, its noise, and the frames while it works.

- cost: processor time of one estimate at the coach's DEALS, median and p95, over the seat's
  decisions of Baseball, Night and Midnight Baseball at four seats and their most (5 or 6). It runs in the coach's
  worker thread; target p95 at most 100 ms (the panel says THINKING... till it is in).
- noise: each decision's spot estimated from 8 seeds: the standard deviation of the figure, in
  points, median and max, at DEALS and at the hard players' count the coach used before.
- frames: real-time frames at a six-seat table (paced to 60 Hz, as App.run does) while the coach's
  worker estimates without a pause: the interval between frames; 16.7 ms is on time.

    python benchmarks/bench_coach.py [--tables 3] [--decisions 6] [--seconds 4]

Measured on two cores shared with other work (load average 10): cost median 39 ms, p95 55 ms;
noise at DEALS median 0.56, max 0.95 points (the hard players' count: median 1.37, max 2.73);
frames with no estimate median 18.7 ms, p95 42.7; while the coach estimates without a pause
median 23.7 ms, p95 61.2 (the worker shares the interpreter's lock: a figure's 40 ms slows a frame
or two by a few ms, never holds one up for the estimate's length).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench_frame import percentile  # noqa: E402

from engine.actions import Action  # noqa: E402
from engine.bots import reading  # noqa: E402
from engine.bots.difficulty import DIFFICULTIES  # noqa: E402
from engine.bots.equity import equity  # noqa: E402
from engine.profile import load_profile  # noqa: E402
from engine.table import SeatInfo, Table  # noqa: E402
from engine.view import SeatView  # noqa: E402
from game.felt.coach_estimate import DEALS, estimate  # noqa: E402

NAMES = ("You", "Babe", "Casey", "Satchel", "Yogi", "Dizzy")
CALM = ("check", "call", "turn", "decline", "pay", "bring_in")  # nobody folds: every street comes


def spots(tables: int, decisions: int) -> list[SeatView]:
    """Seat 0's views at its first `decisions` of each table's first pot, everyone calm."""
    views = []
    for profile in ("baseball", "night-baseball", "midnight-baseball"):
        for seed in range(tables):
            for players in (4, 5 if profile == "night-baseball" else 6):
                seats = [SeatInfo(NAMES[0], "human", "human")] + [SeatInfo(n) for n in NAMES[1:players]]
                table, taken = Table(load_profile(profile), seats, seed), 0
                while taken < decisions and table.hand.number == 1:
                    legal = table.legal_actions()
                    if legal is None or table.is_over:
                        break
                    if legal.seat == 0:
                        views.append(table.view(0))
                        taken += 1
                    table.apply(Action(legal.seat, next(kind for kind in CALM if kind in legal.kinds)))
    return views


def cost(views: list[SeatView]) -> list[float]:
    times = []
    for view in views:
        start = time.process_time()
        estimate(view)
        times.append((time.process_time() - start) * 1000)
    return times


def noise(views: list[SeatView], deals_of) -> list[float]:
    deviations = []
    for view in views:
        situation = reading.situation(view)
        deals = deals_of(len(view.live))
        figures = [100 * equity(situation, deals, random.Random(seed)) for seed in range(8)]
        deviations.append(statistics.pstdev(figures))
    return deviations


def frames_while_estimating(views: list[SeatView], seconds: float) -> list[float]:
    """The intervals between frames while a thread estimates `views` over and over (none: idle)."""
    import pygame

    from game.play.session import direct_setup
    from game.screens.app import App
    from game.screens.table_scene import TableScene

    sys.setswitchinterval(0.001)  # as App.run
    pygame.init()
    app = App()
    app.display.open(False)
    scene = TableScene(app, direct_setup(app.settings, "baseball", 6, 5))
    app.stack.reset(scene)
    done = threading.Event()

    def work() -> None:
        while not done.is_set():
            for view in views:
                estimate(view)

    worker = threading.Thread(target=work, daemon=True)
    if views:
        worker.start()
    intervals = []
    last = time.perf_counter()
    end = last + seconds
    while time.perf_counter() < end:
        now = time.perf_counter()
        intervals.append((now - last) * 1000)
        app.frame([], now - last)
        last = now
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - now)))
    done.set()
    if views:
        worker.join()
    scene.leave()
    pygame.event.clear()
    return intervals[1:]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=3, help="tables dealt per game and seat count")
    parser.add_argument("--decisions", type=int, default=6, help="seat 0's decisions taken per table")
    parser.add_argument("--seconds", type=float, default=4.0, help="real time of frames watched")
    args = parser.parse_args(argv)
    if args.tables < 1 or args.decisions < 1 or args.seconds <= 0:
        parser.error("--tables and --decisions take at least 1, --seconds more than 0")
    views = spots(args.tables, args.decisions)
    times = cost(views)
    print(
        f"cost ({len(views)} spots, {DEALS} deals): median {statistics.median(times):.1f} ms"
        f"   p95 {percentile(times, 0.95):.1f} ms   (target p95 <= 100 ms)"
    )
    hard = DIFFICULTIES["hard"].samples
    for name, deals_of in (("DEALS", lambda seats: DEALS), ("the hard players' count", hard)):
        spread = noise(views, deals_of)
        print(f"noise at {name}: median {statistics.median(spread):.2f}   max {max(spread):.2f} points")
    for name, estimating in (("with no estimate", []), ("while the coach estimates", views)):
        intervals = frames_while_estimating(estimating, args.seconds)
        print(
            f"frames {name}: median {statistics.median(intervals):.1f} ms"
            f"   p95 {percentile(intervals, 0.95):.1f} ms   ({len(intervals)} frames, 16.7 ms is on time)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
