"""The table's moments, owned by the table scene: a five of a kind gets a fanfare, a banner and a
screen shake; a player who strikes out gets a buzzer: one who folds rather than pay for an exposed
wild card (the engine marks that fold why="wild_cost"), or a No Peek player who turns every card
without beating the best hand."""

from __future__ import annotations

import pygame

from engine.events import ActionTaken, Event, Out, Showdown
from game import layout, palette, sound
from game.juice import Shake
from game.text import BIG, Text, wrap
from game.widgets import panel

BANNER_COLUMNS = 8  # "FIVE OF" / "A KIND!" in big letters
BANNER_TIME = 2.2  # seconds the five-of-a-kind banner stays, at normal speed
SHAKE = (4.0, 0.6)  # pixels, seconds


def struck_out(event: Event) -> bool:
    """A fold that refused a wild card's price, or a No Peek pile turned without a beat."""
    return isinstance(event, Out) or (isinstance(event, ActionTaken) and event.why == "wild_cost")


class TableEffects:
    def __init__(self) -> None:
        self.shake = Shake()
        self.banner = ""
        self.banner_left = 0.0
        self.clock = 0.0

    def on_event(self, event: Event) -> None:
        if isinstance(event, Showdown) and event.category == "five_of_a_kind":
            self.banner, self.banner_left = "FIVE OF A KIND!", BANNER_TIME
            self.shake.start(*SHAKE)
            sound.play("fanfare")
        elif struck_out(event):
            sound.play("strikeout")

    def update(self, dt: float, scaled: float) -> None:
        """`dt` in real seconds (the banner's blink), `scaled` at the animation speed."""
        self.clock += dt
        self.shake.update(scaled)
        self.banner_left = max(0.0, self.banner_left - scaled)

    @property
    def busy(self) -> bool:
        """Something is moving: the banner blinks or the screen shakes."""
        return self.banner_left > 0 or self.shake.active

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        if self.banner_left > 0:  # drawn before the shake, so it shakes with the table it covers
            rect = banner_rect()
            panel(canvas, rect, palette.BLACK, palette.GOLD, 2, 6)
            colour = palette.YELLOW if int(self.clock * 8) % 2 else palette.ORANGE
            for row, line in enumerate(wrap(self.banner, BANNER_COLUMNS)):
                text.draw(
                    canvas,
                    line,
                    (rect.centerx, rect.y + 24 + row * (BIG + 8)),
                    BIG,
                    colour,
                    anchor="midtop",
                )
        self.shake.apply(canvas, palette.BACKGROUND)


def banner_rect() -> pygame.Rect:
    """The five-of-a-kind banner: over the showcase of the hand and the log, between the side
    seats and under the POT figure (full width over the pot line, it hid the upper seats' names)."""
    return pygame.Rect(layout.SHOWCASE)
