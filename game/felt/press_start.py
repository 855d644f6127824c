"""Attract mode's demo table says what it is: a dark band across the table's middle with a
blinking PRESS START (still under REDUCED MOTION) between two DEMO marks."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.platform import palette
from game.platform.text import BODY, HEADING, Text

# on the prompt's line (unused in a demo), between the side seats, under the log and the showcase
# of a shown hand and above the bottom seat
BAND = pygame.Rect(layout.CENTRE.x, layout.PROMPT[1] - 4, layout.CENTRE.width, HEADING + 4)
BLINK = 0.5  # seconds on, then off


class PressStartBand:
    def __init__(self) -> None:
        self.shade = pygame.Surface(BAND.size, pygame.SRCALPHA)  # made once: the band is drawn every frame
        self.shade.fill((0, 0, 0, 190))

    def draw(self, canvas: pygame.Surface, text: Text, clock: float, still: bool) -> None:
        canvas.blit(self.shade, BAND)
        if still or (clock % (2 * BLINK)) < BLINK:
            text.draw(canvas, "PRESS START", BAND.center, HEADING, palette.YELLOW, anchor="center")
        for anchor, x in (("midleft", BAND.x + 6), ("midright", BAND.right - 6)):
            text.draw(canvas, "DEMO", (x, BAND.centery), BODY, palette.CYAN, anchor=anchor)
