"""The music's loop point, listened to. Each loop plays as the game plays it (game.platform.music's
jukebox on the real mixer, at the default MUSIC volume) into SDL's disk audio driver, which writes to a
file what the mixer sends the speakers, until a second past the loop point; then the music stops and
the chime of a party player's turn plays alone, at the default EFFECTS volume. The recording (16-bit
stereo, read with the array module) is measured across the loop point:

- same: the largest difference, in steps of the 16-bit scale, within half a second of the loop point
  between what was played and the loop as rendered, at the volume the mixer applied (gain);
- drift: where the second time round starts, in samples from one loop's length after the first;
- click: the largest step between two samples at the loop point, beside the music's own steps in the
  second around it (their 99th percentile and largest);
- gap: the longest rest (under -60 dBFS of the music's full level) over the loop point, beside the
  longest anywhere else in the part recorded after the fade in;
- level: the loudness of the bar after the loop point against the bar before, beside the same at
  every other bar line recorded after the fade in;
- the chime's loudness over the music's, and over the music ducked under an effect (music.DUCK).

The disk driver writes at the speakers' pace; `--disk-delay MS` (SDL_DISKAUDIODELAY: milliseconds it
waits between buffers, about 11 at 44.1 kHz) writes the same samples faster, only the fades (timed by
the clock, not by the samples) last longer in the recording. The loops record side by side.

    python benchmarks/bench_music_seam.py [--loops title,table,lobby,calm] [--disk-delay MS]
"""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import tempfile
import time
from array import array
from collections.abc import Callable
from pathlib import Path
from subprocess import PIPE

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.platform import music, sound, synth  # noqa: E402
from game.platform.score import STEPS, render_loop  # noqa: E402
from game.platform.tunes import LOOPS  # noqa: E402
from game.store.settings import Settings  # noqa: E402

CHIME = "your_turn"
FLOOR = 0.001  # -60 dBFS of the music's full level: a rest
FRAME_BYTES = 4  # a 16-bit stereo frame
WINDOW = 1024  # samples matched to find where a loop starts


# ----- the child: one loop played as the game plays it, into the disk driver's file


def record(name: str, path: str) -> None:
    pygame.init()
    settings = Settings()
    sound.init(settings)
    jukebox, init = music.JUKEBOX, pygame.mixer.get_init()
    if init is None or not jukebox.start(settings):
        raise SystemExit("no mixer")
    frequency, size, channels = init
    if (size, channels) != (-16, 2):
        raise SystemExit(f"the mixer runs {size} bits, {channels} channels: this reads 16-bit stereo only")
    jukebox.want(name)
    play_until(jukebox, lambda: jukebox.playing == name)
    song = LOOPS[name][0]  # played to a bar and a second past its loop point, before the fade out
    past_the_loop_point = (
        os.path.getsize(path) + (song.seconds + STEPS * song.step_seconds + 1) * frequency * FRAME_BYTES
    )
    play_until(jukebox, lambda: os.path.getsize(path) >= past_the_loop_point)
    jukebox.want(None)
    faded = time.monotonic() + music.FADE_MS / 1000 + 0.5
    play_until(jukebox, lambda: time.monotonic() > faded)
    sound.play(CHIME)
    rung = time.monotonic() + 1.5
    play_until(jukebox, lambda: time.monotonic() > rung)
    print(frequency)
    pygame.quit()


def play_until(jukebox: music.Jukebox, done: Callable[[], bool], limit: float = 300) -> None:
    """The game's frames (60 a second) for the jukebox, until `done`."""
    last = started = time.monotonic()
    while not done():
        if time.monotonic() - started > limit:
            raise SystemExit("the recording stalled")
        time.sleep(1 / 60)
        now = time.monotonic()
        jukebox.update(now - last)
        last = now


# ----- the parent: the recordings read


