"""The music: the loops of game.platform.tunes, rendered once and played on channels of their own.

`JUKEBOX.start(settings)` (the real program, at start-up) reserves two mixer channels, so an effect
never takes the music's channel nor the music an effect's. Nothing is rendered before the first
frame is on screen: the loops are synthesized in a background thread from the second frame on,
the one asked for first, then the rest (a few hundred milliseconds each), and each becomes a
`pygame.mixer.Sound` on the main thread when it is ready. They stay for the night: memory is flat.

Each frame the screen says which loop it wants (`want`, game.screens.soundtrack) and `update`
crossfades to it, and sets the level: MUSIC volume (silent when muted or at 0), lower in attract
mode (`quiet`), ducked under an effect (`under_effect`, called by game.platform.sound: a little under
any effect, almost away under a big moment), paused while the window is out of focus (`focus`).
While it is ducked or coming back (`moving`) the frame loop does not rest, so the level comes back
in a frame's small steps. Without a mixer it does nothing, never an error.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from game.platform.score import Song, render_loop
from game.platform.synth import BASE_RATE, to_bytes
from game.platform.tunes import LOOPS

if TYPE_CHECKING:
    from game.store.settings import Settings

log = logging.getLogger(__name__)

CHANNELS = 2  # reserved for the music: the loop playing and the one fading out
MIXER_CHANNELS = 10  # the effects keep eight of their own
FADE_MS = 800  # a crossfade between two loops
QUIET = 0.45  # attract mode plays the music at this share of its level
DUCK = 0.6  # under any effect
DUCK_BIG = 0.12  # under a big moment (GRAND SLAM!, PERFECT GAME!, STRIKE THREE!, a pot won)
RELEASE = 0.6  # seconds the music takes to come back after an effect


class Jukebox:
    def __init__(self, loops: Mapping[str, tuple[Song, Mapping[str, float]]] = LOOPS) -> None:
        self.loops = loops
        self.settings: Settings | None = None
        self.enabled = False  # the real program with a mixer: music plays
        self.frames = 0
        self.rendered: dict[str, bytes] = {}  # handed over by the render thread
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.render_ms: dict[str, float] = {}
        self.thread: threading.Thread | None = None
        self.wanted: str | None = None
        self.quiet = False
        self.playing: str | None = None
        self.channel = 0  # which of the reserved channels plays `playing`
        self.focused = True
        self.paused = False
        self.duck = 1.0  # the share of the level the ducking leaves now
        self.duck_to = 1.0  # where it holds while an effect sounds
        self.duck_left = 0.0  # seconds the duck holds

    # ----- what the program says

    def start(self, settings: Settings) -> bool:
        """Music from now on, read with these settings; False (and silence) without a mixer."""
        self.settings = settings
        if pygame.mixer.get_init() is None:
            return False
        if pygame.mixer.get_num_channels() < MIXER_CHANNELS:
            pygame.mixer.set_num_channels(MIXER_CHANNELS)
        pygame.mixer.set_reserved(CHANNELS)
        self.enabled = True
        return True

    def want(self, loop: str | None, quiet: bool = False) -> None:
        """The loop the screen asks for (None: silence), quieter in attract mode."""
        self.wanted = loop if loop in self.loops else None
        self.quiet = quiet

    def focus(self, focused: bool) -> None:
        """The window gained or lost the keyboard's focus: the music goes on or waits."""
        self.focused = focused
        self._apply()

    def under_effect(self, seconds: float, big: bool) -> None:
        """An effect starts: the music ducks under it at once, for its length."""
        depth = DUCK_BIG if big else DUCK
        self.duck_to = min(self.duck_to, depth) if self.duck_left > 0 else depth
        self.duck_left = max(self.duck_left, seconds)
        self.duck = min(self.duck, self.duck_to)
        self._apply()

    # ----- each frame

    def update(self, dt: float) -> None:
        if not self.enabled:
            return
        if pygame.mixer.get_init() is None:  # the mixer was closed (pygame.quit): its sounds went with it
            self.enabled, self.playing, self.thread, self.frames = False, None, None, 0
            self.sounds.clear()
            self.render_ms.clear()  # a later start renders them again
            return
        self.frames += 1
        if self.thread is None and self.frames > 1:  # the first frame is on screen: render now
            self.thread = threading.Thread(target=self._render_all, name="music", daemon=True)
            self.thread.start()
        for name in list(self.rendered):
            self.sounds[name] = pygame.mixer.Sound(buffer=self.rendered.pop(name))
        self._ease(dt)
        self._switch()
        self._apply()

    @property
    def level(self) -> float:
        """The volume the music plays at now (0: silent)."""
        settings = self.settings
        if settings is None or settings.muted:
            return 0.0
        return settings.music_volume * (QUIET if self.quiet else 1.0) * self.duck

    @property
    def moving(self) -> bool:
        """The music is heard ducked or coming back: its level changes each frame, so the frame
        loop must not rest (game.screens.app.App.idle). At a resting 4 frames a second the level
        was set 0.25 s apart: after a 0.1 s click the music stayed down 0.5 s and came back from
        0.6 to 1.0 in one 4.4 dB step (from a big moment's 0.12, in three)."""
        return self.playing is not None and not self.paused and self.duck < 1.0

    def _ease(self, dt: float) -> None:
        if self.duck_left > 0:
            self.duck_left -= dt
            self.duck = self.duck_to
        else:
            self.duck_to = 1.0
            self.duck = min(1.0, self.duck + dt / RELEASE)

    def _switch(self) -> None:
        if self.wanted == self.playing or (self.wanted is not None and self.wanted not in self.sounds):
            return  # the loop playing goes on until the one wanted is rendered
        pygame.mixer.Channel(self.channel).fadeout(FADE_MS)
        self.playing = self.wanted
        if self.playing is not None:
            self.channel = (self.channel + 1) % CHANNELS
            sound = self.sounds[self.playing]
            sound.set_volume(self.level)
            pygame.mixer.Channel(self.channel).play(sound, loops=-1, fade_ms=FADE_MS)

    def _apply(self) -> None:
        """Set the level of the loop playing, and pause or resume the music's channels."""
        if not self.enabled or pygame.mixer.get_init() is None:
            return
        level = self.level
        if self.playing is not None:
            self.sounds[self.playing].set_volume(level)
        self.paused = level <= 0 or not self.focused
        for index in range(CHANNELS):  # every time: a channel started since is paused too
            if self.paused:
                pygame.mixer.Channel(index).pause()
            else:
                pygame.mixer.Channel(index).unpause()

    # ----- the render thread

    def _render_all(self) -> None:
        """Render every loop, the one wanted first; bytes only (no pygame call off the main thread)."""
        init = pygame.mixer.get_init()
        if init is None:
            return
        frequency, mixer_format, channels = init
        repeat = max(1, round(frequency / BASE_RATE))
        while True:
            waiting = [name for name in self.loops if name not in self.render_ms]
            if not waiting:
                return
            name = self.wanted if self.wanted in waiting else waiting[0]
            started = time.perf_counter()
            song, gains = self.loops[name]
            try:
                data = to_bytes(render_loop(song, frequency / repeat, gains), mixer_format, channels, repeat)
            except ValueError as exc:  # an odd mixer format: no music rather than noise
                log.warning("no music: %s", exc)
                return
            self.render_ms[name] = (time.perf_counter() - started) * 1000
            self.rendered[name] = data
            log.info("music %s: %.1f s rendered in %.0f ms", name, song.seconds, self.render_ms[name])


JUKEBOX = Jukebox()
