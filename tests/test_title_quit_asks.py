"""QUIT on the title asks first, NO chosen, as the pause menu's QUIT TO TITLE and the party host's
END THE PARTY do: a newcomer pressed Up on CONTINUE, which went round to QUIT then, then Enter, and
the game closed with no word (the session was saved, which the question now says)."""

from __future__ import annotations

import pygame
from test_polish_support import saved_after_a_pot
from test_ui_support import key, press

from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.title import TitleScene


def test_quit_under_continue_then_enter_asks_with_no_first_and_no_stays(home, polished):
    saved_after_a_pot(polished.settings)
    polished.stack.push(TitleScene(polished))
    polished.stack.apply_requests()
    press(polished, key(pygame.K_RETURN))  # PRESS START: the menu, on CONTINUE
    title = polished.stack.top
    assert title.menu.current.label == "CONTINUE"
    press(polished, *[key(pygame.K_DOWN)] * len(title.menu.items))  # down to QUIT, the last
    assert title.menu.current.label == "QUIT"
    press(polished, key(pygame.K_RETURN))
    question = polished.stack.top
    assert polished.running and isinstance(question, ConfirmScene), polished.stack.top
    assert question.menu.current.label == "NO" and "saved" in " ".join(question.detail)
    press(polished, key(pygame.K_RETURN))  # a second Enter: NO, back on the title
    assert polished.running and polished.stack.top is title
    press(polished, key(pygame.K_RETURN), key(pygame.K_DOWN), key(pygame.K_RETURN))  # asked, QUIT
    assert not polished.running


def test_without_a_saved_session_quit_still_asks_but_says_nothing_of_one(app):
    app.stack.push(TitleScene(app))
    press(app, key(pygame.K_RETURN))
    title = app.stack.top
    title.menu.select([item.label for item in title.menu.items].index("QUIT"))
    press(app, key(pygame.K_RETURN))
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and question.detail == [] and app.running
