"""A tiny retro synthesizer: square, triangle and noise voices with pitch slides and envelopes,
rendered in pure Python to raw samples in whatever format the mixer runs.

Voices are rendered at a low internal rate (about 11 kHz) and each sample is repeated to reach
the mixer's rate: cheap enough to build the whole sound bank at start-up, and the slight
grit is the 8-bit sound we want anyway.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterable
from dataclasses import dataclass, replace
from operator import add
from typing import Any

BASE_RATE = 11025


@dataclass(frozen=True)
class Note:
    """One voice: `wave` square/triangle/noise from `freq` sliding to `slide_to` (Hz) over `length`
    seconds, starting `at` seconds into the effect, at `volume` (0..1), with a fast attack and a
    linear decay over the whole note (`sustain` keeps it at full level for that share first)."""

    wave: str
    freq: float
    length: float
    at: float = 0.0
    volume: float = 0.5
    slide_to: float | None = None
    sustain: float = 0.3
    duty: float = 0.5  # square waves: the share of each period spent high


def note_sequence(
    wave: str, freqs: Iterable[float], step: float, volume: float = 0.5, start: float = 0.0, hold: float = 1.0
) -> list[Note]:
    """Notes one after the other, `step` seconds apart, each lasting `hold` x step."""
    return [Note(wave, f, step * hold, at=start + i * step, volume=volume) for i, f in enumerate(freqs)]


def render(notes: list[Note], rate: float = BASE_RATE, seed: int = 1) -> list[float]:
    """Mix the notes into one mono buffer of floats in -1..1."""
    end = max((n.at + n.length for n in notes), default=0.0)
    out = [0.0] * (int(end * rate) + 1)
    rng = random.Random(seed)  # the same noise every start
    for note in notes:
        _add(out, note, rate, rng)
    peak = max((abs(v) for v in out), default=0.0)
    if peak > 1.0:
        out = [v / peak for v in out]
    return out


def _add(out: list[float], note: Note, rate: float, rng: random.Random) -> None:
    start = int(note.at * rate)
    count = max(1, int(note.length * rate))
    phases = _phases(note, count, rate)
    volume = note.volume
    piece = [
        value * level * volume
        for value, level in zip(_wave(note, phases, rng), _envelope(note, count, rate), strict=True)
    ]
    end = min(len(out), start + count)
    if end > start:
        out[start:end] = map(add, out[start:end], piece[: end - start])


def _phases(note: Note, count: int, rate: float) -> list[float]:
    """The wave's phase (in periods) after each sample, the pitch sliding linearly over the note."""
    step = note.freq / rate
    if note.slide_to is None or note.slide_to == note.freq:
        return [i * step for i in range(1, count + 1)]
    slide = (note.slide_to - note.freq) / rate / count
    return [(i + 1) * step + slide * i * (i + 1) / 2 for i in range(count)]


def _wave(note: Note, phases: list[float], rng: random.Random) -> list[float]:
    if note.wave == "square":
        duty = note.duty
        return [1.0 if phase % 1.0 < duty else -1.0 for phase in phases]
    if note.wave == "triangle":
        return [4.0 * abs(phase % 1.0 - 0.5) - 1.0 for phase in phases]
    values: list[
        float
    ] = []  # noise: a new random level at each tick of the pitch, like a retro noise channel
    tick, value = -1, 0.0
    for phase in phases:
        if int(phase) != tick:
            tick, value = int(phase), rng.uniform(-1.0, 1.0)
        values.append(value)
    return values


def _envelope(note: Note, count: int, rate: float) -> list[float]:
    """A fast attack, full level for the `sustain` share of the note, then a linear fall to silence."""
    attack = max(1, int(0.004 * rate))
    hold = int(count * note.sustain)
    fall = max(1, count - hold)
    rise = [i / attack for i in range(min(attack, count))]
    flat = [1.0] * max(0, min(hold, count) - attack)
    decay = [1.0 - (i - hold) / fall for i in range(max(attack, hold), count)]
    return rise + flat + decay


def note_samples(note: Note, rate: float = BASE_RATE, seed: int = 1) -> list[float]:
    """One note alone, from its own start (its `at` ignored): a piece a longer tune places many times."""
    out = [0.0] * max(1, int(note.length * rate))
    _add(out, replace(note, at=0.0), rate, random.Random(seed))
    return out


def to_bytes(samples: list[float], mixer_format: int, channels: int, repeat: int) -> bytes:
    """Raw samples for `pygame.mixer.Sound(buffer=...)` in the format `mixer.get_init()` reports
    (signed or unsigned 8/16 bit, 32-bit integer or float, machine byte order), each value
    repeated `repeat` times (internal rate -> mixer rate) on every channel."""
    bits = abs(mixer_format) & 0xFF
    signed = mixer_format < 0
    scale: float
    if bits == 8:
        code, scale, offset = ("b", 127, 0) if signed else ("B", 127, 128)
    elif bits == 16:
        code, scale, offset = ("h", 32767, 0) if signed else ("H", 32767, 32768)
    elif bits == 32 and signed:
        code, scale, offset = ("i", 2147483647, 0)
    elif bits == 32:
        code, scale, offset = ("f", 1.0, 0)
    else:
        raise ValueError(f"unsupported mixer format {mixer_format}")
    values: array[Any] = array(code, samples if code == "f" else [int(v * scale) + offset for v in samples])
    copies = repeat * channels
    out: array[Any] = array(code, bytes(len(values) * copies * values.itemsize))
    for copy in range(copies):  # each value `copies` times in a row: strided slices, done in C
        out[copy::copies] = values
    return out.tobytes()  # machine byte order, as SDL's -16 is
