"""The title's menu stops at its ends (issue 31): a Hold'em newcomer's play-test pressed Up on PLAY,
went round to QUIT and found themselves there. Up on the first row stays on it; Down on the last
stays on QUIT. Other menus keep their own way (a game's opponents list still wraps to DEAL!)."""

from __future__ import annotations

import pygame
from test_polish_support import saved_after_a_pot
from test_ui_support import key, press

from game.screens.scenes.title import TitleScene


def title_menu(app) -> TitleScene:
    """The title past PRESS START, its menu on the first row."""
    app.stack.push(TitleScene(app))
    app.stack.apply_requests()
    press(app, key(pygame.K_RETURN))
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.started
    return title


def test_up_on_play_stays_on_play(app):
    title = title_menu(app)
    assert title.menu.current.label == "PLAY"
    press(app, key(pygame.K_UP))
    assert title.menu.current.label == "PLAY"
    press(app, key(pygame.K_UP), key(pygame.K_UP))
    assert title.menu.current.label == "PLAY"


def test_down_on_quit_stays_on_quit(app):
    title = title_menu(app)
    labels = [item.label for item in title.menu.items]
    press(app, *[key(pygame.K_DOWN)] * (len(labels) - 1))
    assert title.menu.current.label == "QUIT" == labels[-1]
    press(app, key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert title.menu.current.label == "QUIT"
    press(app, key(pygame.K_UP))  # one row back from the end, not round to the top
    assert title.menu.current.label == labels[-2]


def test_up_on_continue_stays_on_continue_with_a_saved_session(home, polished):
    saved_after_a_pot(polished.settings)
    title = title_menu(polished)
    assert title.menu.current.label == "CONTINUE"
    press(polished, key(pygame.K_UP))
    assert title.menu.current.label == "CONTINUE"
