"""Chips: small pixel discs in a few colours, stacked for the pot."""

from __future__ import annotations

import pygame

from game.platform import palette

CHIP = 12
COLOURS = (palette.RED, palette.BLUE, palette.GREEN, palette.BLACK, palette.ORANGE)


def chip_surfaces() -> list[pygame.Surface]:
    """One chip per colour, drawn once."""
    chips = []
    for colour in COLOURS:
        surface = pygame.Surface((CHIP, CHIP), pygame.SRCALPHA)
        pygame.draw.circle(surface, palette.WHITE, (6, 6), 6)
        pygame.draw.circle(surface, colour, (6, 6), 5)
        pygame.draw.circle(surface, palette.WHITE, (6, 6), 2)
        chips.append(surface)
    return chips
