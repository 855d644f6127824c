"""Chips: small pixel discs in a few colours, stacked for the pot."""

from __future__ import annotations

import pygame

from game import palette

CHIP = 8
COLOURS = (palette.RED, palette.BLUE, palette.GREEN, palette.BLACK, palette.ORANGE)


def chip_surfaces() -> list[pygame.Surface]:
    """One 8x8 chip per colour, drawn once."""
    chips = []
    for colour in COLOURS:
        surface = pygame.Surface((CHIP, CHIP), pygame.SRCALPHA)
        pygame.draw.circle(surface, palette.WHITE, (4, 4), 4)
        pygame.draw.circle(surface, colour, (4, 4), 3)
        pygame.draw.circle(surface, palette.WHITE, (4, 4), 1)
        chips.append(surface)
    return chips
