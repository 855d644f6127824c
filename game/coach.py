"""The coach: the human's chance to win the pot, estimated exactly as the computer players
estimate theirs (engine.bots: the seat's own view, Monte Carlo deals of the unseen cards, at the
hard players' sample count). For people learning which hands are good.

The estimate is taken only when the table has caught up with its animation, so it never
reflects a card the human has not seen land yet, and only once per new situation. It runs in a
worker thread (tens of milliseconds at that sample count) so no frame waits for it.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from engine.bots import reading
from engine.bots.difficulty import DIFFICULTIES
from engine.bots.equity import equity
from game import layout, palette
from game.text import BODY, Text
from game.widgets import panel

# under the game information at the bottom left, one line of 14 characters (H toggles it: the
# pause menu and how to play say so)
PANEL = pygame.Rect(
    layout.INFO[0] - 4, layout.BOTTOM_Y + 5 * layout.LINE - 2, layout.INFO_W + 8, layout.LINE + 4
)
_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coach")


def samples(seats_in: int) -> int:
    """The hard computer players' sample count for this many seats still in."""
    count = DIFFICULTIES["hard"].samples
    return count(seats_in) if callable(count) else count


def estimate(view, seed: int = 0) -> float:
    """The seat's expected share of the pot (0..1) from its view alone."""
    return equity(reading.situation(view), samples(len(view.live)), random.Random(seed))


class Coach:
    def __init__(self) -> None:
        self.chance: float | None = None
        self.note = "..."  # until the table first catches up
        self._seen = -1  # the table's event count the estimate is for
        self._pending: Future | None = None

    def refresh(self, table, seat: int) -> None:
        """Estimate again when the table has moved on (call when the animation has caught up)."""
        if len(table.events) != self._seen:
            self._seen = len(table.events)
            self._pending = None  # an estimate for an older situation is dropped when it lands
            view = table.view(seat)
            if table.is_over or table.hand is None:
                self.chance, self.note = None, "no pot"
            elif seat not in view.live:
                self.chance, self.note = None, "folded"
            else:  # the last figure stays up while the new one is worked out
                self.note = "..."
                self._pending = _WORKER.submit(estimate, view, len(table.events))
        if self._pending is not None and self._pending.done():
            self.chance, self.note, self._pending = self._pending.result(), "", None

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        panel(canvas, PANEL, palette.BLACK, palette.CYAN)
        if self.chance is None:
            line, colour = f"COACH {self.note}", palette.GREY
        else:
            percent = round(100 * self.chance)
            colour = palette.GAIN if percent >= 50 else palette.YELLOW if percent >= 25 else palette.LOSS
            line = f"COACH {percent}% WIN"
        text.draw(canvas, line[: layout.INFO_W // BODY], (PANEL.x + 4, PANEL.y + 4), BODY, colour)
