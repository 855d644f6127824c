"""FILL (Options): how the 960x540 canvas fills a TV of 1280x720, 1366x768, 1920x1080 and 3840x2160.
AUTO keeps whole-number pixels where they fill most of the screen, OFF whole numbers only, SHARP and
SMOOTH always the largest picture of the same shape; SMOOTH keeps the pixels near the same width on
screen where nearest pixels make one in three twice as wide, in two passes on the GPU, or in one on a
renderer too slow for two. Screenshots of the window as presented
(the renderer's own pixels) at each size land in pytest's temporary folder to be looked at."""

from __future__ import annotations

import gc
import json

import pygame
import pytest
from test_ui_support import key, press

from game.platform.display import HEIGHT, WIDTH, Smooth, _window, fit, whole_multiple
from game.screens import openers
from game.screens.scenes.options import OptionsScene
from game.store.settings import load_settings, settings_from_json, settings_path

TVS = [(1280, 720), (1366, 768), (1920, 1080), (3840, 2160)]
# (TV, FILL) -> the picture's size (centred)
PICTURES = {
    ((1280, 720), "auto"): (1280, 720),  # x1 would fill only 75%: the whole screen
    ((1280, 720), "off"): (960, 540),  # whole numbers only: x1 in borders
    ((1280, 720), "sharp"): (1280, 720),
    ((1280, 720), "smooth"): (1280, 720),
    ((1366, 768), "auto"): (1365, 768),
    ((1366, 768), "off"): (960, 540),
    ((1366, 768), "sharp"): (1365, 768),
    ((1366, 768), "smooth"): (1365, 768),
    **{((1920, 1080), mode): (1920, 1080) for mode in ("auto", "off", "sharp", "smooth")},
    **{((3840, 2160), mode): (3840, 2160) for mode in ("auto", "off", "sharp", "smooth")},
}


