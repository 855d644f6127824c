"""Sound effects: every effect in the game goes through `play(name)`, and the music ducks under it
(game.platform.music: a little under any effect, almost away under a big moment).

`init(settings)` opens the mixer if it can and synthesizes the whole bank once (game.platform.synth), in
the mixer's own format. Without an audio device (or with SDL_AUDIODRIVER=dummy and a mixer that
will not open) the bank stays empty and `play` does nothing: never an error. Volume and mute are
read from the settings at each play, so Options take effect at once.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.platform import music
from game.platform.synth import BASE_RATE, Note, note_sequence, render, to_bytes

if TYPE_CHECKING:
    from game.store.settings import Settings

# Note frequencies (Hz) used by the recipes.
C4, E4, G4, A4 = 261.6, 329.6, 392.0, 440.0
C5, D5, E5, F5, G5, A5, B5 = 523.3, 587.3, 659.3, 698.5, 784.0, 880.0, 987.8
C6, E6, G6 = 1046.5, 1318.5, 1568.0


def _shuffle() -> list[Note]:
    """A riffle: a run of short noise ticks that speed up."""
    times, t = [], 0.0
    for i in range(14):
        times.append(t)
        t += 0.035 - i * 0.0012
    return [Note("noise", 5000, 0.018, at=at, volume=0.35) for at in times]


RECIPES: dict[str, list[Note]] = {
    "shuffle": _shuffle(),
    "deal": [Note("noise", 7000, 0.05, volume=0.4, slide_to=2500, sustain=0.0)],
    "flip": [
        Note("noise", 3000, 0.035, volume=0.3, sustain=0.0),
        Note("square", 900, 0.03, at=0.01, volume=0.12, slide_to=1400, sustain=0.0),
    ],
    "chip": [
        Note("square", 2200, 0.03, volume=0.3, duty=0.25, sustain=0.0),
        Note("square", 2900, 0.05, at=0.03, volume=0.25, duty=0.25, sustain=0.0),
    ],
    "bet": [
        Note("square", 1800, 0.03, volume=0.2, duty=0.25, sustain=0.0),
        Note("square", 2400, 0.04, at=0.035, volume=0.18, duty=0.25, sustain=0.0),
        Note("square", 2000, 0.05, at=0.07, volume=0.15, duty=0.25, sustain=0.0),
    ],
    "check": [
        Note("noise", 900, 0.04, volume=0.35, sustain=0.0),
        Note("noise", 900, 0.04, at=0.09, volume=0.3, sustain=0.0),
    ],
    "fold": [Note("noise", 2500, 0.14, volume=0.22, slide_to=600, sustain=0.1)],
    # a bonus four: a bright ta-da-DAA
    "bonus": [
        *note_sequence("square", (G5, C6), 0.07, volume=0.25),
        Note("square", E6, 0.3, at=0.14, volume=0.25),
        Note("triangle", C5, 0.44, volume=0.35),
    ],
    "wild": [
        Note("square", f, 0.05, at=i * 0.035, volume=0.12, duty=0.125, sustain=0.0)
        for i, f in enumerate((C6, E6, G6, E6, G6))
    ],
    "reveal": [Note("triangle", C5, 0.25, volume=0.4, slide_to=G5, sustain=0.2)],
    "win": [
        *note_sequence("square", (C5, E5, G5, C6, G5, C6), 0.09, volume=0.22, hold=0.9),
        Note("triangle", C4, 0.6, volume=0.4, sustain=0.5),
        Note("square", E6, 0.3, at=0.54, volume=0.18),
    ],
    # a strikeout: a low, rude two-tone buzzer
    "strikeout": [
        Note("square", 110, 0.22, volume=0.3, sustain=0.8),
        Note("square", 82, 0.35, at=0.24, volume=0.3, sustain=0.7),
        Note("square", 116, 0.57, volume=0.15, sustain=0.8),
    ],
    # a grand slam (five of a kind): the ballpark organ's "Charge!" over the crowd's roar
    "charge": [
        *note_sequence("square", (G4, C5, E5), 0.12, volume=0.22, hold=0.9),
        Note("square", G5, 0.22, at=0.36, volume=0.24, sustain=0.8),
        Note("square", E5, 0.1, at=0.62, volume=0.22),
        Note("square", G5, 0.7, at=0.74, volume=0.25, sustain=0.7),
        Note("triangle", C4, 0.7, at=0.74, volume=0.4, sustain=0.6),
        Note("noise", 1800, 1.4, at=0.3, volume=0.12, slide_to=900, sustain=0.5),
    ],
    # a perfect game (a straight flush): a fanfare
    "fanfare": [
        *note_sequence("square", (C5, C5, C5, G5), 0.1, volume=0.22, hold=0.8),
        Note("square", C6, 0.6, at=0.4, volume=0.25, sustain=0.6),
        Note("triangle", C4, 0.5, volume=0.4),
        Note("triangle", G4, 0.6, at=0.4, volume=0.4, sustain=0.6),
    ],
    "move": [Note("square", 1320, 0.025, volume=0.12, duty=0.25, sustain=0.0)],
    "select": [
        Note("square", 880, 0.04, volume=0.15),
        Note("square", 1760, 0.06, at=0.04, volume=0.15, sustain=0.0),
    ],
    "back": [
        Note("square", 1320, 0.04, volume=0.15),
        Note("square", 660, 0.06, at=0.04, volume=0.15, sustain=0.0),
    ],
    "turn": note_sequence("triangle", (A4, E5), 0.08, volume=0.35),
    # a party TV player's turn, heard across a room: a rising chime louder than any move's, under the
    # big moments' (at 0.45 it was the loudest effect of all, over the fanfare), and the last seconds' tick
    "your_turn": note_sequence("square", (E5, A5, E6), 0.09, volume=0.24, hold=1.6),
    "tick": [Note("square", 2093, 0.03, volume=0.3, duty=0.25, sustain=0.0)],
    "error": [Note("square", 180, 0.12, volume=0.2, sustain=0.7)],
    "letter": [Note("square", 1568, 0.04, volume=0.14, duty=0.25, sustain=0.0)],
}


# the effects of a big moment: the music all but stops under them (game.platform.music)
BIG_MOMENTS = frozenset({"charge", "fanfare", "strikeout", "win"})

# An effect asked for again this soon after it started is heard once: a showdown turning three down
# cards played "flip" three times in one frame over "reveal", and the mixer's sum clipped (a recording
# with SDL_AUDIODRIVER=disk peaked at full scale); six antes' "chip" stacked the same way.
SAME_INSTANT = 0.03  # seconds

# The share of full scale the effects' volume setting reaches: effects still overlap (a pot's "win"
# over its chips' "chip", measured at 0.99 of full scale at the default volume 0.8), and at volume 1
# the sum clipped. At this share a big moment over the loudest move's sound stays under full scale.
HEADROOM = 0.8


class Bank:
    """The synthesized effects; empty when there is no mixer."""

    def __init__(self) -> None:
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.build_ms = 0.0
        self.settings: Settings | None = None  # read for volume and mute at each play
        self.quiet = False  # True while a demo plays: attract mode is silent
        self.clock = time.monotonic
        self.started: dict[str, float] = {}  # each effect's last start, on `clock`

    def build(self) -> None:
        started = time.perf_counter()
        init = pygame.mixer.get_init()
        if init is None:
            return
        frequency, mixer_format, channels = init
        repeat = max(1, round(frequency / BASE_RATE))
        rate = frequency / repeat
        try:
            for name, notes in RECIPES.items():
                data = to_bytes(render(notes, rate), mixer_format, channels, repeat)
                self.sounds[name] = pygame.mixer.Sound(buffer=data)
        except (pygame.error, ValueError):  # an odd mixer format: play nothing rather than noise
            self.sounds.clear()
        self.build_ms = (time.perf_counter() - started) * 1000

    def play(self, name: str) -> None:
        sound = self.sounds.get(name)
        settings = self.settings
        if sound is None or self.quiet or (settings is not None and (settings.muted or settings.volume <= 0)):
            return
        now = self.clock()
        if now - self.started.get(name, -SAME_INSTANT) < SAME_INSTANT:
            return
        self.started[name] = now
        try:
            sound.set_volume(HEADROOM * (settings.volume if settings is not None else 1.0))
            sound.play()
        except pygame.error:
            return
        music.JUKEBOX.under_effect(sound.get_length(), name in BIG_MOMENTS)


BANK = Bank()


def open_mixer() -> bool:
    """Start the mixer if pygame.init() did not; False (and silence) when there is no device."""
    if pygame.mixer.get_init() is not None:
        return True
    try:
        pygame.mixer.init()
    except pygame.error:
        return False
    return pygame.mixer.get_init() is not None


def init(settings: Settings | None = None) -> Bank:
    """Open the mixer and build the bank once; later calls only change the settings read."""
    BANK.settings = settings
    if not BANK.sounds and open_mixer():
        BANK.build()
    return BANK


def play(name: str) -> None:
    """Play the named effect (silent before `init`, or without audio)."""
    BANK.play(name)
