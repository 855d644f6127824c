"""PLAYERS AT THE TV is kept for the next party, as the game, the seats and the timer are (a host
play-test: it was back at 0 on the second party's setup page, the other choices kept)."""

from __future__ import annotations

import pytest
from test_party_tv import open_room, to_setup

from game.screens.scenes.party_setup import PartySetupScene
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
    again = PartySetupScene(app)  # the next party
    assert again.entry.id == "night-baseball" and len(again.players) == 2
    assert len({player.colour for player in again.players}) == 2  # each their own colour
    stud = to_setup(app, "baseball")  # a stud party has none at the TV, and forgets no count
    assert stud.players == []
    open_room(app, stud).party.close()
    assert app.settings.party_tv_players == 2


def test_a_bad_count_in_the_settings_file_is_refused():
    assert settings_store.CHECKS["party_tv_players"][0](3)
    assert not any(settings_store.CHECKS["party_tv_players"][0](v) for v in (-1, 9, True, "2", 1.5))
