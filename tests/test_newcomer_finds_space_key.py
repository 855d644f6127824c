"""A Hold'em newcomer's guided Baseball hand: Space checked at their buttons while the guide's corner
said only "ENTER: CHECK" (g14). Space presses the lit button as Enter does (a move of its own press,
tests/test_guided_keys.py), so the corner says it, under the Enter line: OR SPACE (a line of its
own: "ENTER/SPACE: COMPLETE TO 1" would run into the pot's chips)."""

from __future__ import annotations

import pygame
from test_guided_keys import guide_up_to_a_page_before_your_turn
from test_ui_support import key, press, run_until

from game.felt.guide_view import ENTER_PRESSES, OR_SPACE, corner_lines
from game.platform.frame_log import FRAME
from game.play.guided import READ_PAUSE


def drawn(app) -> list[str]:
    app.draw()
    return [item.text for item in FRAME.texts()]


def test_the_corner_names_space_with_the_move_it_makes(app):
    scene = guide_up_to_a_page_before_your_turn(app, "baseball")
    press(app, frames=int(READ_PAUSE * 60) + 2)
    assert OR_SPACE not in drawn(app)  # (a page up: any key goes on)
    press(app, key(pygame.K_RETURN))  # the page read and closed: the buttons come
    run_until(app, lambda: scene.buttons is not None and scene.buttons_take_keys, dt=1 / 60)
    assert scene.buttons is not None and scene.buttons.current is not None
    texts = drawn(app)
    at = texts.index(ENTER_PRESSES.format(scene.buttons.current.label))
    assert texts[at + 1] == OR_SPACE, texts  # (just under it)
    version = scene.host.version
    press(app, key(pygame.K_SPACE))  # ...and Space does what the corner says
    assert scene.host.version > version


def test_its_lines_in_the_corner():
    assert corner_lines(f"ENTER: CHECK\n{OR_SPACE}", False, False) == (
        "GUIDED HAND",
        "ENTER: CHECK",
        OR_SPACE,
        "S: SKIP GUIDE",
    )
