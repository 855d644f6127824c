"""The optional CRT look, applied when the canvas is presented: dark scanlines on every other
row and a soft vignette at the corners. Both are one overlay surface built once, so the filter
costs one alpha blit a frame. Light enough that the smallest text stays readable."""

from __future__ import annotations

import pygame

SCANLINE_ALPHA = 56
VIGNETTE_ALPHA = 110


def overlay(size: tuple[int, int]) -> pygame.Surface:
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(1, height, 2):
        pygame.draw.line(surface, (0, 0, 0, SCANLINE_ALPHA), (0, y), (width, y))
    # vignette: concentric frames, darker towards the edge, blended over the scanlines
    vignette = pygame.Surface(size, pygame.SRCALPHA)
    steps = 16
    for i in range(steps):
        alpha = round(VIGNETTE_ALPHA * (1 - i / steps) ** 2)
        pygame.draw.rect(vignette, (0, 0, 0, alpha), vignette.get_rect().inflate(-2 * i, -2 * i), 1)
    surface.blit(vignette, (0, 0))
    return surface


class CRTFilter:
    def __init__(self) -> None:
        self._overlay: pygame.Surface | None = None

    def apply(self, screen: pygame.Surface) -> None:
        if self._overlay is None or self._overlay.get_size() != screen.get_size():
            self._overlay = overlay(screen.get_size())
        screen.blit(self._overlay, (0, 0))
