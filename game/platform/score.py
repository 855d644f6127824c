"""Chiptune loops written the way a tracker writes them, and rendered to samples by the synthesizer
(game.platform.synth): the music is made like the effects, with no audio file anywhere.

A song is a tempo and a few voices (a lead, a bass, the drums), each a row of bars; a bar is sixteen
steps (sixteenth notes) written as words: a note (`C5`, `F#4`, `Bb3`), `-` holding the note before
for one more step, `.` a rest. A bass may be written in degrees of the bar's chord instead (`1`
its root, `3` its third, `5`, `6`, `7`, `8` the octave), so one bass bar serves every chord. The
drums name their kit pieces (`k` kick, `s` snare, `h` hat, `o` open hat, `r` rim, `c` clap), two at
once joined by `+`.

`render_loop` mixes a whole song into one buffer that loops without a seam: a note still sounding
at the end of the last bar goes on at the start of the first (the buffer is a circle), so the
first sample follows the last as any sample follows the one before it. Each distinct note is
synthesized once and placed as often as it is played, which keeps a 40-second loop to a few
hundred milliseconds of pure Python.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from operator import add

from game.platform.synth import BASE_RATE, Note, note_samples

STEPS = 16  # steps in a bar: sixteenth notes of 4/4
HOLD, REST = "-", "."
_NOTE = re.compile(r"([A-G])([#b]?)(\d)")
_CHORD = re.compile(r"([A-G][#b]?)(m7|maj7|m|7|)")
_SEMITONES = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
_NAMES = ("C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B")
# the mix's gain: the written voices (a lead at 0.2, a bass at 0.6) make a tune whose loudness (RMS)
# is then about a quarter of the effects' middle one, under them at any volume setting
LEVEL = 0.3
BASS_LOW = 40  # a bass root sits from E2 (MIDI 40) up to D#3
# a chord's degrees in semitones over its root, by quality: third, fifth, sixth, seventh, octave
_DEGREES = {
    "": {"1": 0, "3": 4, "5": 7, "6": 9, "7": 10, "8": 12},
    "7": {"1": 0, "3": 4, "5": 7, "6": 9, "7": 10, "8": 12},
    "maj7": {"1": 0, "3": 4, "5": 7, "6": 9, "7": 11, "8": 12},
    "m": {"1": 0, "3": 3, "5": 7, "6": 9, "7": 10, "8": 12},
    "m7": {"1": 0, "3": 3, "5": 7, "6": 9, "7": 10, "8": 12},
}


def midi(name: str) -> int:
    """The MIDI number of a note written `C4`, `F#5` or `Bb3` (ValueError for anything else)."""
    match = _NOTE.fullmatch(name)
    if match is None:
        raise ValueError(f"not a note: {name!r}")
    letter, accidental, octave = match.groups()
    return 12 * (int(octave) + 1) + _SEMITONES[letter] + {"#": 1, "b": -1, "": 0}[accidental]


def frequency(number: int) -> float:
    return 440.0 * 2 ** ((number - 69) / 12)


def note_name(number: int) -> str:
    return f"{_NAMES[number % 12]}{number // 12 - 1}"


@dataclass(frozen=True)
class Instrument:
    """How a melodic voice sounds: the synthesizer's wave, level and envelope; `gate` is the share
    of a written note that sounds (the rest is the gap before the next)."""

    wave: str
    volume: float
    duty: float = 0.5
    sustain: float = 0.5
    gate: float = 0.9


@dataclass(frozen=True)
class Voice:
    """One line of a song: its bars (sixteen words each), played on `instrument`, or on the drum
    kit when `kit` is given. `echo` repeats every note `echo[0]` steps later at `echo[1]` of its
    level, the old consoles' trick for a fuller lead."""

    name: str
    bars: tuple[str, ...]
    instrument: Instrument | None = None
    kit: Mapping[str, tuple[Note, ...]] = field(default_factory=dict)
    echo: tuple[int, float] | None = None


@dataclass(frozen=True)
class Song:
    name: str
    bpm: float
    voices: tuple[Voice, ...]
    chords: tuple[str, ...] = ()  # one a bar: what degrees in a bass bar stand for
    swing: float = 0.0  # the off-beat eighths come this share of a step late

    @property
    def bars(self) -> int:
        return max(len(voice.bars) for voice in self.voices)

    @property
    def step_seconds(self) -> float:
        return 60.0 / self.bpm / 4

    @property
    def seconds(self) -> float:
        return self.bars * STEPS * self.step_seconds

    def time_of(self, step: int) -> float:
        late = self.swing if step % 4 == 2 else 0.0
        return (step + late) * self.step_seconds


