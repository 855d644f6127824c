"""The banner of a dealer's-choice pot whose game changes: over the middle of the table, before
the deal, who called it, the game's name large and what is wild (game.telling.game_call), so a
viewer across the room knows what is being played before the first card moves."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.card_art import CARD_H
from game.platform import palette
from game.platform.text import BIG, BODY, HEADING, Text
from game.platform.widgets import panel

PAD = 10


def draw_game_banner(canvas: pygame.Surface, text: Text, lines: tuple[str, str, str]) -> None:
    """`lines`: who called it ("CASEY CALLS"), the game ("NIGHT BASEBALL"), the wild cards."""
    caller, name, wild = lines
    # the name as large as the centre allows: MIDNIGHT BASEBALL in the pot's size would reach the seats
    size = BIG if len(name) * BIG + 2 * PAD <= layout.CENTRE.width else HEADING
    width = max(len(name) * size, len(caller) * BODY, len(wild) * BODY) + 2 * PAD
    box = pygame.Rect(0, 0, min(width, layout.CENTRE.width), BODY + size + BODY + 4 * PAD)
    # under the pot's amount and the stock, over the prompt: it hides nothing half
    box.midtop = (layout.CENTRE.centerx, max(layout.POT_TEXT[1] + BIG, layout.STOCK[1] + CARD_H) + 2)
    panel(canvas, box, palette.BLACK, palette.YELLOW, width=2)
    x, y = box.centerx, box.y + PAD
    text.draw(canvas, caller, (x, y), BODY, palette.WHITE, anchor="midtop")
    text.draw(canvas, name, (x, y + BODY + PAD), size, palette.CYAN, anchor="midtop")
    text.draw(canvas, wild, (x, y + BODY + size + 2 * PAD), BODY, palette.YELLOW, anchor="midtop")
