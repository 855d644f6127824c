"""A move's key pressed while another player acts (C, F, T, Enter) says whose turn it is on the prompt's
line for a while (TableScene.hint_line) and moves no one, now or later: a newcomer's play-test
pressed C, F and Enter while a computer player acted and nothing was said."""

from __future__ import annotations

import pygame
import pytest
from test_ui_hints import another_acting
from test_ui_support import key, press, table_scene

from engine.events import Award, Showdown
from game.screens.table_hint import NOT_YOURS_YET


@pytest.mark.parametrize("pressed", [pygame.K_c, pygame.K_f, pygame.K_t, pygame.K_RETURN])
def test_a_key_on_another_players_turn_says_whose_turn_and_moves_no_one(app, pressed):
    scene, actor = another_acting(app)
    decisions = len(scene.table.decisions)
    assert scene.hint_line == "TAB SKIPS AHEAD"
    press(app, key(pressed))
    assert scene.hint_line == f"{scene.model.seats[actor].name.upper()}'S TURN, NOT YOURS"
    assert len(scene.table.decisions) == decisions  # the key acted for no one
    press(app, frames=int(3 / 0.02), dt=0.02)  # a while later: gone, and nothing was queued
    assert scene.hint_line == "TAB SKIPS AHEAD" and len(scene.table.decisions) == decisions


def test_t_while_a_no_peek_pot_is_dealt_says_it_is_not_your_turn_naming_no_one_unshown(app):
    """T while the opponents' No Peek piles are dealt and turned: the table waits for a computer
    player before the screen shows one acting (2 s and more at a pot's deal), and the line said
    nothing (a newcomer's play-test: T while the opponents turned did nothing). It says so without
    naming the seat the table waits for, which the screen has not shown acting yet."""
    scene = table_scene(app, "no-peek", players=4, seed=1)
    press(app, frames=1, dt=0.02)
    waited = scene.table.actor
    assert scene.model.actor is None and waited not in (None, 0) and scene.buttons is None
    scene.host.pause(True)
    press(app, key(pygame.K_t))
    assert scene.hint_line == NOT_YOURS_YET
    assert scene.model.seats[waited].name.upper() not in scene.hint_line
    decisions = len(scene.table.decisions)
    for _ in range(int(10 / 0.02)):  # till the deal is shown (its first ante's hint read too)
        if scene.model.actor is not None:
            break
        press(app, frames=1, dt=0.02)
    press(app, frames=int(0.5 / 0.02), dt=0.02)  # the line gone, and nothing was queued
    assert scene.model.actor == waited and scene.table.actor == waited
    assert scene.hint_line == "TAB SKIPS AHEAD" and len(scene.table.decisions) == decisions


@pytest.mark.parametrize(("profile", "seed"), [("baseball", 5), ("midnight-baseball", 4)])
def test_no_key_says_it_is_not_your_turn_once_the_pot_is_over(app, monkeypatch, profile, seed):
    """A Hold'em newcomer's play-test read NOT YOUR TURN YET and BABE'S TURN, NOT YOURS under a pot
    already shown down, its winner's five in the middle (shot_032, 076, 285): nobody's turn is to
    come in it. C pressed on every frame another acts, a pot played to its result: once its showdown
    or award is shown, the prompt's line never says whose turn it is (one pressed before says no more)."""
    scene = table_scene(app, profile, players=3, seed=seed)
    shown, over = scene.show, [False]

    def show(fact):
        over[0] = over[0] or isinstance(fact, (Showdown, Award))
        return shown(fact)

    monkeypatch.setattr(scene, "show", show)
    said_before = said_after = 0
    for _ in range(6000):
        if scene.showing_result:
            break
        press(app, key(pygame.K_RETURN if scene.buttons is not None else pygame.K_c), frames=0, dt=0.05)
        not_yours = "NOT YOUR" in scene.hint_line
        if over[0]:
            said_after += not_yours
        else:
            said_before += not_yours
    assert scene.showing_result and over[0]
    assert said_before > 0  # (the key said so while the pot was bet)
    assert said_after == 0, said_after
