"""The table scene: a whole hand played as the human with scripted input, and nothing happening
on input that is illegal or out of turn."""

import random

import pygame
import pytest
from test_ui_support import click, key, letter, press, run_until, settle, table_scene

from engine.events import RoundStart
from game.felt.action_menu import SHORTCUTS
from game.screens.scenes.banner import ResultBanner
from game.screens.scenes.standings import StandingsScene


def human_turn(app, scene):
    return lambda: app.stack.top is scene and scene.buttons is not None


def test_a_whole_hand_played_with_the_keyboard_ends_in_a_banner_with_the_engine_balances(app):
    app.settings.animation_speed = 4.0
    scene = table_scene(app, players=3, seed=11)
    moves = 0
    while not isinstance(app.stack.top, ResultBanner):
        run_until(app, lambda: human_turn(app, scene)() or isinstance(app.stack.top, ResultBanner))
        if isinstance(app.stack.top, ResultBanner):
            break
        legal = scene.table.legal_actions()
        kind = (
            "call"
            if "call" in legal.kinds
            else legal.kinds[0]
            if legal.kinds[0] != "fold"
            else legal.kinds[-1]
        )
        before = len(scene.table.decisions)
        press(app, letter(SHORTCUTS[kind]))
        assert scene.table.decisions[before:] and scene.table.decisions[before].kind == kind
        assert scene.buttons is None
        moves += 1
    assert moves >= 2
    assert [e.type for e in scene.table.events].count("hand_end") >= 1
    hand_end = next(e for e in scene.table.events if e.type == "hand_end")
    assert [seat.balance for seat in scene.model.seats] == list(hand_end.balances)
    assert scene.model.hand == 1 and app.stack.top.result.winners


def test_input_out_of_turn_changes_nothing(app):
    scene = table_scene(app, players=4, seed=3)
    while not (scene.table.actor not in (None, 0) and scene.caught_up):
        if scene.buttons is not None:  # the human acts first: answer, then wait for a computer's turn
            press(app, key(pygame.K_RETURN))
        app.frame([], 0.02)
    events, decisions = len(scene.table.events), len(scene.table.decisions)
    for event in [letter(c) for c in "cbrfpdvkt"] + [key(pygame.K_RETURN), click((556, 280))]:
        app.frame([event], 0.0)  # no time passes: the computer player must not act either
    assert scene.buttons is None
    assert (len(scene.table.events), len(scene.table.decisions)) == (events, decisions)


def test_on_the_humans_turn_only_the_legal_actions_are_offered_and_others_do_nothing(app):
    scene = table_scene(app, players=2, seed=8)
    run_until(app, human_turn(app, scene))
    legal = scene.table.legal_actions()
    offered = [item.shortcut for item in scene.buttons.items]
    assert sorted(offered) == sorted(SHORTCUTS[kind] for kind in legal.kinds)
    unused = [c for c in "cbrfpdvktm" if c not in offered]
    events = len(scene.table.events)
    press(app, *[letter(c) for c in unused])
    assert len(scene.table.events) == events and scene.buttons is not None


def test_the_mouse_and_the_pad_choose_action_buttons(app):
    scene = table_scene(app, players=2, seed=8)
    run_until(app, human_turn(app, scene))
    first = scene.buttons.items[0]
    before = len(scene.table.decisions)
    press(app, click(scene.buttons.rects[0].center))
    assert len(scene.table.decisions) == before + 1
    assert SHORTCUTS[scene.table.decisions[-1].kind] == first.shortcut
    run_until(app, human_turn(app, scene))
    items = scene.buttons.items
    hat_down = pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=(0, -1))
    a_button = pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=0)
    before = len(scene.table.decisions)
    press(app, hat_down, a_button)
    assert len(scene.table.decisions) == before + 1
    assert SHORTCUTS[scene.table.decisions[-1].kind] == items[1 % len(items)].shortcut


def test_skip_fast_forwards_to_the_humans_turn_and_a_short_session_reaches_the_standings(app):
    scene = table_scene(app, players=3, seed=21, pots=2)
    press(app, key(pygame.K_TAB), frames=0)
    # no time passes (dt 0), yet the deal finishes and the computer players act as soon as they decide
    run_until(app, lambda: scene.buttons is not None, dt=0.0)
    assert not scene.skipping and not scene.tweens.busy
    frames = 0
    while not isinstance(app.stack.top, StandingsScene):
        top = app.stack.top
        if top is scene and scene.buttons is not None:
            press(app, key(pygame.K_RETURN))
        elif top is scene:
            press(app, key(pygame.K_TAB), dt=0.0)
        else:
            press(app, key(pygame.K_RETURN))  # the banner closes
        frames += 1
        assert frames < 20000
    ((_, rows),) = app.stack.top.rows  # the page's one block, no heading
    assert [row[1] for row in rows]  # every seat listed
    assert len(rows) == 3 and scene.table.is_over


def test_events_after_a_long_wait_still_play_one_by_one(app):
    scene = table_scene(app, players=3, seed=11)
    run_until(app, human_turn(app, scene))
    app.frame([], 10.0)  # a long wait with nothing to play (the human thinking)
    scene.player.pending.extend(RoundStart(2, seat) for seat in (0, 1, 2, 0))  # then a burst of events
    app.frame([], 1 / 60)
    assert len(scene.player.pending) == 3  # one started; the others wait for its hold, as always


@pytest.mark.parametrize(
    "profile, players, seed",
    [
        ("baseball-paid-fours", 5, 1),
        ("night-baseball", 4, 2),
        ("midnight-baseball", 3, 3),
        ("baseball-pay-three", 6, 4),
    ],
)
def test_a_session_played_through_the_ui_ends_with_the_engines_balances(app, profile, players, seed):
    rng = random.Random(seed)
    scene = table_scene(app, profile=profile, players=players, seed=seed, pots=3)
    for _ in range(100000):
        top = app.stack.top
        if isinstance(top, StandingsScene):
            break
        if top is scene and scene.buttons is not None:
            press(app, letter(rng.choice(scene.buttons.items).shortcut), frames=0)
        elif top is scene:
            settle(scene)
            press(app, key(pygame.K_TAB), frames=0, dt=0.0)  # skip ahead
        else:
            press(app, key(pygame.K_RETURN), frames=0)  # NEXT HAND: Tab never skips a result
    assert isinstance(app.stack.top, StandingsScene)
    balances = scene.table.balances
    assert [seat.balance for seat in scene.model.seats] == [balances[s] for s in range(players)]
    assert sum(balances.values()) == 0 and scene.model.pot == 0
