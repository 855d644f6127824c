"""A replay opens at its first step and counts the deal as one: a newcomer's replay of a six-seat
pot read 'STEP 29 OF 92' by the time the cards were down (each ante and each card was a step, 28
of them raced through in three seconds), and nothing had said it began at step 1."""

from __future__ import annotations

import pygame
from test_ui_replay import to_result
from test_ui_support import key, letter, press, run_until, table_scene

from engine.events import ActionTaken, Deal
from game.screens.scenes.replay import ReplayScene


def open_replay(app, players: int) -> ReplayScene:
    """A solo table of `players` played to its first pot's result, R pressed there."""
    app.settings.animation_speed = 4.0
    scene = table_scene(app, players=players, seed=11)
    app.settings.next_hand_after = 300
    to_result(app, scene)
    app.settings.animation_speed = 1.0
    press(app, letter("r"), frames=0)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    return replay


def test_a_six_seat_replay_says_step_1_then_its_deal_is_step_2(app):
    replay = open_replay(app, players=6)
    app.frame([], 1 / 60)
    assert replay.tag().startswith("REPLAY POT 1, STEP 1 OF ")
    first_move = next(n for n, fact in enumerate(replay.tape.facts) if isinstance(fact, ActionTaken))
    run_until(app, lambda: replay.replayer.shown > first_move, dt=1 / 30)
    # the pot begun, its deal, the first move: whatever the seats, three steps
    assert replay.replayer.step == 3, replay.tag()


def test_right_from_the_first_step_deals_every_seats_cards_as_one_step(app):
    replay = open_replay(app, players=6)
    press(app, key(pygame.K_RETURN))  # stopped at the pot's start: no card out
    assert not replay.replayer.playing and replay.replayer.step == 1
    assert not any(seat.cards for seat in replay.replayer.model.seats)
    press(app, key(pygame.K_RIGHT))
    run_until(app, lambda: replay.replayer.step > 1, dt=1 / 30)
    dealt = sum(isinstance(fact, Deal) for fact in replay.tape.facts[: replay.replayer.shown])
    assert replay.replayer.step == 2 and dealt >= 3 * 6 and not replay.replayer.playing
    assert all(len(seat.cards) >= 3 for seat in replay.replayer.model.seats)
    press(app, key(pygame.K_LEFT))
    assert replay.replayer.step == 1 and not any(seat.cards for seat in replay.replayer.model.seats)
