"""Small motions that make the table feel alive, each a pure function of time so they can be
tested without a window: cards that settle with a slight overshoot, a gentle sway of cards
at rest, a glint that runs across wild cards, and a screen shake that dies away.

Nothing that must be read at once moves much: the sway is one pixel, the shake lasts a moment.
With REDUCED MOTION (Options, ACCESS) nothing moves at all: a move's tween keeps its time (the table's
pace is the same) but eases `at_once` (a card is in its place from the first frame) or `at_end` (folded
cards stay until they are gone), and the shake never starts.
"""

from __future__ import annotations

import math

import pygame

from game.platform.palette import Colour

SWAY_PIXELS = 1.0
SWAY_PERIOD = 2.6  # seconds for one sway
SHIMMER_PERIOD = 1.8  # seconds between two glints on a wild card
OVERSHOOT = 1.2  # ease_out_back's constant is 1.70158; a little less reads as "settling"


def settle(t: float) -> float:
    """Ease for a card landing: past its place by a few percent, then back."""
    c = OVERSHOOT
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def at_once(t: float) -> float:
    """An ease that is already there: the thing appears in its place."""
    return 1.0


def at_end(t: float) -> float:
    """An ease that stays put until the tween's time is up, then is there."""
    return 1.0 if t >= 1.0 else 0.0


def sway(clock: float, seed: int) -> float:
    """The vertical offset (pixels) of a card at rest; `seed` staggers neighbouring cards."""
    return SWAY_PIXELS * math.sin(2 * math.pi * clock / SWAY_PERIOD + seed * 0.9)


def shimmer_x(clock: float, seed: int, width: int) -> float | None:
    """Where the glint crosses a card of `width` (0..width), or None between glints."""
    phase = (clock / SHIMMER_PERIOD + seed * 0.37) % 1.0
    crossing = 0.35  # the share of the period the glint takes to cross
    if phase >= crossing:
        return None
    return -6 + (width + 12) * phase / crossing


def draw_shimmer(
    canvas: pygame.Surface, rect: pygame.Rect, clock: float, seed: int, lit: pygame.Rect | None = None
) -> None:
    """A slanted band of light across a wild card, clipped to the card, and to `lit` when given:
    the part of the card it may cross (a still frame caught it through a rank: "3/")."""
    x = shimmer_x(clock, seed, rect.width)
    if x is None:
        return
    old_clip = canvas.get_clip()
    area = rect.inflate(-2, -2).clip(lit) if lit is not None else rect.inflate(-2, -2)
    canvas.set_clip(area.clip(old_clip) if old_clip else area)
    left = rect.x + round(x)
    for offset, colour in ((0, (255, 255, 235)), (2, (255, 240, 170))):
        start = (left + offset, rect.bottom)
        end = (left + offset + rect.height // 3, rect.top)
        pygame.draw.line(canvas, colour, start, end, 2 if offset == 0 else 1)
    canvas.set_clip(old_clip)


class Shake:
    """A screen shake: `start(strength, duration)`; `offset()` dies away to (0, 0). `still`
    (REDUCED MOTION): a shake never starts."""

    def __init__(self) -> None:
        self.strength = 0.0
        self.duration = 0.0
        self.left = 0.0
        self.still = False

    def start(self, strength: float, duration: float) -> None:
        if not self.still:
            self.strength, self.duration, self.left = strength, duration, duration

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def active(self) -> bool:
        return self.left > 0

    def offset(self) -> tuple[int, int]:
        if not self.active:
            return 0, 0
        amplitude = self.strength * self.left / self.duration
        elapsed = self.duration - self.left
        return round(amplitude * math.sin(elapsed * 71.0)), round(amplitude * math.cos(elapsed * 53.0))

    def apply(self, canvas: pygame.Surface, fill: Colour) -> None:
        """Shift what is drawn by the current offset, filling the uncovered edge."""
        dx, dy = self.offset()
        if dx == 0 and dy == 0:
            return
        canvas.scroll(dx, dy)
        width, height = canvas.get_size()
        if dx:
            canvas.fill(fill, pygame.Rect(0 if dx > 0 else width + dx, 0, abs(dx), height))
        if dy:
            canvas.fill(fill, pygame.Rect(0, 0 if dy > 0 else height + dy, width, abs(dy)))
