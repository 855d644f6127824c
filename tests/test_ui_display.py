"""The picture in the window: crisp whole-number scales where they fill the window, a fitted
picture otherwise (a resized window never shows the game small), and the mouse mapped back."""

import pygame
import pytest
from test_ui_support import click, key, press

from game.platform.display import HEIGHT, WIDTH, _window, fit
from game.screens.scenes.title import TitleScene


@pytest.mark.parametrize(
    "window, size",
    [
        ((1920, 1080), (1920, 1080)),  # a 1080p TV: exactly x2
        ((3840, 2160), (3840, 2160)),  # 4K: x4
        ((960, 540), (960, 540)),
        ((1000, 700), (960, 540)),  # x1 fills 96% of the width: crisp pixels win
        ((1920, 1200), (1920, 1080)),  # x2, bars above and below
    ],
)
def test_a_whole_number_scale_is_kept_where_it_fills_the_window(window, size):
    rect = fit(window)
    assert rect.size == size
    assert rect.width % WIDTH == 0 and rect.width // WIDTH == rect.height // HEIGHT
    assert rect.center == (window[0] // 2, window[1] // 2)


@pytest.mark.parametrize("window", [(1366, 768), (1600, 900), (1500, 1000), (800, 1000)])
def test_otherwise_the_picture_fills_the_window_with_its_shape_kept(window):
    rect = fit(window)
    assert rect.width == window[0] or rect.height == window[1]  # touches two sides
    assert rect.width <= window[0] and rect.height <= window[1]
    assert abs(rect.width / rect.height - WIDTH / HEIGHT) < 0.01
    whole = int(min(window[0] / WIDTH, window[1] / HEIGHT))
    assert rect.width > WIDTH * whole * 1.15  # not a whole-number picture in wide borders


def test_a_resized_window_shows_the_fitted_picture_and_clicks_land_where_they_point(app):
    window = _window()
    try:
        window.size = (1500, 1000)
        assert app.display.picture() == pygame.Rect(0, 78, 1500, 844)
        app.display.present()
        assert app.display._renderer.get_viewport() == app.display.picture()
        assert app.display.to_canvas((750, 500)) == (WIDTH // 2, HEIGHT // 2)
        assert app.display.to_canvas((0, 0)) == (0, 0)  # the border clamps to the edge
        app.stack.push(TitleScene(app))
        press(app)
        press(app, key(pygame.K_RETURN))
        menu = app.stack.top.menu
        target = menu.rects[2]  # OPTIONS, in canvas pixels -> window pixels
        press(app, click((target.centerx * 1500 / WIDTH, 78 + target.centery * 844 / HEIGHT)))
        assert type(app.stack.top).__name__ == "OptionsScene"
    finally:
        window.size = (WIDTH, HEIGHT)
