"""The short banner after each pot: who won what, and with which hand. It closes by itself."""

from __future__ import annotations

import pygame

from engine.money import mixed
from game import layout, palette, sound
from game.display import WIDTH
from game.input import Button, Input
from game.scene import Scene
from game.text import MEDIUM, SMALL, wrap
from game.widgets import panel

SHOW_FOR = 2.8  # seconds at normal speed
COLUMNS = 34  # 272 px of words in a 288 px box: the seats at the sides stay in view
TOP = layout.SHOWCASE_BOTTOM + 1  # just below the showcase panel


def banner_lines(model, awards, shown_hands) -> list[str]:
    """'BABE WINS 6 1/2' and the hand, or 'SPLIT POT' and each share."""
    lines = []
    if len({seat for seat, _, _ in awards}) > 1:
        lines.append("SPLIT POT")
    for seat, amount, why in awards:
        name = model.seats[seat].name.upper()
        verb = "WIN" if model.seats[seat].human else "WINS"
        lines.append(f"{name} {verb} {mixed(amount)}")
        if why == "uncontested":
            lines.append("everyone else folded")
        elif seat in shown_hands:
            lines.append("with " + shown_hands[seat][1].split(": ", 1)[-1])
    return lines or ["NO WINNER"]


class ResultBanner(Scene):
    opaque = False

    def __init__(self, app, model, awards, shown_hands, hand: int) -> None:
        super().__init__(app)
        # (line, colour): names and amounts in white, the hands in cyan; wrapped to fit between the side seats
        self.lines = [
            (piece, palette.WHITE if line.isupper() else palette.CYAN)
            for line in banner_lines(model, awards, shown_hands)
            for piece in wrap(line, COLUMNS)
        ]
        self.hand = hand
        self.pots = model.pots
        self.time = 0.0

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.CONFIRM) or inp.is_(Button.SKIP) or inp.kind == "click":
            self.close()

    def close(self) -> None:
        sound.play("select")
        self.app.back()

    def update(self, dt: float) -> None:
        self.time += dt * self.app.settings.animation_speed
        if self.time >= SHOW_FOR:
            self.app.back()

    def box(self) -> pygame.Rect:
        """Below the showcase of the winning hand, over the whole log (a half-covered log line
        peeking out under the banner read as garbage)."""
        log_bottom = layout.LOG[1] + layout.LOG_LINES * 12 + 2
        rect = pygame.Rect(0, TOP, COLUMNS * 8 + 16, max(34 + 14 * len(self.lines), log_bottom - TOP))
        rect.centerx = WIDTH // 2
        return rect

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        rect = self.box()
        panel(canvas, rect, palette.BLACK, palette.YELLOW, 2, 6)
        text.draw(
            canvas,
            f"POT {self.hand} OF {self.pots}",
            (rect.centerx, rect.y + 8),
            MEDIUM,
            palette.YELLOW,
            anchor="midtop",
        )
        for row, (line, colour) in enumerate(self.lines):
            text.draw(canvas, line, (rect.centerx, rect.y + 30 + row * 14), SMALL, colour, anchor="midtop")
