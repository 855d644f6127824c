"""Backgrounds drawn once and reused: the menu backdrop and the felt table."""

from __future__ import annotations

import random

import pygame

from game.platform import palette
from game.platform.display import HEIGHT, SAFE, WIDTH

# The felt reaches under every seat's cards, the corner seats' of a seven-player table too (the
# oval it was left a four-player table's side seats on the rim: a play-test): a wide table with
# rounded corners, its wooden rim just inside the screen. At the foot it reaches the TV-safe
# area's edge, under your seat's last line and the log beside it (play-tests: "3 LEFT" and the
# log's last line lay on the rail), and so it does at the top, under the top seats' names: a
# newcomer's play-test at TEXT SIZE large saw the seat to act's lit plate poke above the rim, out
# on the room's dark. The top seats' plates, 2 pixels over the TV-safe area's top (layout.name_plate),
# lie on the felt 2 pixels under its edge, clear of the rail, and its corners round little enough
# that a top corner seat's plate, 4 pixels in from the felt's side, lies on the felt with a pixel of
# felt round it (a look at an eight-seat table at TEXT SIZE large: the plates lay 2 pixels up on the
# rail, the corner seats' over its curve, rounded at 28). The rail's top is the screen's edge.
FELT_RECT = pygame.Rect(16, SAFE.y - 4, WIDTH - 32, SAFE.bottom - SAFE.y + 4)
FELT_RADIUS = 8
RIM = 12


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
    """The table: a wooden rim around the felt, with a faint inner line."""
    surface = pygame.Surface((WIDTH, HEIGHT))
    surface.fill(palette.BACKGROUND)
    rim = FELT_RECT.inflate(2 * RIM, 2 * RIM).clip(surface.get_rect())
    pygame.draw.rect(surface, palette.FELT_RIM, rim, border_radius=FELT_RADIUS + RIM)
    pygame.draw.rect(surface, palette.FELT_RIM_LIGHT, rim, 2, border_radius=FELT_RADIUS + RIM)
    pygame.draw.rect(surface, palette.FELT, FELT_RECT, border_radius=FELT_RADIUS)
    pygame.draw.rect(surface, palette.FELT_DARK, FELT_RECT.inflate(-80, -80), 1, border_radius=FELT_RADIUS)
    rng = random.Random(4)
    for _ in range(1600):  # felt grain
        x, y = rng.randrange(FELT_RECT.left, FELT_RECT.right), rng.randrange(FELT_RECT.top, FELT_RECT.bottom)
        if surface.get_at((x, y))[:3] == palette.FELT:
            surface.set_at((x, y), palette.FELT_DARK)
    return surface
