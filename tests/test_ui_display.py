"""The picture in the window: crisp whole-number scales where they fill the window, a fitted
picture otherwise (a resized window never shows the game small), and the mouse mapped back."""

import pygame
import pytest
from test_ui_support import click, key, press

from game.display import HEIGHT, WIDTH, _window, fit
from game.scenes.title import TitleScene


@pytest.mark.parametrize(
    "window, size",
    [
        ((1920, 1080), (1920, 1080)),  # a 1080p TV: exactly x3
        ((3840, 2160), (3840, 2160)),  # 4K: x6
        ((640, 360), (640, 360)),
        ((1366, 768), (1280, 720)),  # x2 fills 94%: crisp pixels win
        ((1920, 1200), (1920, 1080)),  # x3, bars above and below
    ],
)
def test_a_whole_number_scale_is_kept_where_it_fills_the_window(window, size):
    rect = fit(window)
    assert rect.size == size
    assert rect.width % WIDTH == 0 and rect.width // WIDTH == rect.height // HEIGHT
    assert rect.center == (window[0] // 2, window[1] // 2)


@pytest.mark.parametrize("window", [(1000, 700), (1600, 900), (1100, 620), (800, 1000)])
def test_otherwise_the_picture_fills_the_window_with_its_shape_kept(window):
    rect = fit(window)
    assert rect.width == window[0] or rect.height == window[1]  # touches two sides
    assert rect.width <= window[0] and rect.height <= window[1]
    assert abs(rect.width / rect.height - WIDTH / HEIGHT) < 0.01
    assert rect.width > WIDTH * 1.2  # not the x1 picture in wide borders


def test_a_resized_window_shows_the_fitted_picture_and_clicks_land_where_they_point(app):
    window = _window()
    try:
        window.size = (1000, 700)
        assert app.display.picture() == pygame.Rect(0, 69, 1000, 562)
        app.display.present()
        assert app.display._renderer.get_viewport() == app.display.picture()
        assert app.display.to_canvas((500, 350)) == (WIDTH // 2, HEIGHT // 2)
        assert app.display.to_canvas((0, 0)) == (0, 0)  # the border clamps to the edge
        app.stack.push(TitleScene(app))
        press(app)
        press(app, key(pygame.K_RETURN))
        menu = app.stack.top.menu
        target = menu.rects[2]  # OPTIONS, in canvas pixels -> window pixels
        press(app, click((target.centerx * 1000 / WIDTH, 69 + target.centery * 562 / HEIGHT)))
        assert type(app.stack.top).__name__ == "OptionsScene"
    finally:
        window.size = (WIDTH, HEIGHT)
