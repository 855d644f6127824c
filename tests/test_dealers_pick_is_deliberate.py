"""A dealer's pick deals only the game the person chose (issue 31, a host's play-test): Enter pressed
every 2.5 s at a game's last pot ran through its result, the FINAL STANDINGS and the ledger, and the
Dealer's Choice pick took the next Enter and dealt the lit Night Baseball for the host's player at
the TV, who never chose it. A bet's Enter is the passive move; a game pick has none. So a bare
Enter at the pick deals nothing and says how to choose, over the games; after Up/Down (a pad's
d-pad) Enter deals the lit game, a game's number deals it at once, and R opens the lit game's rules,
the pick still there when back from them. Driven through the real scenes with synthetic events."""

from __future__ import annotations

import pygame
import pytest
from test_dealers_pick_large import human_deals
from test_enter_at_the_call_is_no_move import pad_a
from test_ui_support import drawn_by, key, letter, press
from tv_dealer_pick import to_tv_dealers_pick

from engine.actions import SessionDecision
from engine.events import PotGame
from game.felt.action_menu import CHOOSE_FIRST
from game.play.session import HUMAN
from game.screens.scenes.chart import ChartScene
from game.screens.table_scene import TableScene

GAMES = ["night-baseball", "midnight-baseball"]  # a party's games (its dealer's pick)
CADENCE = 2.5  # seconds between the host's presses of Enter (the play-test's)
STEP = 0.05


def calls(scene: TableScene) -> list[PotGame]:
    return [event for event in scene.table.events if isinstance(event, PotGame)]


def called_by(table, seat: int) -> list[str]:
    """The games the dealer in `seat` called at the party's table, by rules id."""
    return [e.rules.id for e in table.table.events if isinstance(e, PotGame) and e.chooser == seat]


def picking(scene: TableScene) -> TableScene:
    """`scene` once your games are offered (the first pot's pick is yours)."""
    for _ in range(2000):
        if scene.buttons is not None:
            return scene
        press(scene.app, dt=STEP)
    raise AssertionError("no pick offered")


def at_the_pick(app) -> TableScene:
    scene = picking(human_deals(app, 4))
    assert scene.table.legal_actions().decision == SessionDecision.CHOOSE_GAME
    return scene


def enters(app, confirm, count: int = 6) -> None:
    """`count` presses of `confirm`, CADENCE seconds apart (each page's settling long past)."""
    for _ in range(count):
        app.frame([confirm()], STEP)
        for _ in range(round(CADENCE / STEP)):
            app.frame([], STEP)


@pytest.mark.parametrize("confirm", [lambda: key(pygame.K_RETURN), pad_a], ids=["enter", "pad_a"])
def test_enter_pressed_again_and_again_at_your_pick_deals_nothing_and_says_how_to_choose(
    app, monkeypatch, confirm
):
    scene = at_the_pick(app)
    enters(app, confirm)
    assert calls(scene) == [] and scene.table.actor == HUMAN and scene.buttons is not None
    said = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    assert CHOOSE_FIRST[0].format(4) in said, said
    scene.leave()


def test_a_moved_cursor_and_enter_deal_the_lit_game(app):
    scene = at_the_pick(app)
    games = scene.table.session_rules.games
    press(app, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_UP))
    press(app, key(pygame.K_RETURN))
    assert [call.rules.id for call in calls(scene)] == [games[1].id]
    scene.leave()


def test_a_games_number_deals_it(app):
    scene = at_the_pick(app)
    press(app, key(pygame.K_3))
    assert [call.rules.id for call in calls(scene)] == [scene.table.session_rules.games[2].id]
    scene.leave()


def test_r_at_your_pick_opens_the_lit_games_rules_and_back_is_the_pick(app):
    scene = at_the_pick(app)
    night = scene.table.session_rules.games[1]
    press(app, key(pygame.K_DOWN), letter("r"))
    chart = app.stack.top
    assert isinstance(chart, ChartScene) and chart.rules.id == night.id
    assert chart.rules.pots == scene.table.session_rules.pots  # (as long as the session)
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene and scene.buttons is not None and calls(scene) == []
    press(app, key(pygame.K_RETURN))  # the cursor moved before: Enter deals the lit game
    assert [call.rules.id for call in calls(scene)] == [night.id]
    scene.leave()


def test_at_the_party_tv_enter_again_and_again_deals_no_game_the_player_did_not_choose(
    app, shots, tmp_path, monkeypatch, loopback
):
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, GAMES, "Host")
    try:
        room, seat = table.room, table.offered.seat
        enters(app, lambda: key(pygame.K_RETURN), count=4)  # (10 s: the turn's 60 s still running)
        legal = room.controls.local_turn()
        assert legal is not None and legal.decision == SessionDecision.CHOOSE_GAME
        assert table.buttons is not None and table.buttons.nudged and not called_by(table, seat)
        app.draw()
        for resolution in ((1920, 1080), (1280, 720)):  # (to be looked at)
            shots(
                app, f"tv_pick_nudged_{resolution[1]}", pygame.transform.scale(app.display.canvas, resolution)
            )
        press(app, key(pygame.K_DOWN))
        lit = table.buttons.current.label
        press(app, key(pygame.K_RETURN), frames=5)
        assert [game.replace("-", " ").upper() for game in called_by(table, seat)] == [lit]
    finally:
        lobby.party.close()
