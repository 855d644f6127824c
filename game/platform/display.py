"""The window: a fixed 960x540 logical canvas that SDL scales to the window or the screen.

`pygame.SCALED` gives a GPU-scaled window with nearest-neighbour pixels, but only ever by a whole
number, so a 1000x700 window showed the game at x1 inside wide borders. `fit` picks the picture
instead, as the FILL setting says (`Display.fill`). AUTO: the whole-number scale when it fills most
of the window (960x540 is exactly x2 on a 1080p TV and x4 on 4K; a 1366x768 one shows it at
x1.42), otherwise the largest picture of the same shape, so the game never sits small in a big
window. OFF: whole numbers only (x1 in borders on a 720p TV). SHARP: always the largest picture,
nearest pixels. SMOOTH: the same picture through a smoothing filter (`Smooth`), so that at x1.33
or x1.42 every pixel of the text keeps its width. The picture is placed through SCALED's own
renderer (its viewport), and mouse positions are mapped back to the canvas with `to_canvas`.

Fullscreen is the desktop-sized borderless mode of the same window, switched through
`pygame.Window`: re-calling set_mode to switch between a resizable SCALED window and fullscreen
corrupts memory in pygame-ce 2.5 (seen under the dummy driver), and toggle_fullscreen() is not
supported by every driver. Before it goes fullscreen the window is made the screen's size at the
screen's corner itself: SDL asks the window manager for fullscreen and then reports the screen's size
whether or not one answered, so on a TV box with no window manager (X11 straight, a kiosk) the
window stayed 960x540 in the middle while the picture was placed for 1280x720 in it, its right and
bottom cut off. Leaving fullscreen (or failing to go there) puts back the window's own size and
place. Scenes draw on `canvas`, created once; a `post_process` hook (a CRT filter, screen shake)
may transform it before it is shown.
"""

from __future__ import annotations

import logging
import math
import statistics
import time
import warnings
from collections.abc import Callable

import pygame

log = logging.getLogger(__name__)
try:  # optional: without it, SDL's own whole-number scaling is kept (see Display.open)
    from pygame._sdl2 import video as sdl_video
except ImportError:
    sdl_video = None  # type: ignore[assignment]  # no module: None says so

WIDTH, HEIGHT = 960, 540  # x2 on 1080p: the 16 px body text stands 32 screen pixels tall
TITLE = "Baseball Poker"
# A TV may crop 2-3% of each edge (overscan): every word on every screen stays inside this.
SAFE = pygame.Rect(24, 14, WIDTH - 48, HEIGHT - 28)
WHOLE_ENOUGH = 0.85  # a whole-number scale is used when its picture is at least this share of the largest fit


def headless() -> bool:
    """No screen to fill: the dummy video driver (the tests, a server), where nothing goes full
    screen by itself."""
    return pygame.display.get_init() and pygame.display.get_driver() == "dummy"


