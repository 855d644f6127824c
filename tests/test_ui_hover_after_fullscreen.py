"""A newcomer's play-test switched DISPLAY to FULLSCREEN with the keys in OPTIONS and the cursor
jumped from DISPLAY to OPPONENTS: the window changed under the idle mouse pointer and SDL reported
the pointer's new place on the picture as a motion, taken as a hover. Motions just after the window
changes move no cursor; the mouse moved later picks rows as ever."""

from __future__ import annotations

import pygame
from test_ui_support import key, press

from game.platform.display import HEIGHT, WIDTH
from game.platform.input import InputMapper
from game.screens.scenes.options import OptionsScene


def motion(app, spot: tuple[int, int]) -> pygame.event.Event:
    """The pointer over `spot` on the canvas, in window pixels (the window's size changes here)."""
    picture = app.display.picture()
    pos = (
        picture.x + (spot[0] + 0.5) * picture.width / WIDTH,
        picture.y + (spot[1] + 0.5) * picture.height / HEIGHT,
    )
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_the_pointer_resting_under_a_window_that_changes_moves_no_cursor(app):
    now = [100.0]
    app.mapper = InputMapper(app.display.to_canvas, clock=lambda: now[0])
    app.stack.push(OptionsScene(app))
    press(app)
    options = app.stack.top
    menu = options.menu
    labels = [item.label for item in menu.items]
    display = next(index for index, label in enumerate(labels) if label.startswith("DISPLAY"))
    while menu.selected != display:
        press(app, key(pygame.K_DOWN))
    below = menu.rects[(display + 1) % len(menu.rects)]
    other = (below.x + 4, below.centery)  # the row under the resting pointer (its words' start)
    press(app, key(pygame.K_RETURN), motion(app, other))  # the screen changes; SDL reports the pointer
    assert options.menu.selected == display
    now[0] += InputMapper.STILL_SECONDS / 2
    press(app, motion(app, other))
    assert options.menu.selected == display
    now[0] += InputMapper.STILL_SECONDS  # the person moves the mouse: it picks the row as ever
    press(app, motion(app, other))
    assert options.menu.selected == display + 1
