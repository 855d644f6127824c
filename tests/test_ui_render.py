"""Every scene renders on the 960x540 canvas; a screenshot of each is saved (in pytest's
temporary folder, see conftest.shots) to be looked at."""

import pygame
import pytest
from test_ui_support import key, press, run_until, settle, table_scene

from game.felt.action_menu import SHORTCUTS
from game.screens.scenes.banner import ResultBanner
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.howto import HowToScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.pause import PauseScene
from game.screens.scenes.setup import OpponentsScene, PlayersScene, ProfileScene
from game.screens.scenes.standings import StandingsScene
from game.screens.scenes.title import TitleScene
from game.telling.decision_words import BUTTON_ORDER


def assert_drawn(app):
    canvas = app.display.canvas
    assert canvas.get_size() == (960, 540)
    colours = {tuple(canvas.get_at((x, y))) for x in range(0, 960, 3) for y in range(0, 540, 3)}
    assert len(colours) > 5  # text and shapes, not a blank fill


def test_every_menu_scene_renders(app, shots, tmp_path, monkeypatch):
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(tmp_path))
    (tmp_path / "my-house.yaml").write_text("name: My house\nplayers: {max: 9}\n", encoding="utf-8")
    app.stack.push(TitleScene(app))
    press(app)
    shots(app, "01_title_press_start")
    assert_drawn(app)
    press(app, key(pygame.K_RETURN))
    shots(app, "02_title_menu")
    pages = [(ProfileScene, "03_profiles"), (HowToScene, "06_how_to_play"), (OptionsScene, "07_options")]
    for scene_class, name in pages:
        app.stack.push(scene_class(app))
        press(app, key(pygame.K_RIGHT))
        assert isinstance(app.stack.top, scene_class)
        while scene_class is ProfileScene and app.stack.top.menu.current.enabled:  # show the broken one
            press(app, key(pygame.K_DOWN))
        shots(app, name)
        assert_drawn(app)
        if scene_class is ProfileScene:
            assert "players.max" in app.stack.top.menu.current.detail
            press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
            if isinstance(app.stack.top, ConfirmScene):  # a game with a guided hand, chosen the first time
                shots(app, "04_guided_offer")
                press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # NO: the Play menus go on
            shots(app, "04_players")
            press(app, key(pygame.K_RETURN))
            assert isinstance(app.stack.top, OpponentsScene)
            shots(app, "05_opponents")
            assert isinstance(app.stack.scenes[-2], PlayersScene)
            app.stack.pop()
            app.stack.pop()
        app.stack.pop()
        press(app)
        assert isinstance(app.stack.top, TitleScene)


def test_every_table_scene_renders(app, shots):
    scene = table_scene(app, players=6, seed=4, pots=1)
    run_until(app, lambda: sum(len(s.cards) for s in scene.model.seats) >= 9, dt=1 / 60)
    shots(app, "08_table_dealing")
    assert_drawn(app)
    run_until(app, lambda: scene.buttons is not None)
    shots(app, "09_table_your_turn")
    press(app, key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, PauseScene)
    shots(app, "10_pause")
    press(app, key(pygame.K_ESCAPE))
    saw_showdown = False
    while not isinstance(app.stack.top, ResultBanner):
        if scene.buttons is not None:
            legal = scene.table.legal_actions()
            press(
                app,
                key(pygame.K_RETURN)
                if "call" in legal.kinds or "check" in legal.kinds
                else key(pygame.K_DOWN),
            )
        app.frame([], 0.05)
        if scene.model.showcase and not saw_showdown:
            run_until(app, lambda: not scene.tweens.busy, dt=0.02)
            shots(app, "11_table_showdown")
            saw_showdown = True
    shots(app, "12_result_banner")
    press(app, key(pygame.K_RETURN))  # the result stays until NEXT HAND (here: STANDINGS)
    run_until(app, lambda: isinstance(app.stack.top, StandingsScene))
    shots(app, "13_standings")
    assert_drawn(app)


def reach_decision(app, profile: str, decision: str, seeds=range(1, 9)):
    """Fast-forward (skip key, no time passing) through short sessions until the human must make
    `decision` ("reveal": a betting decision offering to show a hidden four), answering every other
    question with the first button."""
    for seed in seeds:
        scene = table_scene(app, profile=profile, players=4, seed=seed, pots=2)
        for _ in range(50000):
            if app.stack.top is not scene:  # a banner, or the standings at the end
                if scene.table.is_over:
                    break
                press(app, key(pygame.K_RETURN), frames=0)
            elif scene.buttons is None:
                settle(scene)
                press(app, key(pygame.K_TAB), frames=0, dt=0.0)
            elif _offers(scene.table.legal_actions(), decision):
                return scene
            else:
                press(app, key(pygame.K_RETURN), frames=0)
        scene.leave()
        app.stack.reset(scene)  # replaced by the next seed's table
    raise AssertionError(f"no {decision} decision for the human in {profile}")


def _offers(legal, decision: str) -> bool:
    return "reveal" in legal.kinds if decision == "reveal" else legal.decision == decision


@pytest.mark.parametrize(
    "profile, decision",
    [
        ("baseball-pay-three", "wild_cost"),
        ("baseball-paid-fours", "four_cost"),
        ("baseball-hidden-fours", "reveal"),
        ("midnight-baseball", "turn"),
        ("baseball-bring-in", "bet"),
    ],
)
def test_each_kind_of_decision_is_offered_with_its_own_buttons(app, shots, profile, decision):
    scene = reach_decision(app, profile, decision)
    run_until(app, lambda: not scene.tweens.busy, dt=0.02)
    legal = scene.table.legal_actions()
    assert [item.shortcut for item in scene.buttons.items] == [
        SHORTCUTS[kind] for kind in sorted(legal.kinds, key=BUTTON_ORDER.index)
    ]
    assert scene.prompt
    shots(app, f"14_{profile}_{decision}")
    scene.leave()
