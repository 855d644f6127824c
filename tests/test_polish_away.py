"""Nobody home: an unattended turn checks (or folds) after the away time and marks the seat AWAY;
after a whole pot away the session is saved and attract mode plays; any input brings the player
back to the same decision. The time is a setting (0: off), on the options page."""

import json

import pygame
from test_ui_support import key, press, run_until, table_scene

from engine.actions import LegalActions, Option
from game.play import resume
from game.play.away_rule import away_choice
from game.screens import attract
from game.screens.scenes.howto import HowToScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.title import TitleScene
from game.screens.table_scene import TableScene
from game.store.settings import settings_from_json


def wait(game, seconds: float, dt: float = 0.25) -> None:
    for _ in range(round(seconds / dt)):
        game.frame([], dt)


def human_decisions(scene) -> list[str]:
    return [action.kind for action in scene.table.decisions if action.seat == 0]


def test_an_unattended_turn_is_played_for_the_away_seat_and_any_input_ends_away(app):
    app.settings.away_after = 5.0
    scene = table_scene(app, players=3, seed=2)
    run_until(app, lambda: scene.buttons is not None)
    legal = scene.table.legal_actions()
    wait(app, 4.5)
    assert scene.buttons is not None and human_decisions(scene) == []  # not yet
    wait(app, 1.0)
    assert human_decisions(scene) == [away_choice(legal).kind] and scene.model.seats[0].away
    assert any("away" in line for line in scene.model.log)
    press(app, key(pygame.K_DOWN))
    assert not scene.model.seats[0].away and not scene.away.on


def test_away_plays_what_costs_nothing_else_folds():
    """One rule for the table and the party (game.play.away_rule)."""

    def legal(*kinds):
        return LegalActions(0, tuple(Option(kind, 0) for kind in kinds), "bet", None)

    assert away_choice(legal("check", "bet", "fold")).kind == "check"
    assert away_choice(legal("call", "raise", "fold")).kind == "fold"
    assert away_choice(legal("pay", "fold")).kind == "fold"  # a wild card's price is not paid
    assert away_choice(legal("pay", "decline")).kind == "decline"
    assert away_choice(legal("turn")).kind == "turn"
    assert away_choice(legal("bring_in", "complete")).kind == "bring_in"  # forced: it cannot be folded
    bring = LegalActions(0, (Option("bring_in", 1), Option("complete", 2)), "bet", None)
    assert away_choice(bring).kind == "bring_in"  # posted at its smallest
    assert away_choice(legal("reveal", "check", "bet")).kind == "check"  # a hidden four stays hidden
    hidden = LegalActions(0, (Option("bring_in", 1), Option("complete", 2), Option("reveal", 0)), "bet", None)
    assert away_choice(hidden).kind == "bring_in"  # the free reveal is not the smallest bring-in


def test_with_away_off_the_table_waits_for_ever(app):
    app.settings.away_after = 0.0
    scene = table_scene(app, players=3, seed=2)
    run_until(app, lambda: scene.buttons is not None)
    wait(app, 600, dt=1.0)
    assert scene.buttons is not None and human_decisions(scene) == [] and not scene.model.seats[0].away


def test_a_whole_pot_away_saves_plays_attract_mode_and_input_returns_to_the_same_decision(polished):
    polished.settings.away_after = 2.0
    polished.settings.animation_speed = 4.0
    scene = table_scene(polished, players=3, seed=6)
    run_until(polished, lambda: isinstance(polished.stack.top, TitleScene), dt=0.1)
    title = polished.stack.top
    away = title.attract.saved
    assert away is not None and scene.table.hands_played >= 2  # the pot it went away in, then a whole one
    on_file = json.loads(resume.resume_path().read_text())["decisions"]
    assert (
        on_file
        == [[a.seat, a.kind] for a in away.decisions]
        == [[a.seat, a.kind] for a in scene.table.decisions]
    )
    wait(polished, attract.IDLE_BEFORE + 1, dt=0.5)
    assert isinstance(polished.stack.top, HowToScene)  # attract mode cycles on
    press(polished, key(pygame.K_SPACE))
    back = polished.stack.top
    assert isinstance(back, TableScene) and back is not scene and not back.away.on
    assert [e.to_json() for e in back.table.events] == [e.to_json() for e in scene.table.events]


def test_the_away_time_is_a_setting_on_the_options_page(app):
    settings, problems = settings_from_json({"away_after": 60})
    assert settings.away_after == 60.0 and problems == []
    settings, problems = settings_from_json({"away_after": -5})
    assert settings.away_after == 45.0 and "away_after" in problems[0]
    page = OptionsScene(app)
    app.stack.reset(page)
    press(app)
    page.open_page("TABLE")
    while page.menu.current.label != "AWAY AFTER":
        press(app, key(pygame.K_DOWN))
    assert "45 S" in page.menu.current.caption()
    press(app, key(pygame.K_RIGHT))
    assert app.settings.away_after == 60.0
    for _ in range(4):  # 90, 120, 300, then off
        press(app, key(pygame.K_RIGHT))
    assert app.settings.away_after == 0.0 and "OFF" in page.menu.current.caption()


def test_the_loop_rests_only_while_a_settled_table_waits_for_the_human(app):
    import time

    from game.screens.app import wait_for_input

    scene = table_scene(app, players=3, seed=2)
    app.frame([], 0.01)
    assert not app.idle  # cards are being dealt
    run_until(app, lambda: scene.buttons is not None and scene.caught_up)
    app.frame([], 0.01)
    assert app.idle
    app.polish.notify("a message")  # a message on screen counts down: full rate again
    assert not app.idle
    app.polish.toasts.clear()
    pygame.event.clear()
    pygame.event.post(key(pygame.K_c))
    start = time.perf_counter()
    woke = wait_for_input(5.0)
    assert time.perf_counter() - start < 1.0  # input wakes the loop at once
    assert [event.type for event in woke] == [pygame.KEYDOWN]  # and is handed to the next frame
    start = time.perf_counter()
    assert wait_for_input(0.2) == []
    assert 0.15 <= time.perf_counter() - start < 1.0  # nothing: it sleeps its time
