"""One first-time tip in the log's view at a time, each up its reading time (HINT_HOLD) before the
next is said: a newcomer's play-test read two at once, "AUTO-CHECK checks for you" said straight to
the log as No Peek's button came while the queue said "+/- by a name: won or lost" in the same
frame, and an earlier tip still in view under each later one (game.felt.log_lines.hints_given_way:
a newer tip takes the place of those before it; AUTO-CHECK's meaning waits its turn in the tips'
one queue, game.felt.first_tips, about the button you face)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_dealers_choice_ui import dc_scene
from test_polish_support import human_move
from test_ui_support import key, press, settle, table_scene

from game.felt.log_forms import is_hint
from game.felt.log_lines import log_lines, with_bet_faced
from game.felt.pacing import HINT_HOLD
from game.telling.hints import CHECK_AHEAD_MEANING, COACH_MEANING, NET_MEANING

DT = 0.05


def test_a_newer_tip_takes_the_place_of_the_one_before_it_in_view():
    lines = [
        line for line, _ in log_lines(["Babe bets 1", NET_MEANING, "Yogi calls 1", COACH_MEANING], 27, 4)
    ]
    assert lines == ["Babe bets 1", "Yogi calls 1", COACH_MEANING], lines


def log_shown(scene) -> str:
    """The log's lines as it is drawn now (log_room.draw_log), joined."""
    model, renderer = scene.model, scene.renderer
    columns, most = renderer.log_fit
    names = [seat.name for seat in model.seats]
    faced = model.facing if model.level else ""
    _, lines = with_bet_faced(model.log, faced, columns, most, renderer.rung, names, model.tip_over_moves)
    return " ".join(line for line, _ in lines)


def tips_in_view(scene) -> list[str]:
    """The tips the log shows now, as it is drawn."""
    shown = log_shown(scene)
    return [message for message in dict.fromkeys(scene.model.log) if is_hint(message) and message in shown]


@pytest.mark.parametrize("profile", ["night-baseball", "baseball"])
def test_tips_come_one_at_a_time_in_view_each_its_reading_time(app, profile):
    app.settings.hints = app.settings.coach = True
    scene = table_scene(app, profile, players=4, seed=7)
    said: list[tuple[float, str]] = []
    log = scene.director.log
    clock = [0.0]

    def recorded(line: str) -> None:
        if is_hint(line):
            said.append((clock[0], line))
        log(line)

    scene.director.log = recorded
    together = []
    for _ in range(2400):
        settle(scene)
        app.frame([], DT)
        clock[0] += DT
        if len(shown := tips_in_view(scene)) > 1:
            together.append(shown)
        if scene.buttons is not None:
            scene.choose(human_move(scene.table.legal_actions()))
        if scene.showing_result:
            press(app, key(pygame.K_RETURN))
        if len(said) >= 3:
            break
    assert len(said) >= 3, said  # (the first three tips of the table: read, in turn)
    assert together == [], together[:3]
    gaps = [later - earlier for (earlier, _), (later, _) in itertools.pairwise(said)]
    assert all(gap >= HINT_HOLD - DT for gap in gaps), (gaps, said)
    if profile == "night-baseball":
        assert said[0][1] == CHECK_AHEAD_MEANING, said  # (its button's, said first of those due)


def test_auto_checks_tip_offered_under_a_dealers_choice_call_is_said_once_the_log_is_read(app):
    """Its button came while a Dealer's Choice call's banner covered the log: the tip, due then, was
    dropped with the deal (its moment past) and never said; it waits now for the log to be read
    (check_ahead.CheckAhead.offer: introduced with no banner up)."""
    app.settings.hints = app.settings.coach = True
    scene = dc_scene(app, 1, players=4)  # (Babe calls Midnight Baseball: No Peek)
    said: list[tuple[str, bool]] = []
    log = scene.director.log
    scene.director.log = lambda line: said.append((line, scene.model.game_banner is None)) or log(line)
    for _ in range(3000):
        settle(scene)
        app.frame([], DT)
        if scene.buttons is not None:
            scene.choose(human_move(scene.table.legal_actions()))
        if scene.showing_result or scene.model.game_banner is not None:
            press(app, key(pygame.K_RETURN))
        if scene.ahead.introduced and not scene.director.tips.waiting:
            break
    assert [clear for line, clear in said if line == CHECK_AHEAD_MEANING] == [True], said
