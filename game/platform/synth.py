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
from dataclasses import dataclass

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
    f0 = note.freq
    f1 = note.slide_to if note.slide_to is not None else f0
    attack = max(1, int(0.004 * rate))
    hold = int(count * note.sustain)
    phase = 0.0
    noise_value, noise_phase = 0.0, 1.0
    for i in range(count):
        t = i / count
        freq = f0 + (f1 - f0) * t
        phase += freq / rate
        if note.wave == "square":
            value = 1.0 if (phase % 1.0) < note.duty else -1.0
        elif note.wave == "triangle":
            value = 4.0 * abs((phase % 1.0) - 0.5) - 1.0
        else:  # noise: a new random level at each tick of `freq`, like a retro noise channel
            noise_phase += freq / rate
            if noise_phase >= 1.0:
                noise_phase %= 1.0
                noise_value = rng.uniform(-1.0, 1.0)
            value = noise_value
        if i < attack:
            level = i / attack
        elif i < hold:
            level = 1.0
        else:
            level = 1.0 - (i - hold) / max(1, count - hold)
        index = start + i
        if index < len(out):
            out[index] += value * level * note.volume


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
    if code == "f":
        values = samples
    else:
        values = [int(v * scale) + offset for v in samples]
    copies = repeat * channels
    return array(
        code, [v for v in values for _ in range(copies)]
    ).tobytes()  # machine byte order, as SDL's -16 is
