"""A click lands on the canvas pixel the screen shows under the pointer, at every TV size and FILL.
Run under Xvfb at 1366x768 with FILL SHARP, a third of the screen's columns (465 of 1365) and rows
mapped a click to the canvas pixel before the one drawn there: `to_canvas` took the pointer's pixel
at its left edge, the renderer samples the canvas at its centre. Off by one canvas pixel, enough to
miss a button's edge or a card's."""

from __future__ import annotations

import pygame
import pytest
from test_fill import TVS, presented, tv_app  # noqa: F401  # the fixture, shared: the window put back

from game.platform.display import HEIGHT, WIDTH, fit

SIZES = [*TVS, (1000, 700), (1500, 900)]  # and two windows of no TV's shape
# A pointer's pixel whose centre lies this close to two canvas pixels' edge (in canvas pixels) may
# show either: SDL's software renderer steps in 16.16 fixed point, truncated, a GPU at its own
# precision. 1500x900's 844 rows put a centre 0.002 past an edge that the software one shows before it.
EDGE = 0.01


def coded(canvas: pygame.Surface, across: bool) -> None:
    """Every column (or row) of the canvas in its own colour: its number in red and green."""
    for index in range(WIDTH if across else HEIGHT):
        strip = (index, 0, 1, HEIGHT) if across else (0, index, WIDTH, 1)
        canvas.fill((index & 255, index >> 8, 0), strip)


def shown(shot: pygame.Surface, spot: tuple[int, int]) -> int:
    colour = shot.get_at(spot)
    return colour.r + 256 * colour.g


def misses(app, tv: tuple[int, int], mode: str, across: bool) -> list[tuple[int, int, int]]:
    """(screen pixel, canvas pixel shown there, canvas pixel a click there lands on) where the two
    differ along one line through the picture's middle, but where the pixel's centre falls on two
    canvas pixels' edge, within EDGE (a renderer's own rounding shows either there)."""
    coded(app.display.canvas, across)
    shot = presented(app, tv, mode)
    picture = fit(tv, mode)
    canvas_side, picture_side = (WIDTH, picture.width) if across else (HEIGHT, picture.height)
    start, end = (picture.left, picture.right) if across else (picture.top, picture.bottom)
    found = []
    for pixel in range(start, end):
        spot = (pixel, picture.centery) if across else (picture.centerx, pixel)
        on_screen, clicked = shown(shot, spot), app.display.to_canvas(spot)[0 if across else 1]
        past = (2 * (pixel - start) + 1) * canvas_side % (2 * picture_side) / (2 * picture_side)
        edge = min(past, 1 - past) < EDGE
        if on_screen != clicked and not edge:
            found.append((pixel, on_screen, clicked))
    return found


@pytest.mark.usefixtures("tv_app")
@pytest.mark.parametrize("mode", ["sharp", "auto", "off"])
@pytest.mark.parametrize("tv", SIZES)
def test_a_click_lands_on_the_canvas_pixel_shown_under_the_pointer(app, tv, mode):
    for across in (True, False):
        found = misses(app, tv, mode, across)
        assert not found, f"{'columns' if across else 'rows'}: {len(found)}, first {found[:3]}"
