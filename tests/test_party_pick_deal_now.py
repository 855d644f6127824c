"""A player at the party TV who deals a Dealer's Choice sees how to deal, and the table deals only a
game they chose (game.screens.call_keys.TvPick). Two host play-testers never saw the pick's
ENTER: DEAL NOW: the banner of the game picked (MAX PICKS NIGHT BASEBALL) had an empty foot where
the solo table says it, Enter did nothing there, and it dealt by itself a few seconds later. And a
double Enter at the pick (~0.3 s apart) dealt the lit game: the first brought up ENTER: NIGHT
BASEBALL, the second dealt it, unread."""

from __future__ import annotations

import pygame
import pytest
from frame_checks import frame_problems
from test_dealers_pick_is_deliberate import called_by
from test_ui_support import key
from tv_dealer_pick import to_tv_dealers_pick

from game.felt.game_banner import DEAL_NOW_KEYS
from game.platform.frame_log import FRAME
from game.screens.scenes.party import BUTTONS_SETTLE

GAMES = ["night-baseball", "midnight-baseball"]
STEP = 0.05
DOUBLE = 0.3  # seconds between a double press's two Enters (the play-testers')


def wait(app, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        app.frame([], STEP)


def enter(app) -> None:
    app.frame([key(pygame.K_RETURN)], STEP)


def texts(app) -> list[str]:
    app.draw()
    return [item.text for item in FRAME.texts()]


def picked(app, table) -> None:
    """At the TV's settled pick: a bare Enter's nudge read, then Enter deals the lit game."""
    wait(app, BUTTONS_SETTLE + 0.1)
    enter(app)
    assert table.buttons is not None and table.buttons.nudged
    wait(app, BUTTONS_SETTLE + 0.1)
    enter(app)
    assert table.buttons is None and table.model.game_banner is not None


def test_a_double_enter_at_the_pick_deals_nothing_and_a_read_nudges_enter_deals(
    app, tmp_path, monkeypatch, loopback
):
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, GAMES, "Max")
    try:
        seat = table.offered.seat
        wait(app, BUTTONS_SETTLE + 0.1)
        enter(app)  # the nudge: ENTER: NIGHT BASEBALL
        wait(app, DOUBLE)
        enter(app)  # its double: not read yet, so no deal
        wait(app, 1.0)
        assert table.buttons is not None and table.buttons.nudged and not called_by(table, seat)
        assert any(text.startswith("ENTER") and "NIGHT BASEBALL" in text for text in texts(app))
        enter(app)  # up a second since: read, it deals
        wait(app, 0.2)
        assert called_by(table, seat) == ["night-baseball"]
    finally:
        lobby.party.close()


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tv_players_banner_says_enter_deals_now_and_enter_does(
    app, shots, tmp_path, monkeypatch, loopback, size
):
    app.settings.text_size = size
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, GAMES, "Max")
    try:
        picked(app, table)
        assert table.model.game_banner[0].endswith("MAX PICKS")  # (SAME GAME: where it was)
        for second in range(3):  # its key the whole time it is up, inside the banner
            said = texts(app)
            assert DEAL_NOW_KEYS[-1] in said, (second, said)
            assert frame_problems(f"{size} banner {second}") == []
            for resolution in ((1920, 1080), (1280, 720)):
                surface = pygame.transform.scale(app.display.canvas, resolution)
                shots(app, f"tv_pick_banner_{size}_{resolution[1]}_{second}", surface)
            wait(app, 1.0 if second == 0 else 0.5)
        banner = table.model.game_banner
        assert banner is not None  # (two seconds up: still there, its hold is longer)
        enter(app)  # Enter deals now
        wait(app, 0.2)
        assert table.model.game_banner is None
    finally:
        lobby.party.close()


def test_an_enter_right_after_the_pick_does_not_skip_its_banner(app, tmp_path, monkeypatch, loopback):
    """The banner is up a moment before Enter deals: a press meant for the pick is no deal now."""
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, GAMES, "Max")
    try:
        picked(app, table)
        wait(app, DOUBLE)
        enter(app)
        wait(app, 0.2)
        assert table.model.game_banner is not None
        assert DEAL_NOW_KEYS[-1] in texts(app)
    finally:
        lobby.party.close()


def test_a_banner_the_away_rule_picked_says_no_key_of_the_tv_player(app, tmp_path, monkeypatch, loopback):
    """TIME RAN OUT: PICKED FOR MAX is no pick of theirs: nothing says Enter deals it."""
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, GAMES, "Max")
    try:
        room = lobby.party.room
        clock = room.host.clock
        monkeypatch.setattr(room.host, "clock", lambda: clock() + 61.0)  # its 60 s gone
        for _ in range(200):
            app.frame([], STEP)
            if table.model.game_banner is not None:
                break
        assert table.model.picked_for and table.model.game_banner is not None
        assert DEAL_NOW_KEYS[-1] not in texts(app)
    finally:
        lobby.party.close()
