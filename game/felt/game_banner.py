"""The banner of a dealer's-choice pot whose game changes: over the middle of the table, before
the deal, who called it, the game's name large and what is wild (game.telling.game_call), so a
viewer across the room knows what is being played before the first card moves; and at the party,
before that, who is calling it."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.card_art import CARD_H
from game.platform import palette
from game.platform.text import BIG, BODY, HEADING, Text, wrap
from game.platform.widgets import panel

PAD = 10


def _top() -> int:
    """Under the pot's amount and the stock, over the prompt: it hides nothing half."""
    return max(layout.POT_TEXT[1] + BIG, layout.STOCK[1] + CARD_H) + 2


def draw_calling(
    canvas: pygame.Surface, text: Text, name: str, clock: str, colour: tuple[int, int, int]
) -> None:
    """Before a dealer's-choice deal whose dealer is not at the TV: "ANN CALLS THE GAME" where the
    banner of the call will stand, and under it `clock`, what hurries the dealer ("AWAY IN 12": the
    away rule plays for them then), in `colour`."""
    words = " CALLS THE GAME"
    size = HEADING if (len(name) + len(words)) * HEADING + 2 * PAD <= layout.CENTRE.width else BODY
    line = name[: (layout.CENTRE.width - 2 * PAD) // size - len(words)] + words
    box = pygame.Rect(0, 0, len(line) * size + 2 * PAD, size + 3 * PAD + (BODY if clock else 0))
    box.midtop = (layout.CENTRE.centerx, _top())
    panel(canvas, box, palette.BLACK, palette.YELLOW, width=2)
    text.draw(canvas, line, (box.centerx, box.y + PAD), size, palette.WHITE, anchor="midtop")
    if clock:
        text.draw(canvas, clock, (box.centerx, box.y + size + 2 * PAD), BODY, colour, anchor="midtop")


def draw_game_banner(canvas: pygame.Surface, text: Text, lines: tuple[str, str, str]) -> None:
    """`lines`: who called it ("CASEY CALLS"), the game ("NIGHT BASEBALL"), what is wild (a No
    Peek game: and its deal, on as many lines as it takes)."""
    caller, name, wild = lines
    # the name as large as the centre allows: MIDNIGHT BASEBALL in the pot's size would reach the seats
    size = BIG if len(name) * BIG + 2 * PAD <= layout.CENTRE.width else HEADING
    rows = wrap(wild, (layout.CENTRE.width - 2 * PAD) // BODY)
    width = max(len(name) * size, len(caller) * BODY, *(len(row) * BODY for row in rows)) + 2 * PAD
    height = BODY + size + BODY + (len(rows) - 1) * layout.LINE + 4 * PAD
    box = pygame.Rect(0, 0, min(width, layout.CENTRE.width), height)
    box.midtop = (layout.CENTRE.centerx, _top())
    panel(canvas, box, palette.BLACK, palette.YELLOW, width=2)
    x, y = box.centerx, box.y + PAD
    text.draw(canvas, caller, (x, y), BODY, palette.WHITE, anchor="midtop")
    text.draw(canvas, name, (x, y + BODY + PAD), size, palette.CYAN, anchor="midtop")
    for row, line in enumerate(rows):
        at = (x, y + BODY + size + 2 * PAD + row * layout.LINE)
        text.draw(canvas, line, at, BODY, palette.YELLOW, anchor="midtop")
