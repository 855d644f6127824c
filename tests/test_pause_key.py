"""P pauses the table, as Esc and a pad's B do (a newcomer's play-test pressed P and the table
played on), and P again resumes; no action's key is P, so a press meant to pause never plays (PAY's
key is Y)."""

from __future__ import annotations

import pygame
from test_ui_support import key, letter, press, table_scene

from game.felt.action_menu import SHORTCUTS
from game.screens.scenes.howto import CONTROLS
from game.screens.scenes.pause import PauseScene
from game.screens.table_scene import PAUSE_KEY


def test_p_pauses_the_table(app):
    scene = table_scene(app)
    press(app, letter("p"), frames=2)
    assert isinstance(app.stack.top, PauseScene)
    press(app, key(pygame.K_ESCAPE), frames=2)  # RESUME
    assert app.stack.top is scene


def test_p_again_resumes(app):
    """A newcomer's play-test pressed P to pause, then P again, and the pause stayed up."""
    scene = table_scene(app)
    press(app, letter("p"), frames=2)
    assert isinstance(app.stack.top, PauseScene)
    press(app, letter("p"), frames=2)
    assert app.stack.top is scene


def test_no_action_takes_the_pause_key_and_how_to_play_says_it():
    assert PAUSE_KEY == "p" and PAUSE_KEY not in SHORTCUTS.values()
    assert any("P / ESC / PAD B  pause" in line for line in CONTROLS)
