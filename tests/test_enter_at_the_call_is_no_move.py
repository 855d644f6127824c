"""A move is the player's own press. A Hold'em newcomer's Dealer's Choice play-test (4 seats, hand 4
of 8): Babe called Baseball, met three pots before, its banner saying ENTER: DEAL; they pressed
Enter once, as it said, and the log then read "You check", though they had chosen nothing. The
banner of a game met before was timed: it had gone by itself after 5 s, the pot was dealt, and their
Enter, 13 s after the banner came up, pressed their first decision's lit CHECK. Now every call waits
for its key, HINTS on (game.screens.call_keys): the Enter it names deals, whenever it comes, and the
decision after it waits for a press of its own. Seed 3 deals this table: Babe calls Baseball, your
Wild 3 showing opens the betting, nobody moving before you."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import key, settle, table_scene

from engine.actions import ActionKind
from engine.events import ActionTaken
from game.felt.first_tips import game_topic
from game.play.session import HUMAN

SEED = 3  # four seats: Babe calls Baseball, and you are first to act after the deal
READING = 13.0  # seconds from the banner up to the Enter (the play-test's, between its shots)
STEP = 0.05


def pad_a() -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0)


def seconds(app, scene, count: float) -> None:
    for _ in range(round(count / STEP)):
        settle(scene)
        app.frame([], STEP)


def your_moves(scene) -> list[ActionTaken]:
    return [e for e in scene.table.events if isinstance(e, ActionTaken) and e.seat == HUMAN]


def met_call(app):
    """The table at seed 3, every game of the session met already (as by hand 4), its first call's
    banner just up."""
    scene = table_scene(app, profile="dealers-choice", players=4, seed=SEED)
    for game in scene.table.session_rules.games:
        scene.calls.tips.first(game_topic(game.id))
    for _ in range(400):
        if scene.model.game_banner is not None:
            return scene
        settle(scene)
        app.frame([], STEP)
    raise AssertionError("no call")


@pytest.mark.parametrize("confirm", [lambda: key(pygame.K_RETURN), pad_a], ids=["enter", "pad_a"])
def test_an_enter_read_late_at_a_met_games_call_deals_and_makes_no_move(app, confirm):
    scene = met_call(app)
    assert scene.model.game_banner[1] == "BASEBALL"
    seconds(app, scene, READING)  # (the timed banner was gone at 5 s, your decision up at 11 s)
    app.frame([confirm()], STEP)
    for _ in range(round(30 / STEP)):  # till your decision
        if scene.buttons is not None:
            break
        settle(scene)
        app.frame([], STEP)
    assert scene.buttons is not None
    assert your_moves(scene) == []
    assert scene.table.legal_actions().kinds[0] == ActionKind.CHECK
    seconds(app, scene, 5.0)  # and it waits for your press
    assert your_moves(scene) == [] and scene.buttons is not None


def test_enter_pressed_twice_fast_at_the_call_makes_no_move(app):
    """A double press (or a key bouncing): the first deals, the second lands on the deal, no move."""
    scene = met_call(app)
    app.frame([key(pygame.K_RETURN)], STEP)
    app.frame([key(pygame.K_RETURN)], STEP)
    app.frame([pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)], STEP)
    for _ in range(round(30 / STEP)):
        if scene.buttons is not None:
            break
        settle(scene)
        app.frame([], STEP)
    assert scene.buttons is not None and your_moves(scene) == []
