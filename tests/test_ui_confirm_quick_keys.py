"""Every key press reaches the question it was pressed on (game.screens.scene.SceneStack.handle).
A play-test pressed Enter on DEAL!, Down and Enter: the Down came in the frame that asked END YOUR
SAVED GAME?, was lost, and the Enter answered NO; the keys of that frame now go to the question."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
from test_ui_support import key, press

import game.screens.scenes.setup as setup_scenes
from game.play.session import direct_setup
from game.screens import openers
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.setup import OpponentsScene
from game.screens.table_scene import TableScene


def saved_game_asked(app, monkeypatch, *keys: int) -> None:
    """DEAL! on the opponents' page with a saved game, `keys` pressed in the same frame."""
    monkeypatch.setattr(type(app.polish), "writes", property(lambda polish: True))
    saved = SimpleNamespace(describe=lambda: "Baseball, 4 players: pot 3 of 8.")
    monkeypatch.setattr(setup_scenes.resume, "load", lambda: (saved, []))
    app.go(openers.opponents(setup=direct_setup(app.settings, "baseball", 4, 5)))
    press(app)
    assert isinstance(app.stack.top, OpponentsScene)
    app.frame([key(pygame.K_RETURN), *(key(code) for code in keys)], 1 / 60)


def test_a_down_in_the_frame_that_asks_moves_the_choice_to_yes(app, monkeypatch):
    saved_game_asked(app, monkeypatch, pygame.K_DOWN)
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and question.question == "END YOUR SAVED GAME?"
    assert question.menu.current.label == "YES, DEAL"
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, TableScene)


def test_every_press_in_that_frame_moves_it(app, monkeypatch):
    saved_game_asked(app, monkeypatch, pygame.K_DOWN, pygame.K_DOWN)  # round to NO again
    assert app.stack.top.menu.current.label == "NO"
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, OpponentsScene)
    app.frame([key(pygame.K_RETURN), *[key(pygame.K_UP)] * 3], 1 / 60)  # NO, YES, NO, YES
    assert app.stack.top.menu.current.label == "YES, DEAL"
