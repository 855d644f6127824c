"""What a guided first hand draws over the table (game.screens.scenes.table, GuidedTable): whose
table it is and its keys at the left of the middle, and a moment's words in a box across the table."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.centre_words import centre_lines
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.display import SAFE
from game.platform.text import BODY, HINT, Text, wrap
from game.platform.widgets import panel

# The guide's words stand across the table where the log and the prompt are (the log moves beside
# them while they are up, the prompt comes back at the next key): under what the middle says (the
# pot, the bet, what must be beaten), over nobody (a three-player table has no seats at its sides),
# above your seat.
GUIDE_COLUMNS = (SAFE.width - 24) // BODY
GUIDE_ROWS = 4  # the most a moment's words take
# whose table it is and its keys, at the left of the middle (a three-player table has no seat there)
GUIDE_CORNER = ("GUIDED HAND", "S: SKIP GUIDE")
GUIDE_KEYS = ("ANY KEY: GO ON",)


def guide_box(centre_lines: int, rows: int) -> pygame.Rect:
    """The guide's box under the centre's `centre_lines` lines, down to your seat, across the
    table; at least `rows` lines of words high (it then covers what it must, never half a line)."""
    top = layout.BET_LINE[1] + max(1, centre_lines) * layout.LINE + 2
    top = min(top, layout.BOTTOM_Y - 2 - rows * layout.LINE - 4)
    return pygame.Rect(SAFE.x, top, SAFE.width, layout.BOTTOM_Y - 2 - top)


def draw_guide(
    canvas: pygame.Surface, text: Text, model: TableModel, words: str, hints: bool, over: bool = False
) -> None:
    """The corner's lines, and `words` (a moment's, "" for none) in their box: under the centre's
    lines (`hints`: the renderer's, which decide them), a hand shown in the middle covered whole.
    `over`: the guide's last pot is over, so S has nothing left to skip (a play-test saw it offered
    under the last result)."""
    corner = GUIDE_CORNER[:1] + (GUIDE_KEYS if words else ()) + (() if over else GUIDE_CORNER[1:])
    for row, line in enumerate(corner):
        text.draw(canvas, line, (SAFE.x, layout.MID_Y + row * layout.LINE), HINT, palette.ORANGE)
    if not words:
        return
    lines = guide_lines(words)
    box = guide_box(len(centre_lines(model, hints)), len(lines))
    if model.showcase:  # a hand shown in the middle: covered whole, never half (the seats show it too)
        box = box.union(layout.SHOWCASE)
    panel(canvas, box, palette.PANEL, palette.ORANGE, 2, 6)
    top = box.centery - len(lines) * layout.LINE // 2 + 2
    for row, line in enumerate(lines):
        text.draw(canvas, line, (box.centerx, top + row * layout.LINE), BODY, palette.WHITE, anchor="midtop")


def guide_lines(words: str) -> list[str]:
    """A moment's words in the box's lines."""
    return wrap(words, GUIDE_COLUMNS)[:GUIDE_ROWS]
