"""A locked party room says so in a quiet badge at the felt's bottom right, over the hand's number
(HAND 3 OF 8), instead of in the middle of the table: a host play-test read ROOM LOCKED over NO NEW
GUESTS all night, the fifth and sixth lines of a stack under the pot, where whose turn it is should
stand out. Like the hand's number it is drawn after everything else of the frame and steps aside
for that moment where anything lies on its place (the buttons of a player at the TV, a banner)."""

from __future__ import annotations

import pygame

from game.felt.hand_count import HandCount
from game.felt.table_model import TableModel
from game.platform import palette

LOCKED = "ROOM LOCKED"
OVER_COUNT = 4  # pixels between the badge and the hand's number under it


def badge_rect(renderer: HandCount, model: TableModel) -> pygame.Rect:
    """Where LOCKED is written: right-aligned with the hand's number, OVER_COUNT over it."""
    surface, lift = renderer.text.rendered(LOCKED, renderer.places.small)
    rect = pygame.Rect(0, 0, surface.get_width(), surface.get_height() - lift)  # as Text.draw's
    count = renderer.count_rect(model)
    rect.bottomright = (count.right, count.top - OVER_COUNT)
    return rect


def draw_lock_badge(canvas: pygame.Surface, renderer: HandCount, model: TableModel) -> None:
    """LOCKED in its place (badge_rect), unless anything drawn this frame lies there."""
    rect = badge_rect(renderer, model)
    if renderer.free(rect):
        renderer.text.draw(canvas, LOCKED, rect.topleft, renderer.places.small, palette.CYAN, secondary=True)
