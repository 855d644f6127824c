"""R at a guided Dealer's Choice call opens the called game's rules, as at every table
(game.screens.call_keys), and never moves the hand. A newcomer's play-test: at Casey's call of the
first pot's game (its banner said "ENTER: DEAL  R: RULES", then the guide's page told of the call),
R turned the page and the pot was dealt, the rules never shown."""

from __future__ import annotations

import pygame
import pytest
from test_guided import guide_through_results
from test_ui_support import key, press, run_until

from engine.events import Deal
from engine.profile import load_profile
from game.play.guided import OWN_CALL, READ_PAUSE
from game.screens import openers
from game.screens.scenes.chart import ChartScene
from game.screens.scenes.guided_table import GuidedTable


def guided_dealers_choice(app) -> GuidedTable:
    app.push(openers.guided(profile_id="dealers-choice", rules=load_profile("dealers-choice")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    assert isinstance(scene, GuidedTable)
    return scene


def dealt(scene: GuidedTable) -> int:
    return sum(isinstance(event, Deal) for event in scene.table.events)


def r_opens_the_rules_and_back_the_page_waits(app, scene: GuidedTable, game: str) -> None:
    """R, the words read or not: the RULES page of `game`, the pot undealt; Escape back to the
    same page over the call, still undealt."""
    page, cards = scene.line, dealt(scene)
    press(app, key(pygame.K_r))
    chart = app.stack.top
    assert isinstance(chart, ChartScene) and chart.pages[chart.page] == "rules 1", chart
    assert chart.rules.id == game, chart.rules.id
    for _ in range(100):  # (5 s: the table waits under the page)
        app.frame([], 0.05)
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene
    assert scene.line == page and dealt(scene) == cards  # no page turned, no card dealt


@pytest.mark.parametrize("read", [False, True], ids=["at-once", "read"])
def test_r_at_the_dealers_call_opens_its_games_rules_and_deals_nothing(app, read):
    """Casey, the guide's first dealer, calls Seven-Card Stud: its page is up, the pot undealt."""
    scene = guided_dealers_choice(app)
    run_until(app, lambda: scene.script.told[-1:] == ["called"] and bool(scene.line), dt=1 / 60)
    if read:
        press(app, frames=int(READ_PAUSE * 60) + 2)
    r_opens_the_rules_and_back_the_page_waits(app, scene, "seven-card-stud")
    press(app, frames=int(READ_PAUSE * 60) + 2)
    press(app, key(pygame.K_SPACE))  # any other key still goes on
    assert scene.script.told[-1] == "start", scene.script.told


def test_r_on_the_calls_banner_opens_its_rules_even_just_after_a_press(app):
    """The banner (CASEY PICKS ...) before the page: R opens its rules, a key pressed just before
    or not (a press soon after another is held back only from your buttons)."""
    scene = guided_dealers_choice(app)
    run_until(app, lambda: scene.model.game_banner is not None, dt=1 / 60)
    scene.hush = 0.3  # (as your buttons' moment after a page or a pick)
    press(app, key(pygame.K_SPACE))
    press(app, key(pygame.K_r))
    chart = app.stack.top
    assert isinstance(chart, ChartScene) and chart.rules.id == "seven-card-stud", chart


def test_r_at_your_own_calls_intro_opens_the_game_you_called(app):
    """Your own call (the guide's second pot): Baseball picked, the intro of the pot you called up
    before its deal: R is its rules, not a page turned."""
    scene = guided_dealers_choice(app)

    def own_game_shown() -> bool:
        return OWN_CALL in scene.script.told and scene.script.told[-1] == "start" and bool(scene.line)

    guide_through_results(app, scene, own_game_shown, "your called game's banner")
    r_opens_the_rules_and_back_the_page_waits(app, scene, "baseball")
