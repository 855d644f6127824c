"""The coach: the human's chance to win the pot, estimated exactly as the computer players
estimate theirs (engine.bots: the seat's own view, Monte Carlo deals of the unseen cards, at the
hard players' sample count). For people learning which hands are good.

The estimate is taken only when the table has caught up with its animation, so it never
reflects a card the human has not seen land yet, and only once per new situation.
"""

from __future__ import annotations

import random

import pygame

from engine.bots import reading
from engine.bots.difficulty import DIFFICULTIES
from engine.bots.equity import equity
from game import palette
from game.text import SMALL, Text

SAMPLES = DIFFICULTIES["hard"].samples
PANEL = pygame.Rect(4, 318, 164, 24)


def estimate(view, seed: int = 0) -> float:
    """The seat's expected share of the pot (0..1) from its view alone."""
    return equity(reading.situation(view), SAMPLES, random.Random(seed))


class Coach:
    def __init__(self) -> None:
        self.chance: float | None = None
        self.note = ""
        self._seen = -1  # the table's event count the estimate is for

    def refresh(self, table, seat: int) -> None:
        """Estimate again when the table has moved on (call when the animation has caught up)."""
        if len(table.events) == self._seen:
            return
        self._seen = len(table.events)
        view = table.view(seat)
        if table.is_over or table.hand is None:
            self.chance, self.note = None, "between pots"
        elif seat not in view.live:
            self.chance, self.note = None, "out of this pot"
        else:
            self.chance, self.note = estimate(view, seed=len(table.events)), ""

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        pygame.draw.rect(canvas, palette.BLACK, PANEL, border_radius=3)
        pygame.draw.rect(canvas, palette.CYAN, PANEL, 1, border_radius=3)
        if self.chance is None:
            line, colour = f"COACH: {self.note or 'thinking'}", palette.GREY
        else:
            percent = round(100 * self.chance)
            colour = palette.GAIN if percent >= 50 else palette.YELLOW if percent >= 25 else palette.LOSS
            line = f"COACH: {percent}% TO WIN"
        text.draw(canvas, line[:20], (PANEL.x + 4, PANEL.y + 3), SMALL, colour)
        text.draw(canvas, "H HIDES", (PANEL.x + 4, PANEL.y + 13), SMALL, palette.GREY)
