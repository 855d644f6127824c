"""Small motions that make the table feel alive, each a pure function of time so they can be
tested without a window: cards that settle with a slight overshoot, a gentle sway of cards
at rest, a twinkle on a wild card's star, and a screen shake that dies away.

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
# seconds between two twinkles of a wild card's star: a glint that ran across the card read as a
# scratch on it to a newcomer's play-test; a star that twinkles reads as "wild"
TWINKLE_PERIOD = 1.8
TWINKLE_SHARE = 0.35  # the share of the period the twinkle lasts
TWINKLE_ARM = 8  # pixels from its centre to the tip of each of its four points, at its brightest
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


def twinkle(clock: float, seed: int) -> float:
    """How far a wild card's star twinkles out (0..1: out and back), 0 between twinkles; `seed`
    staggers the cards."""
    phase = (clock / TWINKLE_PERIOD + seed * 0.37) % 1.0
    return math.sin(math.pi * phase / TWINKLE_SHARE) if phase < TWINKLE_SHARE else 0.0


def draw_twinkle(canvas: pygame.Surface, centre: tuple[int, int], size: float) -> None:
    """A four-pointed sparkle at `centre`, its points `size` of TWINKLE_ARM long: gold-white
    points, upright and across, round a white core."""
    arm = round(TWINKLE_ARM * size)
    if arm < 1:
        return
    x, y = centre
    pygame.draw.line(canvas, (255, 240, 170), (x - arm, y), (x + arm, y), 1)
    pygame.draw.line(canvas, (255, 240, 170), (x, y - arm), (x, y + arm), 1)
    core = max(1, arm // 3)
    pygame.draw.line(canvas, (255, 255, 235), (x - core, y), (x + core, y), 3)
    pygame.draw.line(canvas, (255, 255, 235), (x, y - core), (x, y + core), 3)


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
