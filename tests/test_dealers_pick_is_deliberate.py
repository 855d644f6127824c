"""A dealer's pick deals only the game the person chose (issue 31, a host's play-test): Enter pressed
every 2.5 s at a game's last pot ran through its result, the FINAL STANDINGS and the ledger, and the
Dealer's Choice pick took the next Enter and dealt the lit Night Baseball for the host's player at
the TV, who never chose it. A bet's Enter is the passive move; a game pick has none. So a bare
Enter at the pick deals nothing and says what the next Enter does, ENTER AGAIN: NIGHT BASEBALL over
how to choose another; a second Enter deals the lit game (Sam at the TV, a later host's play-test,
pressed Enter alone again and again, never dealt, and the clock picked for him); after Up/Down (a
pad's d-pad) Enter deals the lit game, a game's number deals it at once, and R opens the lit game's
rules, the pick still there when back from them. The steady presses through the pages before never
reach the pick (game.screens.party_between). Driven through the real scenes with synthetic events."""

from __future__ import annotations

import pygame
import pytest
from test_dealers_pick_large import human_deals
from test_enter_at_the_call_is_no_move import pad_a
from test_ui_support import drawn_by, key, letter, press
from tv_dealer_pick import to_tv_dealers_pick

from engine.actions import SessionDecision
from engine.events import PotGame
from game.felt import action_menu
from game.felt.action_menu import PAD
from game.play.session import HUMAN
from game.screens.scenes.chart import ChartScene
from game.screens.table_scene import TableScene
from game.telling.sit_out_words import STUD_LEFT_OUT

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


def nudge_drawn(app, scene, monkeypatch) -> tuple[list[tuple[str, pygame.Rect]], list[pygame.Rect]]:
    """The words `scene` draws in one frame, and the games' panel's box."""
    boxes: list[pygame.Rect] = []
    real = action_menu.panel
    monkeypatch.setattr(
        action_menu, "panel", lambda canvas, box, *a: (boxes.append(box), real(canvas, box, *a))
    )
    said = drawn_by(app, scene, monkeypatch)
    monkeypatch.setattr(action_menu, "panel", real)
    return said, boxes


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("confirm", [lambda: key(pygame.K_RETURN), pad_a], ids=["enter", "pad_a"])
def test_a_bare_enter_says_what_the_next_does_and_the_second_deals_the_lit_game(
    app, monkeypatch, confirm, size
):
    app.settings.text_size = size
    scene = at_the_pick(app)
    lit = scene.buttons.current.label
    enters(app, confirm, count=1)
    assert calls(scene) == [] and scene.table.actor == HUMAN and scene.buttons is not None
    said, boxes = nudge_drawn(app, scene, monkeypatch)
    lines = scene.buttons.nudge()
    another = "UP/DOWN OR 1-4: ANOTHER" if size == "normal" else "UP/DOWN: ANOTHER"
    enter = f"ENTER AGAIN: {lit}" if size == "normal" else f"ENTER: {lit}"  # (BASEBALL: its room)
    assert lines == [enter, another]
    drawn = dict(said)
    (box,) = boxes
    if size == "normal":  # beside the games, clear of the pot (tests/test_pick_nudge_clear_of_pot.py)
        lines = scene.buttons.nudge_aside()
    for line in lines:  # each whole, inside the games' panel at large
        assert line in drawn and (size == "normal" or box.contains(drawn[line])), (line, drawn.get(line), box)
    enters(app, confirm, count=1)
    assert [call.rules.id for call in calls(scene)] == [scene.table.session_rules.games[0].id]
    scene.leave()


def test_the_cursor_moved_after_the_nudge_and_enter_deal_the_game_moved_to(app):
    scene = at_the_pick(app)
    press(app, key(pygame.K_RETURN), key(pygame.K_DOWN))
    assert scene.buttons.nudge()[0] == f"ENTER: {scene.buttons.current.label}"
    press(app, key(pygame.K_RETURN))
    assert [call.rules.id for call in calls(scene)] == [scene.table.session_rules.games[1].id]
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


# what the TV says after Sam's first Enter, and under the games, at each TEXT SIZE
SAID_AT_TV = {
    "normal": (["ENTER: NIGHT BASEBALL", "UP/DOWN OR 1-2: ANOTHER"], STUD_LEFT_OUT[0]),
    "large": (["ENTER AGAIN:", "NIGHT BASEBALL", "UP/DOWN: ANOTHER"], STUD_LEFT_OUT[1]),
}


@pytest.mark.parametrize("size", ["normal", "large"])
def test_at_the_party_tv_a_second_enter_deals_the_lit_game_and_the_list_says_why_no_stud(
    app, shots, tmp_path, monkeypatch, loopback, size
):
    """Sam at the TV met only the No Peek games, the stud ones left out, which only the phones said:
    the TV says it under the list. The first Enter says ENTER: NIGHT BASEBALL (AGAIN where the
    middle has room for it), the second deals it."""
    app.settings.text_size = size
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, ["baseball", *GAMES], "Sam")
    try:
        seat = table.offered.seat
        assert [item.label for item in table.buttons.items] == ["NIGHT BASEBALL", "MIDNIGHT BASEBALL"]
        enters(app, lambda: key(pygame.K_RETURN), count=1)  # up under 0.6 s: for the page before
        assert not table.buttons.nudged
        enters(app, lambda: key(pygame.K_RETURN), count=1)  # (its 60 s still running)
        assert table.buttons.nudged and not called_by(table, seat)
        said, boxes = nudge_drawn(app, table, monkeypatch)
        drawn = dict(said)
        nudge, note = SAID_AT_TV[size]
        assert table.buttons.nudge() == nudge and table.buttons.note == note
        (box,) = boxes
        aside = table.buttons.nudge_aside()  # (at normal beside the games, clear of the pot)
        for line in [*(nudge if size == "large" else []), note]:  # each inside the panel, clear of its sides
            assert line in drawn and box.inflate(-2 * PAD, 0).contains(drawn[line]), (line, box, said)
        assert all(line in drawn and not box.colliderect(drawn[line]) for line in aside), (aside, box)
        assert bool(aside) == (size == "normal")
        app.draw()
        for resolution in ((1920, 1080), (1280, 720)):  # (to be looked at)
            shots(
                app,
                f"tv_pick_nudged_{size}_{resolution[1]}",
                pygame.transform.scale(app.display.canvas, resolution),
            )
        press(app, key(pygame.K_RETURN), frames=5)
        assert called_by(table, seat) == ["night-baseball"]
    finally:
        lobby.party.close()
