"""PLAYERS AT THE TV is kept for the next party, as the game, the seats and the timer are (a host
play-test: it was back at 0 on the second party's setup page, the other choices kept)."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party
from test_party_tv import open_room, to_setup
from test_party_tv_host import table_of
from test_party_tv_player_names import type_name
from test_ui_support import key, letter, press

from game.platform.text import wrap
from game.screens.app import App
from game.screens.menu_page import DETAIL_COLUMNS, DETAIL_LINES
from game.screens.scenes.party_setup import PartyPlayersScene, PartySetupScene
from game.store import settings as settings_store

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_party_setup_page_keeps_the_players_at_the_tv(app):
    setup = to_setup(app, "night-baseball")
    assert setup.rules.flow == "no_peek" and setup.players == []
    setup.adjust_players(1)
    setup.adjust_players(1)
    lobby = open_room(app, setup)
    lobby.party.close()
    assert app.settings.party_tv_players == 2
    again = PartySetupScene(app)  # the next party (it opens with names to cut: no crash laying out)
    assert again.entry.id == "night-baseball" and len(again.players) == 2
    assert again.words_left == again.menu.rects[0].x + 1  # the row's cut, where its words start
    assert len({player.colour for player in again.players}) == 2  # each their own colour
    stud = to_setup(app, "baseball")  # a stud party has none at the TV, and forgets no count
    assert stud.players == []
    open_room(app, stud).party.close()
    assert app.settings.party_tv_players == 2


def test_a_bad_count_in_the_settings_file_is_refused():
    assert settings_store.CHECKS["party_tv_players"][0](3)
    assert not any(settings_store.CHECKS["party_tv_players"][0](v) for v in (-1, 9, True, "2", 1.5))


def test_the_count_comes_back_after_a_restart_whichever_game_the_page_opens_on(polished):
    """A play-test found it forgotten: the last party was a stud game's (the page opened on it, no
    player at the TV) and choosing Night Baseball there gave 0, not the last No Peek party's count."""
    setup = to_setup(polished, "night-baseball")
    setup.adjust_players(1)
    setup.adjust_players(1)
    open_room(polished, setup).party.close()
    stud = to_setup(polished, "baseball")
    open_room(polished, stud).party.close()  # the game now remembered is a stud game
    polished.frame([], 0.02)  # the settings file is written
    restarted = App(settings_store.load_settings()[0])  # the program started again, as main() starts it
    assert restarted.settings.default_profile == "baseball" and restarted.settings.party_tv_players == 2
    again = PartySetupScene(restarted)
    assert again.rules.flow == "stud" and again.players == []
    while again.rules.flow != "no_peek":
        again.pick_game(1)
    assert len(again.players) == 2
    again.pick_game(-1)  # back to a stud game and on again: the same two
    while again.rules.flow != "no_peek":
        again.pick_game(1)
    assert len(again.players) == 2


def test_nobody_at_the_tv_stays_so_from_one_no_peek_game_to_the_next(app):
    """The host's own count on the page is kept from game to game, not the last party's."""
    app.settings.party_tv_players = 2
    setup = to_setup(app, "night-baseball")
    assert len(setup.players) == 2
    setup.adjust_players(-1)
    setup.adjust_players(-1)  # the host wants nobody at the TV tonight
    for _ in range(len(setup.entries)):  # every game, stud ones too, and back
        setup.pick_game(1)
        assert setup.players == []


def test_the_players_row_says_enter_names_them(app):
    """A host play-test set PLAYERS AT THE TV to 1 with the arrows and opened the room with PLAYER 1,
    not knowing where a name is typed: the row's words say Enter names them, and Enter opens the
    page where each is named; in plain words (a host read "Enter names them and gives each a
    controller" and could not tell what Enter would do)."""
    setup = to_setup(app, "night-baseball")
    while setup.menu.current.label != "PLAYERS AT THE TV":
        setup.menu.move(1)
    lines = wrap(setup.detail(), DETAIL_COLUMNS)
    assert len(lines) <= DETAIL_LINES and lines[-1] == "Press Enter to add each player and their name."
    setup.menu.current.action()
    app.stack.apply_requests()
    assert isinstance(app.stack.top, PartyPlayersScene)


def test_a_player_seated_at_the_tv_mid_party_comes_back_by_name_at_the_next_party(app):
    """A host play-test seated HOST at the TV from the host's menu mid-party (the party began on a
    stud game, nobody at the TV); the next party's HOST A PARTY had nobody there, and the host
    added PLAYER 1. The players seated at the TV come back, the names typed for them first."""
    party, devices = open_party("night-baseball", 4)
    try:
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        menu.menu.select([item.label for item in menu.menu.items].index("SEAT A PLAYER AT THE TV"))
        press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))  # the keyboard joins
        page = app.stack.top
        assert isinstance(page, PartyPlayersScene)
        type_name(app, page, letter("n"), "host")
        press(app, key(pygame.K_TAB))  # done: HOST sits down
        at_tv = menu.at_tv()  # QUEENIE, at the TV from the start, and HOST
        assert "Host" in at_tv and len(at_tv) == 2
    finally:
        party.close()
    again = to_setup(app, "baseball")  # a stud game first, as the play-test's page opened on
    assert again.players == []
    while again.rules.flow != "no_peek":
        again.pick_game(1)
    assert [player.name for player in again.players] == ["Host", "Player 1"]  # the typed name first
