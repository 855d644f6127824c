"""Frame time at the busiest moment, and time from start to the first title frame.

Busiest moment: a 6-player table dealing, antes flying into the pot and cards flying to seats.
For every frame in which cards or chips are moving, update + draw time is measured (the
present/flip is the GPU's or SDL's job and is reported apart). Budget: 16.7 ms at 60 Hz;
target median <= 4 ms. First frame: a fresh `python` process running the real start-up
(settings, sound bank, window) from launch until the title has been drawn and shown; target <= 1 s.

    python benchmarks/bench_frame.py [--seeds 6] [--think-seconds 6] [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# The real start (`game.screens.app.main`: settings, sound bank, window, title), with the frame loop
# replaced by one frame that reports and quits.
FIRST_FRAME_CHILD = """
import sys
sys.path.insert(0, {root!r})
import game.screens.app

def one_frame(app):
    app.frame([], 0.0)
    app.display.present()
    print("first-frame", flush=True)

game.screens.app.App.run = one_frame
game.screens.app.main(["--windowed"])
"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def busiest_frames(seeds=range(6)) -> tuple[list[float], list[float]]:
    import warnings

    import pygame

    from game.play.session import direct_setup
    from game.screens.app import App
    from game.screens.scenes.table import TableScene

    warnings.simplefilter("ignore")
    pygame.init()
    app = App()
    app.display.open(False)
    work, present = [], []
    for seed in seeds:
        scene = TableScene(app, direct_setup(app.settings, "baseball", 6, seed))
        app.stack.reset(scene)
        app.stack.apply_requests()
        for _ in range(240):  # the first four seconds: antes, then the first street's 18 cards
            moving = scene.model.chips or any(
                c.flight < 1 or c.turning for s in scene.model.seats for c in s.cards
            )
            start = time.perf_counter()
            app.frame([], 1 / 60)
            middle = time.perf_counter()
            app.display.present()
            end = time.perf_counter()
            if moving:
                work.append((middle - start) * 1000)
                present.append((end - middle) * 1000)
        scene.leave()
    return work, present


def thinking_intervals(seconds: float = 6.0) -> list[float]:
    """Real-time frames (paced to 60 Hz, as App.run does) while hard computer players think in their
    worker thread: the interval between frames, in ms."""
    import pygame

    from game.platform.input import Button, Input
    from game.play.session import direct_setup
    from game.screens.app import App
    from game.screens.scenes.table import TableScene

    sys.setswitchinterval(0.001)  # as App.run
    app = App()
    app.settings.default_difficulty = "hard"
    app.settings.animation_speed = 4.0  # reach the betting sooner
    scene = TableScene(app, direct_setup(app.settings, "baseball", 6, 5))
    app.stack.reset(scene)
    intervals = []
    last = time.perf_counter()
    end = last + seconds
    while time.perf_counter() < end:
        now = time.perf_counter()
        if scene.host.thinking is not None:
            intervals.append((now - last) * 1000)
        app.frame([], now - last)
        last = now
        if scene.buttons is not None:
            scene.handle(Input("button", Button.CONFIRM))
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - now)))
    scene.leave()
    pygame.event.clear()
    return intervals


def first_frame_seconds(runs: int = 5) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-c", FIRST_FRAME_CHILD.format(root=str(ROOT))],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        for line in child.stdout:
            if line.startswith("first-frame"):
                times.append(time.perf_counter() - start)
                break
        child.wait()
    return times


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=6, help="tables dealt for the busiest frames")
    parser.add_argument("--think-seconds", type=float, default=6.0, help="real time watched while bots think")
    parser.add_argument("--runs", type=int, default=5, help="fresh starts timed to the first title frame")
    args = parser.parse_args(argv)
    if min(args.seeds, args.runs) < 1 or args.think_seconds <= 0:
        parser.error("--seeds and --runs take at least 1, --think-seconds more than 0")
    work, present = busiest_frames(range(args.seeds))
    print(f"busiest frames measured: {len(work)} (6 players, cards dealing, chips moving)")
    print(
        f"update+draw  median {statistics.median(work):.2f} ms   p95 {percentile(work, 0.95):.2f} ms"
        f"   (budget 16.7 ms at 60 Hz, target median <= 4 ms)"
    )
    print(
        f"present      median {statistics.median(present):.2f} ms   p95 {percentile(present, 0.95):.2f} ms"
        f"   (SDL_VIDEODRIVER={os.environ['SDL_VIDEODRIVER']})"
    )
    intervals = thinking_intervals(args.think_seconds)
    if intervals:
        print(
            f"frame interval while hard computer players think: median {statistics.median(intervals):.1f} ms"
            f"   p95 {percentile(intervals, 0.95):.1f} ms   ({len(intervals)} frames, 16.7 ms is on time)"
        )
    else:  # the deal took the whole time
        print(
            f"frame interval while hard computer players think: none thinking in {args.think_seconds:g} s"
            f" (give --think-seconds more)"
        )
    first = first_frame_seconds(args.runs)
    print(
        f"start to first title frame: median {statistics.median(first):.2f} s  max {max(first):.2f} s"
        f"   (target <= 1 s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
