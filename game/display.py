"""The window: a fixed 640x360 logical canvas that SDL scales to the window or the screen.

`pygame.SCALED` keeps the logical size and scales with nearest-neighbour pixels: by a whole
number in a window (letterboxed when resized), and to fill the screen in fullscreen, where
640x360 is exactly x3 on a 1080p TV and x6 on 4K. Scenes draw on `canvas`, created once; a
`post_process` hook (a CRT filter, screen shake) may transform it before it is shown.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

WIDTH, HEIGHT = 640, 360
TITLE = "Baseball Poker"


class Display:
    def __init__(self) -> None:
        self.canvas = pygame.Surface((WIDTH, HEIGHT))
        self.screen: pygame.Surface | None = None
        self.fullscreen = False
        # post_process(canvas, screen) draws the canvas onto the screen; replace to add effects.
        self.post_process: Callable[[pygame.Surface, pygame.Surface], None] = _plain_copy

    def open(self, fullscreen: bool) -> None:
        pygame.display.set_caption(TITLE)
        self._set_mode(fullscreen)

    def _set_mode(self, fullscreen: bool) -> None:
        flags = pygame.SCALED | (pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE)
        self.screen = pygame.display.set_mode((WIDTH, HEIGHT), flags)  # re-fetch after every set_mode
        self.fullscreen = fullscreen
        pygame.event.clear()  # set_mode can leave stale resize/focus events behind

    def toggle_fullscreen(self) -> bool:
        """Switch between window and fullscreen; returns the new state."""
        try:
            pygame.display.toggle_fullscreen()
            self.fullscreen = not self.fullscreen
            self.screen = pygame.display.get_surface()
        except pygame.error:  # e.g. the dummy driver: rebuild the window instead
            self._set_mode(not self.fullscreen)
        return self.fullscreen

    def present(self) -> None:
        if self.screen is None:
            return
        self.post_process(self.canvas, self.screen)
        pygame.display.flip()


def _plain_copy(canvas: pygame.Surface, screen: pygame.Surface) -> None:
    screen.blit(canvas, (0, 0))