def rendered(name: str, frequency: int) -> tuple[array[int], int]:
    """The loop as the jukebox hands it to the mixer (one channel), and its samples a bar."""
    song, gains = LOOPS[name]
    repeat = max(1, round(frequency / synth.BASE_RATE))
    loop: array[int] = array(
        "h", synth.to_bytes(render_loop(song, frequency / repeat, gains), -16, 1, repeat)
    )
    return loop, round(STEPS * song.step_seconds * frequency)


def fit(played: array[int], loop: array[int], start: int, at: int, count: int) -> tuple[float, float]:
    """The gain that best makes `count` played samples from `at` the loop begun at `start`, and the
    share of their power it leaves unexplained (0: the loop exactly, 1: nothing like it)."""
    size = len(loop)
    pairs = [(played[i], loop[(i - start) % size]) for i in range(at, at + count)]
    gain = sum(p * e for p, e in pairs) / (sum(e * e for _, e in pairs) or 1)
    return gain, sum((p - gain * e) ** 2 for p, e in pairs) / (sum(p * p for p, _ in pairs) or 1)


def loop_start(played: array[int], loop: array[int], first: int, at: int, repeat: int) -> int:
    """Where the loop begun near sample `first` must have started for the played samples from `at` on
    (from the first stretch of them that is not a rest) to be it: every start up to its quiet opening
    (and a buffer) early, a synthesizer's sample (`repeat` of the mixer's) apart, then each around the best."""
    at = next(i for i in range(at, len(played), WINDOW) if rms(played[i : i + WINDOW]) > 100)
    opening = next(i for i, value in enumerate(loop) if value)
    coarse = min(
        range(max(0, first - opening - 4096), first + 1, repeat),
        key=lambda start: fit(played, loop, start, at, WINDOW)[1],
    )
    return min(
        range(coarse - repeat, coarse + repeat + 1),
        key=lambda start: fit(played, loop, start, at, 4 * WINDOW)[1],
    )


def quiet_runs(samples: array[int], floor: float) -> list[tuple[int, int]]:
    """Each run of samples at most `floor` from zero, as (first index, length)."""
    runs, length = [], 0
    for index, value in enumerate(samples):
        if abs(value) <= floor:
            length += 1
        elif length:
            runs.append((index - length, length))
            length = 0
    return [*runs, (len(samples) - length, length)] if length else runs


def rms(samples: array[int]) -> float:
    return math.sqrt(sum(value * value for value in samples) / max(1, len(samples)))


def db(ratio: float) -> float:
    return 20 * math.log10(max(ratio, 1e-9))


def measure(name: str, played: array[int], frequency: int) -> list[str]:
    """The lines printed for one loop's recording (one channel of it)."""
    loop, bar = rendered(name, frequency)
    size, half = len(loop), frequency // 2
    first = next(i for i, value in enumerate(played) if value)
    repeat = max(1, round(frequency / synth.BASE_RATE))
    start = loop_start(played, loop, first, first + frequency // 5, repeat)
    seam = loop_start(played, loop, first + size, first + size + frequency // 5, repeat)
    gain = round(fit(played, loop, seam, seam, frequency)[0] * 128) / 128  # SDL_mixer's volume: 128ths
    same = max(abs(played[i] - gain * loop[(i - seam) % size]) for i in range(seam - half, seam + half))
    # the fade in is over where the played samples are the loop at its gain to the loop point
    apart = (i for i in range(start, seam) if abs(played[i] - gain * loop[(i - start) % size]) > 1)
    faded_in = 1 + max(apart, default=start - 1)
    if seam - faded_in < 2 * bar:
        raise SystemExit(
            f"{name}: what was played is not the loop as rendered ({same:.0f} apart at the loop point)"
        )
    steps = [abs(played[i + 1] - played[i]) for i in range(seam - half, seam + half)]
    at_seam = max(abs(played[i + 1] - played[i]) for i in range(seam - 4, seam + 4))
    floor = FLOOR * 32767 * gain
    runs = quiet_runs(played[faded_in : seam + half], floor)
    over = [length for index, length in runs if index <= seam - faded_in <= index + length]
    other = [length for index, length in runs if not index <= seam - faded_in <= index + length]
    lines = range(start + bar, seam + 1 - bar, bar)
    jumps = [jumps_at(played, line, bar) for line in lines if line > faded_in + bar]
    music_level = rms(played[faded_in:seam])
    chime = chime_level(played, frequency)
    return [
        f"loop {name}: {size / frequency:.2f} s, recorded {len(played) / frequency:.1f} s, "
        f"{(seam - faded_in) / frequency:.1f} s after the fade in; gain {gain:.3f}",
        f"  same: {same:.1f} within 0.5 s of the loop point; drift {seam - start - size} samples",
        f"  click: step {at_seam} at the loop point, the music's own around it p99 "
        f"{sorted(steps)[99 * len(steps) // 100]} max {max(steps)}",
        f"  gap: {1000 * max(over, default=0) / frequency:.0f} ms at rest over the loop point, at most "
        f"{1000 * max(other, default=0) / frequency:.0f} ms anywhere else",
        f"  level: {jumps_at(played, seam, bar):+.1f} dB bar to bar at the loop point, "
        f"{min(jumps):+.1f} to {max(jumps):+.1f} dB at the other {len(jumps)} bar lines",
        f"  {CHIME}: {db(chime / 32768):.1f} dBFS, {db(chime / music_level):+.1f} dB over the music "
        f"({db(music_level / 32768):.1f} dBFS), {db(chime / (music_level * music.DUCK)):+.1f} dB over it ducked",
    ]


def jumps_at(played: array[int], line: int, bar: int) -> float:
    """The loudness of the bar after `line` against the bar before, in dB."""
    return db(rms(played[line : line + bar]) / rms(played[line - bar : line]))


def chime_level(played: array[int], frequency: int) -> float:
    """The loudness of the chime, the last sound recorded (after a tenth of a second of silence), over
    its own length."""
    index, quiet = max(i for i, value in enumerate(played) if value), 0
    while quiet < frequency // 10:
        index -= 1
        quiet = quiet + 1 if played[index] == 0 else 0
    onset = index + quiet
    repeat = max(1, round(frequency / synth.BASE_RATE))
    length = len(synth.render(sound.RECIPES[CHIME], frequency / repeat)) * repeat
    return rms(played[onset : onset + length])


def read(path: Path) -> array[int]:
    frames: array[int] = array("h", path.read_bytes())
    left, right = frames[0::2], frames[1::2]
    if left != right:
        raise SystemExit("the channels differ: the music is mono, played on both")
    return left


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loops", default=",".join(LOOPS), help="the loops to record, by name")
    parser.add_argument("--disk-delay", type=int, help="SDL_DISKAUDIODELAY: milliseconds between buffers")
    parser.add_argument("--record", nargs=2, metavar=("LOOP", "FILE"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.record:
        record(*args.record)
        return 0
    names = args.loops.split(",")
    if not set(names) <= set(LOOPS):
        parser.error(f"--loops takes some of {', '.join(LOOPS)}")
    with tempfile.TemporaryDirectory() as folder:
        children = {}
        for name in names:
            path = Path(folder) / f"{name}.raw"
            env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(path))
            if args.disk_delay is not None:
                env["SDL_DISKAUDIODELAY"] = str(args.disk_delay)
            command = [sys.executable, __file__, "--record", name, str(path)]
            children[name] = (path, subprocess.Popen(command, env=env, stdout=PIPE, stderr=PIPE, text=True))
        for name, (path, child) in children.items():
            out, errors = child.communicate()  # SDL warns on stderr that it writes to a file
            if child.returncode:
                raise SystemExit(f"recording {name} failed ({child.returncode}): {errors[-2000:]}")
            print("\n".join(measure(name, read(path), int(out.split()[-1]))), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
