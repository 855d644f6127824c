"""A pot's result takes no press until it has been read (game.screens.read_wait): a Hold'em
newcomer's Returns meant for their last decision dealt the next pot over the result that said they
had lost (shots 406-409). The wait is THE GUIDE IS OVER's (tests/test_guide_end.py)."""

from __future__ import annotations

import pygame
from test_ui_support import key, press, run_until, settle, table_scene

from game.play.session import HUMAN
from game.screens.scenes.banner import ResultBanner

RETURN = key(pygame.K_RETURN)


def at_a_result(app):
    """Two seats of Baseball, you folding at your first decision: its result just up."""
    app.settings.next_hand_after = 0  # (the result waits for a press)
    scene = table_scene(app, players=2, seed=5)

    def result_up() -> bool:
        settle(scene)
        legal = scene.table.legal_actions()
        if scene.buttons is not None and legal is not None and legal.seat == HUMAN:
            scene.choose("fold" if "fold" in legal.kinds else legal.kinds[0])
        return isinstance(app.stack.top, ResultBanner)

    run_until(app, result_up)
    return scene


def test_returns_mashed_into_a_result_leave_it_up_until_it_is_read(app):
    at_a_result(app)
    for _ in range(6):  # Return mashed, a press every 0.3 s: each restarts the wait
        press(app, RETURN, frames=5, dt=0.05)
    assert isinstance(app.stack.top, ResultBanner)
    press(app, frames=21, dt=0.05)  # read: a second with no press
    press(app, RETURN, frames=2)
    assert not isinstance(app.stack.top, ResultBanner)


def test_an_arrow_wakes_the_result_at_once(app):
    at_a_result(app)
    up = key(pygame.K_UP)
    press(app, up, up, RETURN, frames=2)  # (round REPLAY and back to NEXT HAND)
    assert not isinstance(app.stack.top, ResultBanner)
