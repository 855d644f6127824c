"""CPU used while the table waits for the human: the real frame loop (`App.run`) runs for a few
seconds at the human's turn, and the process CPU time (every thread) is divided by the wall time.
Target: under 10% of one core. For comparison the same is measured with the loop held at its full
60 frames a second, as it ran before it learned to rest. `--fullscreen` fills the screen, as on the
TV: under `Xvfb :99 -screen 0 1920x1080x24` with `SDL_VIDEODRIVER=x11 DISPLAY=:99` every frame
shown is scaled to 1920x1080.

    python benchmarks/bench_idle.py [--seconds 3] [--runs 3] [--fullscreen]
"""

from __future__ import annotations

import argparse
import os
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

import pygame  # noqa: E402

from game.play.session import direct_setup  # noqa: E402
from game.screens.app import App  # noqa: E402
from game.screens.scenes.table import TableScene  # noqa: E402


class FullRateApp(App):
    """The loop as it was: never resting."""

    @property
    def idle(self) -> bool:
        return False


def share_of_a_core(app: App, seconds: float) -> float:
    """Run the real loop for `seconds` and return CPU seconds per wall second."""
    app.running = True
    stop = threading.Timer(seconds, setattr, (app, "running", False))  # the loop stops; the table stays
    wall, cpu = time.perf_counter(), time.process_time()
    stop.start()
    app.run()
    return (time.process_time() - cpu) / (time.perf_counter() - wall)


def waiting_table(app_class: type[App], fullscreen: bool) -> tuple[App, TableScene]:
    app = app_class()
    app.display.open(fullscreen)
    app.settings.away_after = 0.0  # the human stays away for as long as it takes
    scene = TableScene(app, direct_setup(app.settings, "baseball", 6, 5))
    app.stack.push(scene)
    for _ in range(20000):  # to the human's first turn, every card landed
        if scene.buttons is not None and scene.caught_up:
            break
        app.frame([], 0.05)
        if scene.host.thinking is not None:
            scene.host.thinking[1].result()
    assert scene.buttons is not None, "the human's turn never came"
    return app, scene


def measure(
    app_class: type[App], seconds: float, runs: int, fullscreen: bool
) -> tuple[list[float], tuple[int, int]]:
    """The shares of a core measured, and the size of the window they were shown in."""
    app, scene = waiting_table(app_class, fullscreen)
    shares = [share_of_a_core(app, seconds) for _ in range(runs)]
    assert scene.buttons is not None and app.stack.top is scene  # still waiting: nothing happened
    scene.leave()
    return shares, pygame.display.get_window_size()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="wall time per measurement")
    parser.add_argument("--runs", type=int, default=3, help="measurements; the median is printed")
    parser.add_argument("--fullscreen", action="store_true", help="the window fills the screen, as on a TV")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.runs < 1:
        parser.error("--seconds takes more than 0, --runs at least 1")
    pygame.init()
    resting, size = measure(App, args.seconds, args.runs, args.fullscreen)
    full, _ = measure(FullRateApp, args.seconds, args.runs, args.fullscreen)
    print(
        f"waiting for the human (6 players, baseball): median {100 * statistics.median(resting):.1f}% "
        f"of one core   (target < 10%; {args.runs} x {args.seconds:g} s, "
        f"SDL_VIDEODRIVER={os.environ['SDL_VIDEODRIVER']}, window {'x'.join(map(str, size))})"
    )
    print(f"the same at a full 60 frames a second: median {100 * statistics.median(full):.1f}% of one core")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