@pytest.mark.parametrize("tv, mode", sorted(PICTURES))
def test_the_picture_at_each_tv_size_and_fill(tv, mode):
    rect = fit(tv, mode)
    assert rect.size == PICTURES[tv, mode]
    assert rect.center == (tv[0] // 2, tv[1] // 2)
    assert abs(rect.width / rect.height - WIDTH / HEIGHT) < 0.01  # the shape is kept
    if mode != "off":  # the 16 px body text stands at least 21 screen pixels tall
        assert 16 * rect.height / HEIGHT >= 21


def test_off_shrinks_a_window_smaller_than_the_canvas_and_sharp_fills_a_near_whole_window():
    assert fit((800, 450), "off").size == (800, 450)
    assert fit((1000, 700), "auto").size == (960, 540)  # x1 fills 96%: crisp pixels win
    assert fit((1000, 700), "sharp").size == (1000, 562)
    assert whole_multiple((1280, 720)) == (1920, 1080) and whole_multiple((1920, 1080)) == (1920, 1080)


def presented(app, tv: tuple[int, int], mode: str) -> pygame.Surface:
    """The window as the renderer shows it after presenting the canvas at this size and FILL."""
    window = _window()
    window.size = tv
    pygame.event.pump()  # SDL takes in the new size, as a window does before its next frame
    app.display.fill = mode
    app.display.present()
    renderer = app.display._renderer
    renderer.set_viewport(None)
    return renderer.to_surface()


@pytest.fixture
def tv_app(app):
    yield app
    # Every test's app draws with the one SDL renderer of the one window. A SMOOTH filter's textures
    # left for the garbage collector were freed in a later test now and then, and that test's frames
    # came out wholly black (the title at 1280x720, 1 run in 5 after the smooth tests): free them now.
    app.display._smooth = None
    gc.collect()
    _window().size = (WIDTH, HEIGHT)
    app.display.fill = "auto"


def widths_on_screen(app, tv: tuple[int, int], mode: str) -> list[float]:
    """How wide each of the canvas's first twelve pixel columns comes out on screen: one white column
    at a time on black, its light summed across the middle row."""
    widths = []
    for column in range(12):
        app.display.canvas.fill((0, 0, 0))
        pygame.draw.line(app.display.canvas, (255, 255, 255), (column, 0), (column, HEIGHT - 1))
        shot = presented(app, tv, mode)
        picture = fit(tv, mode)
        row = [shot.get_at((x, tv[1] // 2)).r for x in range(picture.x, picture.x + 24)]
        widths.append(sum(row) / 255)
    return widths


@pytest.mark.parametrize("tv", [(1280, 720), (1366, 768)])
def test_smooth_keeps_every_pixel_the_same_width_where_sharp_cannot(tv_app, tv):
    scale = fit(tv, "smooth").width / WIDTH
    sharp = widths_on_screen(tv_app, tv, "sharp")
    assert set(sharp) >= {1.0, 2.0}  # nearest pixels: some one screen pixel wide, some two
    smooth = widths_on_screen(tv_app, tv, "smooth")
    assert all(abs(width - scale) < 0.3 for width in smooth), smooth  # about x1.33 or x1.42 each
    assert max(smooth) - min(smooth) < 0.5 * (max(sharp) - min(sharp))  # evener by half at least


def test_a_renderer_too_slow_for_two_passes_gets_one_that_keeps_the_pixels_even(tv_app, monkeypatch):
    monkeypatch.setattr(Smooth, "SLOW_MS", -1.0)  # every renderer is too slow
    monkeypatch.setattr(Smooth, "TIMED", 2)
    tv = (1366, 768)
    for _ in range(2):
        presented(tv_app, tv, "smooth")
    assert tv_app.display._smooth.direct and tv_app.display._smooth.large is None
    smooth = widths_on_screen(tv_app, tv, "smooth")
    assert all(abs(width - fit(tv).width / WIDTH) < 0.3 for width in smooth), smooth


@pytest.mark.parametrize("tv", TVS)
def test_the_title_fills_each_tv_and_the_borders_are_black(tv_app, tv, shots):
    app = tv_app
    app.push(openers.title())
    press(app)
    press(app, key(pygame.K_RETURN))  # the menu, with its small words
    for mode in ("auto", "off", "sharp", "smooth"):
        app.draw()
        shot = presented(app, tv, mode)
        shots(app, f"fill_{tv[0]}x{tv[1]}_{mode}", shot)
        picture = fit(tv, mode)
        assert shot.get_size() == tv
        inside = [shot.get_at((picture.x + dx, picture.centery)) for dx in range(0, picture.width, 7)]
        assert sum(1 for colour in inside if colour[:3] != (0, 0, 0)) > len(inside) // 2  # the picture
        if picture.x > 0:
            assert shot.get_at((picture.x - 1, picture.centery))[:3] == (0, 0, 0)  # the border
        if picture.y > 0:
            assert shot.get_at((picture.centerx, picture.y - 1))[:3] == (0, 0, 0)


def test_fill_is_chosen_in_options_saved_and_read_back(polished):
    polished.stack.push(OptionsScene(polished))
    polished.stack.apply_requests()
    options = polished.stack.top
    while options.menu.current.label != "FILL":
        press(polished, key(pygame.K_DOWN))
    for expected in ("off", "sharp", "smooth", "auto", "off"):
        press(polished, key(pygame.K_RIGHT))
        assert polished.settings.fill == expected
    assert polished.display.fill == "off"  # the display follows at once
    assert json.loads(settings_path().read_text())["fill"] == "off"
    loaded, problems = load_settings()
    assert loaded.fill == "off" and problems == []


def test_a_bad_fill_or_music_volume_falls_back_to_its_default():
    settings, problems = settings_from_json({"fill": "stretch", "music_volume": 3, "volume": 0.5})
    assert settings.fill == "auto" and settings.music_volume == 0.5 and settings.volume == 0.5
    assert len(problems) == 2 and any("fill" in p for p in problems)
    assert any("music_volume" in p for p in problems)
