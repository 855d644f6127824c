"""The app-wide polish layer, installed by `App` at start-up: presenting the canvas (with the
CRT filter when it is on), short messages at the bottom of the screen, the sound bank's
settings, the music for the scenes on screen (game.screens.soundtrack), the card art's colours,
how the picture fills the screen (FILL), and saving the settings whenever they change.

Writing user files (settings, the session in progress, the hall of fame) is switched on by
`persist()`, which the real program calls at start-up: an App built in a test never writes to
the user's folders unless the test asks for it.

`notify` shows a message every time; `warn` is for a state that lasts (a folder that cannot be
written, a file that cannot be read): it is shown once, and again only when it changes.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.felt.card_art import CardArt
from game.platform import music, palette, sound
from game.platform.crt import CRTFilter
from game.platform.display import HEIGHT, WIDTH, Display
from game.platform.text import BODY, Text, wrap
from game.screens import soundtrack
from game.screens.scene import SceneStack
from game.store.settings import Settings, save_settings

log = logging.getLogger(__name__)

TOAST_TIME = 6.0  # seconds a message stays
TOAST_COLUMNS = 54


@dataclass
class Toast:
    text: str
    left: float = TOAST_TIME


class Polished(Protocol):
    """What the polish layer uses of the program (game.screens.app.App is the one), which sets each
    once: the settings, the font, the card art, the display and the stack of scenes on screen."""

    settings: Settings
    text: Text
    cards: CardArt
    display: Display
    stack: SceneStack


class Polish:
    def __init__(self, app: Polished) -> None:
        self.app = app
        self.crt = CRTFilter()
        self.toasts: list[Toast] = []
        self.saved: Settings | None = None  # the settings as last written; None: not persisting
        self.warnings: dict[str, str] = {}  # topic -> the lasting problem last shown about it
        app.display.post_process = self.present
        sound.BANK.settings = app.settings

    def start(self, notes: Iterable[str] = ()) -> None:
        """The real program's start: build the sound bank, show messages about the settings
        file, and save the settings from now on."""
        bank = sound.init(self.app.settings)
        if bank.sounds:
            log.info("sound bank: %d effects in %.0f ms", len(bank.sounds), bank.build_ms)
        music.JUKEBOX.start(self.app.settings)  # rendered from the second frame on
        for note in notes:
            self.notify(note)
        self.persist()

    def persist(self) -> None:
        """From now on, write the settings file whenever a setting changes."""
        self.saved = copy.copy(self.app.settings)

    @property
    def writes(self) -> bool:
        """True in the real program: user files (settings, session, hall of fame) may be written."""
        return self.saved is not None

    def notify(self, message: str) -> None:
        log.warning("%s", message)
        self.toasts.append(Toast(message))

    def warn(self, message: str | None, topic: str | None = None) -> None:
        """Show a lasting problem once: again only when the message for its topic (the message
        itself by default) changes. None: the topic is fine again, so a new failure is shown."""
        key = topic if topic is not None else message
        if key is None:
            return
        if message is None:
            self.warnings.pop(key, None)
        elif self.warnings.get(key) != message:
            self.warnings[key] = message
            self.notify(message)

    def frame(self, dt: float) -> None:
        settings = self.app.settings
        self.app.cards.set_four_colour(settings.four_colour_deck)
        self.app.cards.set_colour_safe(settings.colour_safe)
        sound.BANK.settings = settings
        self.app.display.fill = settings.fill
        soundtrack.follow(self.app.stack.scenes, settings, dt)
        for toast in self.toasts:
            toast.left -= dt
        self.toasts = [toast for toast in self.toasts if toast.left > 0]
        if self.saved is not None and settings != self.saved:
            self.saved = copy.copy(settings)
            self.warn(save_settings(settings), topic="settings")

    def present(self, canvas: pygame.Surface, screen: pygame.Surface) -> None:
        screen.blit(canvas, (0, 0))
        self.draw_toasts(screen)
        if self.app.settings.crt_filter:
            self.crt.apply(screen)

    def draw_toasts(self, surface: pygame.Surface) -> None:
        lines = [line for toast in self.toasts[-2:] for line in wrap(toast.text, TOAST_COLUMNS)][-4:]
        if not lines:
            return
        box = pygame.Rect(
            0, HEIGHT - 24 - 20 * len(lines), WIDTH, 20 * len(lines) + 24
        )  # words clear the TV's edge
        pygame.draw.rect(surface, palette.BLACK, box)
        pygame.draw.line(surface, palette.ORANGE, box.topleft, box.topright)
        for row, line in enumerate(lines):
            self.app.text.draw(
                surface, line, (WIDTH // 2, box.y + 8 + row * 20), BODY, palette.ORANGE, anchor="midtop"
            )