def words(bar: str) -> list[str]:
    """A bar's sixteen words (ValueError naming the bar when it has another count)."""
    found = bar.split()
    if len(found) != STEPS:
        raise ValueError(f"a bar has {STEPS} steps, not {len(found)}: {bar!r}")
    return found


def chord_note(word: str, chord: str) -> str:
    """A bass word: a note as written, or a degree of the chord (`5` over Am is E, in the bass)."""
    if word[0] not in "12345678":
        return word
    match = _CHORD.fullmatch(chord)
    if match is None:
        raise ValueError(f"not a chord: {chord!r}")
    root, quality = match.groups()
    low = (midi(root + "2") - BASS_LOW) % 12 + BASS_LOW
    return note_name(low + _DEGREES[quality][word])


def melody(voice: Voice, chords: tuple[str, ...] = ()) -> Iterator[tuple[int, int, str]]:
    """Each note of a melodic voice: (first step, steps held, note name)."""
    start, name, held = 0, "", 0
    for bar_index, bar in enumerate(voice.bars):
        chord = chords[bar_index % len(chords)] if chords else "C"
        for offset, word in enumerate(words(bar)):
            step = bar_index * STEPS + offset
            if word == HOLD and name:
                held += 1
                continue
            if name:
                yield start, held, name
            name, held, start = ("", 0, step) if word in (HOLD, REST) else (chord_note(word, chord), 1, step)
    if name:
        yield start, held, name


def hits(voice: Voice) -> Iterator[tuple[int, tuple[Note, ...]]]:
    """Each drum hit: (step, the kit piece's notes)."""
    for bar_index, bar in enumerate(voice.bars):
        for offset, word in enumerate(words(bar)):
            if word == REST:
                continue
            for piece in word.split("+"):
                if piece not in voice.kit:
                    raise ValueError(f"no drum {piece!r} in the kit of {voice.name}")
                yield bar_index * STEPS + offset, voice.kit[piece]


def placed_notes(song: Song, voice: Voice, gain: float = 1.0) -> Iterator[Note]:
    """Every note of a voice with its time in the loop (`at`), echoes included."""
    if voice.instrument is None:
        for step, notes in hits(voice):
            for note in notes:
                yield replace(note, at=note.at + song.time_of(step), volume=note.volume * gain)
        return
    ins = voice.instrument
    echoes = [(0, 1.0)] + ([voice.echo] if voice.echo else [])
    for start, held, name in melody(voice, song.chords):
        length = held * song.step_seconds * ins.gate
        for delay, level in echoes:
            yield Note(
                ins.wave,
                frequency(midi(name)),
                length,
                at=song.time_of(start + delay),
                volume=ins.volume * level * gain,
                sustain=ins.sustain,
                duty=ins.duty,
            )


def mix_into(out: list[float], start: int, samples: list[float]) -> None:
    """Add `samples` to the circle `out` from index `start`, going on at the beginning past the end."""
    size = len(out)
    index, rest = start % size, samples
    while rest:
        take = min(len(rest), size - index)
        out[index : index + take] = map(add, out[index : index + take], rest[:take])
        index, rest = 0, rest[take:]


def render_loop(
    song: Song, rate: float = BASE_RATE, gains: Mapping[str, float] | None = None, level: float = LEVEL
) -> list[float]:
    """The whole song as one seamless loop of floats in -1..1 at `rate`, at `level` (never
    clipped: a louder mix is scaled down to full scale); `gains` scales voices by name (0 leaves
    one out: a quieter variation)."""
    out = [0.0] * round(song.seconds * rate)
    cache: dict[Note, list[float]] = {}
    for voice in song.voices:
        gain = (gains or {}).get(voice.name, 1.0)
        if gain <= 0:
            continue
        for note in placed_notes(song, voice, gain):
            key = replace(note, at=0.0)
            if key not in cache:
                cache[key] = note_samples(key, rate)
            mix_into(out, round(note.at * rate), cache[key])
    peak = max(map(abs, out), default=0.0)
    scale = min(level, 1.0 / peak) if peak > 0 else level
    return [value * scale for value in out]
