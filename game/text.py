"""The pixel font (Press Start 2P, shipped as a pip package) and a cache of rendered strings.

The font is drawn without antialiasing at multiples of 8 px, so it lands exactly on the pixel
grid of the logical canvas; rendered strings are cached because the same labels come back
every frame.
"""

from __future__ import annotations

import pygame
from fontpkg_press_start_2p import ROOT

FONT_PATH = ROOT / "files" / "PressStart2P-Regular.ttf"
SMALL, MEDIUM, LARGE, HUGE = 8, 16, 24, 32
_CACHE_LIMIT = 1024


class Text:
    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}
        self._cache: dict[tuple, pygame.Surface] = {}

    def font(self, size: int) -> pygame.font.Font:
        if size % 8:
            raise ValueError(f"pixel font sizes are multiples of 8, not {size}")
        if size not in self._fonts:
            self._fonts[size] = pygame.font.Font(str(FONT_PATH), size)
        return self._fonts[size]

    def render(self, text: str, size: int = SMALL, color=(255, 255, 255)) -> pygame.Surface:
        key = (text, size, color)
        surface = self._cache.get(key)
        if surface is None:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            surface = self.font(size).render(text, False, color)
            self._cache[key] = surface
        return surface

    def draw(
        self,
        canvas: pygame.Surface,
        text: str,
        pos,
        size: int = SMALL,
        color=(255, 255, 255),
        anchor: str = "topleft",
        shadow=(0, 0, 0),
    ) -> pygame.Rect:
        """Draw text with a 1-pixel drop shadow (readable over felt and cards); returns its rect."""
        surface = self.render(text, size, color)
        rect = surface.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        if shadow is not None:
            canvas.blit(self.render(text, size, shadow), rect.move(1, 1))
        canvas.blit(surface, rect)
        return rect


def wrap(text: str, columns: int) -> list[str]:
    """Split text into lines of at most `columns` characters, at spaces where possible."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            while len(word) > columns:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:columns])
                word = word[columns:]
            candidate = f"{line} {word}" if line else word
            if len(candidate) > columns:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines
