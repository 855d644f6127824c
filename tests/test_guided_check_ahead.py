"""No Peek's CHECK AHEAD in a guided hand (GuidedTable, game.felt.check_ahead): its button comes
after the guide's words, the guide's own page says what it does the first time it is offered,
and A pressed after a page lights it. A newcomer's play-test: the guided No Peek hand showed
[A] CHECK AHEAD unexplained beside its first page, and A pressed showed no sign of being taken."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import key, letter, press, run_until

from engine.profile import load_profile
from game.felt.check_ahead import SAID_ON
from game.play.guided import CHECK_AHEAD, READ_PAUSE
from game.screens import openers
from game.telling.guide_words import WORDS


@pytest.mark.parametrize("profile_id", ["no-peek", "night-baseball", "midnight-baseball"])
def test_check_ahead_is_told_before_its_button_shows_and_a_lights_it(app, profile_id):
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    run_until(app, lambda: bool(scene.line), dt=1 / 60)  # what the game is
    assert scene.ahead.menu is None  # (no button beside the words)
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, key(pygame.K_RETURN))
    run_until(app, lambda: bool(scene.line), dt=1 / 60)
    assert scene.line == WORDS[CHECK_AHEAD] and scene.ahead.menu is None
    assert "[A] CHECK AHEAD" in scene.line
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, key(pygame.K_RETURN), frames=2)  # the page read: its button shows
    assert not scene.line and scene.ahead.menu is not None and not scene.ahead.on
    press(app, letter("a"), frames=2)  # at once after the page: it is taken, and shows it
    assert scene.ahead.on and SAID_ON in list(scene.model.log)
