"""The music (game.platform.music): each loop's length, its loudness against the effects', the time
to render it (once, in a background thread from the second frame on), and the CPU while the title
waits for a button with its loop playing, beside the same with no music (measured as bench_idle.py
measures the waiting table: the real frame loop resting at 4 frames a second, every thread of the
process, the mixer's included). Prints medians.

    python benchmarks/bench_music.py [--runs 3] [--seconds 3]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
from bench_idle import share_of_a_core  # noqa: E402

from game.platform import music, sound, synth  # noqa: E402
from game.platform.score import render_loop  # noqa: E402
from game.platform.tunes import LOOPS  # noqa: E402
from game.screens import openers  # noqa: E402
from game.screens.app import App  # noqa: E402


def dbfs(samples: list[float]) -> float:
    return 20 * math.log10(math.sqrt(sum(value * value for value in samples) / len(samples)))


def render_ms(name: str, runs: int) -> tuple[float, list[float]]:
    """The median time to render a loop in the mixer's format, and the samples."""
    frequency, mixer_format, channels = pygame.mixer.get_init()
    repeat = max(1, round(frequency / synth.BASE_RATE))
    song, gains = LOOPS[name]
    times, samples = [], []
    for _ in range(runs):
        started = time.perf_counter()
        samples = render_loop(song, frequency / repeat, gains)
        synth.to_bytes(samples, mixer_format, channels, repeat)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), samples


def idle_shares(seconds: float, runs: int) -> tuple[list[float], list[float]]:
    """CPU shares while the title waits for a button: without music, then with its loop playing."""
    app = App()
    app.display.open(False)
    app.push(openers.title())
    app.frame([], 0.05)
    quiet = [share_of_a_core(app, seconds) for _ in range(runs)]
    jukebox = music.JUKEBOX
    jukebox.start(app.settings)
    deadline = time.monotonic() + 60
    while (jukebox.playing != "title" or len(jukebox.render_ms) < len(LOOPS)) and time.monotonic() < deadline:
        app.frame([], 0.05)  # until every loop is rendered: the thread is done
        time.sleep(0.02)
    assert jukebox.playing == "title" and jukebox.level > 0, "the title's loop never started"
    playing = [share_of_a_core(app, seconds) for _ in range(runs)]
    app.stack.close()
    return quiet, playing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="measurements; the median is printed")
    parser.add_argument("--seconds", type=float, default=3.0, help="wall time per CPU measurement")
    args = parser.parse_args(argv)
    if args.seconds <= 0 or args.runs < 1:
        parser.error("--seconds takes more than 0, --runs at least 1")
    pygame.init()
    pygame.mixer.init()
    effects = statistics.median(dbfs(synth.render(notes)) for notes in sound.RECIPES.values())
    print(f"mixer {pygame.mixer.get_init()}; the effects' middle loudness {effects:.1f} dBFS")
    for name in LOOPS:
        milliseconds, samples = render_ms(name, args.runs)
        seconds = len(samples) / (
            pygame.mixer.get_init()[0] / round(pygame.mixer.get_init()[0] / synth.BASE_RATE)
        )
        print(
            f"loop {name}: {seconds:.1f} s, {dbfs(samples):.1f} dBFS ({dbfs(samples) - effects:+.1f} dB against "
            f"the effects, at full MUSIC volume), render median {milliseconds:.0f} ms"
        )
    quiet, playing = idle_shares(args.seconds, args.runs)
    print(
        f"title waiting for a button, with music: median {100 * statistics.median(playing):.1f}% of one core, without "
        f"{100 * statistics.median(quiet):.1f}%   ({args.runs} x {args.seconds:g} s, "
        f"SDL_AUDIODRIVER={os.environ['SDL_AUDIODRIVER']})"
    )
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