def fit(window: tuple[int, int], fill: str = "auto") -> pygame.Rect:
    """Where the canvas is shown in a window of this size: centred, the shape kept. `fill` (the
    FILL setting) says how: "auto" crisp pixels (a whole-number scale) unless that would leave the
    picture much smaller than the window allows; "off" whole numbers only; "sharp" and "smooth" the
    largest picture that fits, always."""
    width, height = window
    largest = min(width / WIDTH, height / HEIGHT)
    whole = int(largest)
    if fill == "auto":
        scale = whole if whole >= 1 and whole >= WHOLE_ENOUGH * largest else largest
    elif fill == "off":
        scale = whole if whole >= 1 else largest  # a window smaller than the canvas shows it smaller
    else:
        scale = largest
    size = (min(width, round(WIDTH * scale)), min(height, round(HEIGHT * scale)))
    rect = pygame.Rect((0, 0), size)
    rect.center = (width // 2, height // 2)
    return rect


def fit_window(window: pygame.Window, screen: tuple[int, int]) -> None:
    """Let the window be smaller than the canvas, and make it so on a screen smaller than the
    canvas: SCALED holds a window at least 960x540, so on an 800x480 panel it hung off all four
    edges, cut, windowed or fullscreen. The picture shrinks with the window instead (`fit`)."""
    window.minimum_size = (WIDTH // 2, HEIGHT // 2)
    if screen[0] < WIDTH or screen[1] < HEIGHT:
        window.size = fit(screen, "sharp").size
        window.position = (pygame.WINDOWPOS_CENTERED, pygame.WINDOWPOS_CENTERED)


def _window() -> pygame.Window:
    with warnings.catch_warnings():  # deprecated for drawing on the Window; we only read and switch it
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


class Display:
    def __init__(self) -> None:
        self.canvas = pygame.Surface((WIDTH, HEIGHT))
        self.screen: pygame.Surface | None = None
        self.fullscreen = False
        # post_process(canvas, screen) draws the canvas onto the screen; replace to add effects.
        self.post_process: Callable[[pygame.Surface, pygame.Surface], None] = _plain_copy
        self._renderer: sdl_video.Renderer | None = (
            None  # SCALED's renderer, placing the picture; None: SDL's whole-number letterbox
        )
        self.fill = "auto"  # the FILL setting (game.store.settings.FILL_CHOICES), read at each frame
        self._smooth: Smooth | None = None  # the textures of the smooth filter, made when first used
        self._windowed: tuple[tuple[int, int], tuple[int, int]] | None = None  # size, place before fullscreen

    def open(self, fullscreen: bool) -> None:
        pygame.display.set_caption(TITLE)
        if pygame.display.get_surface() is not None:  # a window is open already (tests open one per app)
            # set_mode on a SCALED window that is fullscreen, or still the screen's size from it
            # (set_fullscreen sizes it first), corrupts memory: the canvas's size and a window first
            _window().set_windowed()
            _window().size = (WIDTH, HEIGHT)
        self.screen = pygame.display.set_mode((WIDTH, HEIGHT), pygame.SCALED | pygame.RESIZABLE)
        try:
            if sdl_video is None:
                raise pygame.error("this pygame has no pygame._sdl2.video")
            self._renderer = sdl_video.Renderer.from_window(_window())
            self._renderer.logical_size = (0, 0)  # we place the picture ourselves (see fit)
        except (ImportError, pygame.error) as exc:  # keep SDL's own scaling
            log.warning("scaling to fit unavailable: %s", exc)
            self._renderer = None
        else:
            fit_window(_window(), pygame.display.get_desktop_sizes()[0])
        if fullscreen:
            self.set_fullscreen(True)
        pygame.event.clear()  # set_mode can leave stale resize/focus events behind

    def picture(self) -> pygame.Rect:
        """Where the canvas is shown in the window now (window pixels)."""
        if self.screen is None or self._renderer is None:
            return pygame.Rect(0, 0, WIDTH, HEIGHT)  # SDL maps positions itself
        return fit(pygame.display.get_window_size(), self.fill)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window position (a mouse event's) on the canvas, clamped to it. The pointer's pixel is
        taken at its centre, as the renderer samples the canvas for it: at a scale such as x1.42 its
        left edge lies in the canvas pixel before the one shown there a third of the time."""
        rect = self.picture()
        x = (pos[0] + 0.5 - rect.x) * WIDTH / max(rect.width, 1)
        y = (pos[1] + 0.5 - rect.y) * HEIGHT / max(rect.height, 1)
        return min(max(int(x), 0), WIDTH - 1), min(max(int(y), 0), HEIGHT - 1)

    def set_fullscreen(self, fullscreen: bool) -> None:
        window = _window()
        try:
            if fullscreen:
                if not self.fullscreen:
                    self._windowed = (window.size, window.position)
                window.size = pygame.display.get_desktop_sizes()[0]  # the whole screen, whoever resizes it
                window.position = (pygame.WINDOWPOS_CENTERED, pygame.WINDOWPOS_CENTERED)
                window.set_fullscreen(desktop=True)
            else:
                window.set_windowed()
        except pygame.error as exc:  # no fullscreen on this display: stay as we are
            log.warning("fullscreen unavailable: %s", exc)
            fullscreen = self.fullscreen
        if not fullscreen and self._windowed is not None:  # the window's own size and place again
            window.size, window.position = self._windowed
            self._windowed = None
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
        if self._renderer is None:
            pygame.display.flip()
            return
        picture = self.picture()
        self._renderer.set_viewport(picture)  # SDL resets the viewport whenever the window changes size
        if self.fill == "smooth" and picture.size != whole_multiple(picture.size):
            if self._smooth is None:
                self._smooth = Smooth(self._renderer)
            if self._smooth.show(self.screen, picture):
                return
        pygame.display.flip()


def _plain_copy(canvas: pygame.Surface, screen: pygame.Surface) -> None:
    screen.blit(canvas, (0, 0))


def whole_multiple(size: tuple[int, int]) -> tuple[int, int]:
    """The canvas at the whole-number scale at or above this size's (the smooth filter's first step)."""
    scale = max(1, math.ceil(min(size[0] / WIDTH, size[1] / HEIGHT) - 1e-9))
    return WIDTH * scale, HEIGHT * scale


class Smooth:
    """FILL SMOOTH on the GPU, "sharp bilinear": the canvas is first enlarged with crisp pixels to
    the next whole-number scale (x2 for a 720p or a 768p TV), then drawn to the picture with linear
    filtering, so every pixel keeps its size on screen to within a soft edge, where nearest pixels
    alone would make every third row and column of the text twice as thick as the others. Two
    textures, made once (again when the size changes). A renderer that takes more than SLOW_MS a
    frame for it (a software one: the x2 picture is 2 million pixels) gets the canvas drawn
    straight to the picture with linear filtering instead, a little softer and about four times
    cheaper. `show` is False when the renderer can do neither, and the picture is shown with
    nearest pixels from then on."""

    SLOW_MS = 12.0  # the median of a smooth frame's first TIMED draws above which it goes direct
    TIMED = 30

    def __init__(self, renderer: sdl_video.Renderer) -> None:
        self.renderer = renderer
        self.source: sdl_video.Texture | None = None
        self.large: sdl_video.Texture | None = None  # the crisp x2 (or x3...) picture; None: direct
        self.direct = False
        self.times: list[float] = []
        self.failed = False

    def show(self, screen: pygame.Surface, picture: pygame.Rect) -> bool:
        if self.failed:
            return False
        started = time.perf_counter()
        try:
            self._draw(screen, picture)
        except (pygame.error, TypeError) as exc:  # no target textures, or a pygame without scale_quality
            log.warning("smooth filter unavailable: %s", exc)
            self.failed = True
            self.renderer.target = None
            return False
        if len(self.times) < self.TIMED:
            self.times.append((time.perf_counter() - started) * 1000)
            if len(self.times) == self.TIMED and statistics.median(self.times) > self.SLOW_MS:
                log.info("smooth filter: %.0f ms a frame, drawn in one pass", statistics.median(self.times))
                self.direct, self.source, self.large = True, None, None
        return True

    def _textures(self, size: tuple[int, int]) -> tuple[sdl_video.Texture, sdl_video.Texture | None]:
        """The canvas's texture, and the enlarged picture's (None when drawn direct), made anew when
        the size changes."""
        fits = (
            self.large is None
            if self.direct
            else self.large is not None and self.large.get_rect().size == size
        )
        if self.source is None or not fits:
            quality = 1 if self.direct else 0  # direct: linear from the canvas; else nearest to x2
            self.source = sdl_video.Texture(
                self.renderer, (WIDTH, HEIGHT), streaming=True, scale_quality=quality
            )
            self.large = (
                None if self.direct else sdl_video.Texture(self.renderer, size, target=True, scale_quality=1)
            )
        return self.source, self.large

    def _draw(self, screen: pygame.Surface, picture: pygame.Rect) -> None:
        renderer = self.renderer
        source, large = self._textures(whole_multiple(picture.size))
        source.update(screen)
        if large is not None:
            renderer.target = large
            source.draw()  # nearest pixels, a whole number of times
            renderer.target = None  # back to the window, whose viewport SDL has reset
        renderer.set_viewport(picture)
        renderer.draw_color = (0, 0, 0, 255)
        renderer.clear()  # the whole window: black borders
        (large or source).draw()  # linear filtering down (or up) to the picture
        renderer.present()
