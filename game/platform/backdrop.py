"""Backgrounds drawn once and reused: the menu backdrop and the felt table."""

from __future__ import annotations

import random

import pygame

from game.platform import palette
from game.platform.display import HEIGHT, WIDTH

FELT_RECT = pygame.Rect(60, 36, WIDTH - 120, HEIGHT - 72)


def menu_backdrop() -> pygame.Surface:
    """Dark arcade blue with scanline bands and a scatter of pixel stars."""
    surface = pygame.Surface((WIDTH, HEIGHT))
    surface.fill(palette.BACKGROUND)
    for y in range(0, HEIGHT, 4):
        pygame.draw.line(surface, (24, 18, 46), (0, y), (WIDTH, y))
    rng = random.Random(9)
    for _ in range(200):
        colour = rng.choice((palette.DIM, palette.GREY, (90, 70, 150)))
        surface.set_at((rng.randrange(WIDTH), rng.randrange(HEIGHT)), colour)
    return surface


def felt_table() -> pygame.Surface:
    """The table: a wooden rim around a felt oval, with a faint inner line."""
    surface = pygame.Surface((WIDTH, HEIGHT))
    surface.fill(palette.BACKGROUND)
    pygame.draw.ellipse(surface, palette.FELT_RIM, FELT_RECT.inflate(24, 24))
    pygame.draw.ellipse(surface, palette.FELT_RIM_LIGHT, FELT_RECT.inflate(24, 24), 2)
    pygame.draw.ellipse(surface, palette.FELT, FELT_RECT)
    pygame.draw.ellipse(surface, palette.FELT_DARK, FELT_RECT.inflate(-90, -90), 1)
    rng = random.Random(4)
    for _ in range(1600):  # felt grain
        x, y = rng.randrange(FELT_RECT.left, FELT_RECT.right), rng.randrange(FELT_RECT.top, FELT_RECT.bottom)
        if surface.get_at((x, y))[:3] == palette.FELT:
            surface.set_at((x, y), palette.FELT_DARK)
    return surface
