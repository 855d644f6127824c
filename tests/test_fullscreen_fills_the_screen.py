"""Fullscreen on a TV fills the whole screen with the whole picture, never cut: at 1280x720,
1366x768, 1920x1080, 3840x2160 and an odd 1024x600. On a box with no window manager (X11 straight,
a kiosk) SDL's fullscreen left the window 960x540 in the middle of a 1280x720 screen while it
reported 1280x720, so the picture placed for 1280x720 lost its right and bottom (seen under Xvfb
with no window manager); the window is now made the screen's size at its corner first. On a
screen smaller than the canvas (an 800x480 panel) SCALED held the window at 960x540, hanging off
all four edges, windowed or fullscreen; it may now be smaller, and the picture shrinks with it."""

from __future__ import annotations

import pygame
import pytest

from game.platform import display as display_module
from game.platform.display import HEIGHT, WIDTH, Display, fit, fit_window

SCREENS = [(1280, 720), (1366, 768), (1920, 1080), (3840, 2160), (1024, 600)]
SMALL = (800, 480)


@pytest.mark.parametrize("screen", [*SCREENS, SMALL])
@pytest.mark.parametrize("mode", ["auto", "off", "sharp", "smooth"])
def test_the_picture_fits_each_screen_whole_centred_and_letterboxed(screen, mode):
    picture = fit(screen, mode)
    assert pygame.Rect((0, 0), screen).contains(picture)  # nothing of the canvas is cut off
    assert abs(picture.centerx - screen[0] / 2) <= 1 and abs(picture.centery - screen[1] / 2) <= 1
    assert abs(picture.width / picture.height - WIDTH / HEIGHT) < 0.01  # borders, never stretched
    if mode in ("sharp", "smooth"):  # the largest picture: it meets two opposite edges
        assert picture.width >= screen[0] - 1 or picture.height >= screen[1] - 1
    if mode != "off":  # never much smaller than the screen allows
        assert (
            picture.width * picture.height
            >= 0.85 * min(screen[0] / WIDTH, screen[1] / HEIGHT) ** 2 * WIDTH * HEIGHT
        )


class WindowWithoutManager:
    """A window on a screen with no window manager: asking for fullscreen changes nothing of where
    the window really is or how big (SDL reports the screen's size all the same); only moving and
    resizing it does, never below its minimum size (SCALED's: the canvas's)."""

    def __init__(self, screen: tuple[int, int]) -> None:
        self.screen = screen
        self.minimum_size = (WIDTH, HEIGHT)
        self._size = (WIDTH, HEIGHT)
        self._position = ((screen[0] - WIDTH) // 2, (screen[1] - HEIGHT) // 2)
        self.asked_fullscreen = False

    @property
    def size(self) -> tuple[int, int]:
        return self._size

    @size.setter
    def size(self, size: tuple[int, int]) -> None:
        self._size = (max(size[0], self.minimum_size[0]), max(size[1], self.minimum_size[1]))

    @property
    def position(self) -> tuple[int, int]:
        return self._position

    @position.setter
    def position(self, place: tuple[int, int]) -> None:
        centre = [(full - size) // 2 for full, size in zip(self.screen, self.size, strict=True)]
        self._position = tuple(  # type: ignore[assignment]
            centre[axis] if place[axis] == pygame.WINDOWPOS_CENTERED else place[axis] for axis in (0, 1)
        )

    def set_fullscreen(self, desktop: bool) -> None:
        self.asked_fullscreen = True

    def set_windowed(self) -> None:
        self.asked_fullscreen = False


@pytest.mark.parametrize("screen", [*SCREENS, SMALL])
def test_the_window_opens_whole_on_the_screen(screen):
    window = WindowWithoutManager(screen)
    fit_window(window, screen)  # as Display.open does
    assert pygame.Rect((0, 0), screen).contains(pygame.Rect(window.position, window.size))
    assert window.size == ((WIDTH, HEIGHT) if screen != SMALL else fit(SMALL, "sharp").size)


@pytest.mark.parametrize("screen", [*SCREENS, SMALL])
def test_fullscreen_makes_the_window_the_whole_screen_and_windowed_puts_it_back(screen, monkeypatch):
    window = WindowWithoutManager(screen)
    monkeypatch.setattr(display_module, "_window", lambda: window)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [screen])
    fit_window(window, screen)  # as Display.open does
    shown = Display()
    before = (window.size, window.position)
    shown.set_fullscreen(True)
    assert window.asked_fullscreen and shown.fullscreen
    assert pygame.Rect(window.position, window.size) == pygame.Rect((0, 0), screen)
    shown.set_fullscreen(True)  # asked again (the setting, then F11): the windowed place is kept
    shown.set_fullscreen(False)
    assert not window.asked_fullscreen and not shown.fullscreen
    assert (window.size, window.position) == before


class WindowWithoutFullscreen(WindowWithoutManager):
    """A display that refuses fullscreen (a driver without it)."""

    def set_fullscreen(self, desktop: bool) -> None:
        raise pygame.error("no fullscreen here")


def test_a_display_without_fullscreen_keeps_the_window_as_it_was(monkeypatch):
    window = WindowWithoutFullscreen((1920, 1080))
    monkeypatch.setattr(display_module, "_window", lambda: window)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [window.screen])
    shown = Display()
    before = (window.size, window.position)
    shown.set_fullscreen(True)
    assert not shown.fullscreen
    assert (window.size, window.position) == before  # not left screen-sized in a window's frame
