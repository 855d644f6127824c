"""The short banner after each pot: who won what, and with which hand. It closes by itself."""

from __future__ import annotations

import pygame

from engine.money import mixed
from game import layout, palette, sound
from game.input import Button, Input
from game.scene import Scene
from game.text import BIG, BODY, wrap
from game.widgets import panel

SHOW_FOR = 2.8  # seconds at normal speed
BOX = layout.SHOWCASE  # over the showcase of the last hand shown and the log, under the POT figure
BIG_COLUMNS = (BOX.width - 16) // BIG
COLUMNS = (BOX.width - 16) // BODY
BODY_LINES = 2


def headline(model, awards) -> str:
    """The result in a few big letters: 'BABE WINS 6', or 'SPLIT POT'."""
    winners = list(dict.fromkeys(seat for seat, _, _ in awards))
    if not winners:
        return "NO WINNER"
    if len(winners) > 1:
        return "SPLIT POT"
    seat = winners[0]
    name = model.seats[seat].name.upper()
    amount = mixed(sum(amount for s, amount, _ in awards if s == seat))
    verb = "WIN" if model.seats[seat].human else "WINS"
    for line in (f"{name} {verb} {amount}", f"{name} +{amount}", f"+{amount}"):
        if len(line) <= BIG_COLUMNS:
            return line
    return f"+{amount}"[:BIG_COLUMNS]


def banner_lines(model, awards, shown_hands) -> list[str]:
    """Under the headline: each share of a split pot, and the winning hand."""
    lines = []
    split = len({seat for seat, _, _ in awards}) > 1
    for seat, amount, why in awards:
        if split:
            lines.append(f"{model.seats[seat].name.upper()} {mixed(amount)}")
        if why == "uncontested":
            lines.append("everyone else folded")
        elif seat in shown_hands:
            lines.append("with " + shown_hands[seat][1].split(": ", 1)[-1])
    return lines


class ResultBanner(Scene):
    opaque = False

    def __init__(self, app, model, awards, shown_hands, hand: int) -> None:
        super().__init__(app)
        self.headline = headline(model, awards)
        # (line, colour): names and amounts in white, the hands in cyan; wrapped to the box
        self.lines = [
            (piece, palette.WHITE if line.isupper() else palette.CYAN)
            for line in banner_lines(model, awards, shown_hands)
            for piece in wrap(line, COLUMNS)
        ][:BODY_LINES]
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
        return pygame.Rect(BOX)

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        rect = self.box()
        panel(canvas, rect, palette.BLACK, palette.YELLOW, 2, 6)
        x, y = rect.centerx, rect.y + 6
        text.draw(canvas, f"HAND {self.hand} OF {self.pots}", (x, y), BODY, palette.YELLOW, anchor="midtop")
        text.draw(canvas, self.headline, (x, y + layout.LINE + 2), BIG, palette.WHITE, anchor="midtop")
        for row, (line, colour) in enumerate(self.lines):
            where = (x, y + layout.LINE + BIG + 8 + row * layout.LINE)
            text.draw(canvas, line, where, BODY, colour, anchor="midtop")
