"""A Hold'em newcomer's play-test rated Dealer's Choice 6/10: the call's banner (ENTER: DEAL  R: RULES
at its foot) dealt by itself after its reading time, and their R "did nothing", the banner gone
before they pressed it. At the solo table, HINTS on, a call now waits for the player
(game.screens.call_keys): Enter, a click or Tab deals, R opens that game's RULES page and back from
it the banner still waits. A game met before waits too (tests/test_enter_at_the_call_is_no_move.py);
HINTS off keeps the timed banner (tests/test_dealers_pick_banner_time.py). R pressed late, as the
deal has begun, still opens the pot's rules."""

from __future__ import annotations

import pygame
import pytest
from test_dealers_pick_enter_deals import called
from test_ui_support import Tape, click, key, press, run_until, table_scene

from engine.events import HandStart, PotGame
from engine.profile import load_profile
from game.felt import layout
from game.felt.director import Director
from game.felt.first_tips import game_topic
from game.felt.table_model import Seat, TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens
from game.screens.call_keys import CallKeys
from game.screens.scenes.chart import ChartScene

SEED_STUD = 6  # Casey, dealing first at three seats, calls Seven-Card Stud
MANY = 400  # frames of 0.05 s: 20 s, four times Seven-Card Stud's timed banner


def frames(app, count: int) -> None:
    for _ in range(count):
        app.frame([], 0.05)


def seconds_up(app, scene, limit: int = MANY) -> float:
    """Seconds the banner on the table stays up with no key pressed (`limit` frames at the most)."""
    for frame in range(limit):
        if scene.model.game_banner is None:
            return frame * 0.05
        app.frame([], 0.05)
    return limit * 0.05


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_new_games_call_waits_for_enter_then_deals(app, size):
    scene = called(app, size, SEED_STUD, "")
    assert scene.model.game_banner[1] == "SEVEN-CARD STUD"
    assert seconds_up(app, scene) == MANY * 0.05  # was about 5 s
    assert scene.player.waiting and not any(isinstance(e, HandStart) for e in scene.player.pot_events)
    press(app, key(pygame.K_RETURN))
    frames(app, 4)
    assert scene.model.game_banner is None and not scene.player.waiting
    assert any(isinstance(event, HandStart) for event in scene.player.pot_events)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_own_picks_call_goes_on_by_itself(app, size):
    """A newcomer chose a game and pressed Enter, then met YOU PICK ... waiting for another Enter:
    one choice confirmed twice. Your own call's banner is up its reading time, then the deal."""
    scene = called(app, size, 3, "midnight-baseball")
    assert scene.model.game_banner[0] == "YOU PICK" and not scene.player.waiting
    assert 3.0 <= seconds_up(app, scene) < MANY * 0.05  # (read, then gone by itself)
    frames(app, 4)
    assert any(isinstance(event, HandStart) for event in scene.player.pot_events)


def test_a_click_deals_a_waiting_call(app):
    scene = called(app, "normal", SEED_STUD, "")
    frames(app, 200)
    assert scene.model.game_banner is not None  # (10 s: waiting)
    press(app, click((480, 270)))
    frames(app, 4)
    assert scene.model.game_banner is None


def test_r_opens_the_called_games_rules_and_escape_returns_to_the_waiting_banner(app):
    scene = called(app, "normal", SEED_STUD, "")
    frames(app, 100)  # (5 s: past the old timed banner's end, as the newcomer reached for R)
    press(app, key(pygame.K_r))
    chart = app.stack.top
    assert isinstance(chart, ChartScene) and chart.pages[chart.page] == "rules 1"
    assert chart.rules.id == "seven-card-stud"
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene
    assert seconds_up(app, scene, 200) == 200 * 0.05  # waiting still, back at the table
    press(app, key(pygame.K_RETURN))
    frames(app, 4)
    assert scene.model.game_banner is None


def test_hints_off_the_call_is_timed(app):
    app.settings.hints = False
    scene = called(app, "normal", SEED_STUD, "")
    assert not scene.player.waiting
    assert 2.0 < seconds_up(app, scene) < 10.0


def test_a_game_met_before_in_the_session_waits_too(app):
    """Seven-Card Stud already dealt in this session (as a continued session's earlier pots count):
    its call waits for Enter as the first did (its banner says ENTER: DEAL: a newcomer's Enter,
    pressed as it said after the timed banner had gone, made their first decision's CHECK)."""
    scene = table_scene(app, profile="dealers-choice", players=3, seed=SEED_STUD)
    scene.calls.tips.first(game_topic("seven-card-stud"))  # (met: the table's one record)
    run_until(app, lambda: scene.model.game_banner is not None)
    assert scene.player.waiting
    assert seconds_up(app, scene) == MANY * 0.05


def test_every_call_of_a_game_waits():
    """The same game called again later in the session waits as its first call did; the table's
    one record has the game met from its first call."""
    stud, night = load_profile("seven-card-stud"), load_profile("night-baseball")
    director = Director(TableModel(), Tweens(), 0, {})
    director.places = layout.NORMAL
    director.model.seats = [Seat("You", "", True), Seat("Casey", "", False), Seat("Babe", "", False)]
    calls = [PotGame(1, 1, stud.id, stud), PotGame(2, 2, night.id, night), PotGame(3, 1, stud.id, stud)]
    player = TablePlayer(director, director.tweens, Tape(calls))
    keys = CallKeys(None, player, demo=False, waits=True)
    player.fetch()
    waited = []
    for _ in calls:
        player.advance(60.0, 1.0)
        keys.shown(player.next_event(), hints=True)
        waited.append(player.waiting)
        player.deal_on()
    assert waited == [True, True, True]
    assert {game_topic(stud.id), game_topic(night.id)} <= keys.tips.met


def test_r_as_the_deal_begins_opens_this_pots_rules(app):
    """A late R, the banner just gone: this pot's game's rules, not NOT YOUR TURN YET."""
    scene = called(app, "normal", SEED_STUD, "")
    press(app, key(pygame.K_RETURN))
    frames(app, 2)
    assert scene.model.game_banner is None and scene.buttons is None
    assert scene.calls.dealing
    press(app, key(pygame.K_r))
    chart = app.stack.top
    assert isinstance(chart, ChartScene) and chart.rules.id == "seven-card-stud"
    assert scene.not_yet == 0.0
