"""The window: a fixed 640x360 logical canvas that SDL scales to the window or the screen.

`pygame.SCALED` keeps the logical size and scales with nearest-neighbour pixels by a whole
number (letterboxed when the window is resized): 640x360 is exactly x3 on a 1080p TV and x6 on
4K. Fullscreen is the desktop-sized borderless mode of the same window, switched through
`pygame.Window`: re-calling set_mode to switch between a resizable SCALED window and fullscreen
corrupts memory in pygame-ce 2.5 (seen under the dummy driver), and toggle_fullscreen() is not
supported by every driver. Scenes draw on `canvas`, created once; a
`post_process` hook (a CRT filter, screen shake) may transform it before it is shown.
"""

from __future__ import annotations

import warnings
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
        self.screen = pygame.display.set_mode((WIDTH, HEIGHT), pygame.SCALED | pygame.RESIZABLE)
        if fullscreen:
            self.set_fullscreen(True)
        pygame.event.clear()  # set_mode can leave stale resize/focus events behind

    def set_fullscreen(self, fullscreen: bool) -> None:
        with warnings.catch_warnings():  # deprecated for drawing on the Window; we only switch its mode
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        try:
            if fullscreen:
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
        except pygame.error as exc:  # no fullscreen on this display: stay as we are
            print(f"fullscreen unavailable: {exc}")
            return
        self.fullscreen = fullscreen
        self.screen = pygame.display.get_surface()  # re-fetch after every mode change

    def toggle_fullscreen(self) -> bool:
        """Switch between window and fullscreen; returns the new state."""
        self.set_fullscreen(not self.fullscreen)
        return self.fullscreen

    def present(self) -> None:
        if self.screen is None:
            return
        self.post_process(self.canvas, self.screen)
        pygame.display.flip()


def _plain_copy(canvas: pygame.Surface, screen: pygame.Surface) -> None:
    screen.blit(canvas, (0, 0))
