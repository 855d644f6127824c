"""A table left for the title (its pause menu's QUIT TO TITLE, a session's standings' TITLE) comes
back to the title's menu at once, never to PRESS START: a newcomer's play-test, back from QUIT TO
TITLE, saw the title with no prompt for about a second and a half."""

from __future__ import annotations

from fractions import Fraction

import pygame
from test_ui_support import key, press, table_scene

from engine.events import Standing
from game.felt.table_model import Seat, TableModel
from game.screens.scenes.pause import PauseScene
from game.screens.scenes.standings import StandingsScene
from game.screens.scenes.title import TitleScene


def drawn_words(app, monkeypatch) -> list[str]:
    """The words the title's next frame draws."""
    words: list[str] = []
    draw = app.text.draw

    def noted(canvas, said, *rest, **named):
        words.append(said)
        return draw(canvas, said, *rest, **named)

    monkeypatch.setattr(app.text, "draw", noted)
    app.draw()
    monkeypatch.setattr(app.text, "draw", draw)
    return words


def test_quit_to_title_shows_the_menu_at_once(app, monkeypatch):
    table_scene(app, players=3, seed=11)
    press(app, key(pygame.K_ESCAPE))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    while pause.menu.current.label != "QUIT TO TITLE":
        press(app, key(pygame.K_DOWN))
    press(app, key(pygame.K_RETURN), key(pygame.K_DOWN), key(pygame.K_RETURN))  # QUIT TO THE TITLE? QUIT
    title = app.stack.top
    assert isinstance(title, TitleScene) and title.started
    for _ in range(4):  # at every moment of a blink
        title.clock += 0.3
        words = drawn_words(app, monkeypatch)
        assert "PLAY" in words and "PRESS START" not in words, words


def test_the_standings_title_shows_the_menu_at_once(app):
    scene = table_scene(app, players=4)
    model = TableModel(seats=[Seat(name, "Rock", name == "You") for name in ("You", "Babe", "Casey", "Yogi")])
    standings = [Standing(seat, Fraction(0), 1) for seat in range(4)]
    app.stack.reset(StandingsScene(app, scene.setup, model, standings))
    press(app)
    app.stack.top.title()
    press(app)
    assert isinstance(app.stack.top, TitleScene) and app.stack.top.started
