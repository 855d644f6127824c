"""While the game is a window, the title and the party's lobby say how to fill the screen: a host
play-test's game opened as a small window in the middle of the TV, and nothing said F11 fills it.
In full screen neither says it; nothing makes the game go there by itself."""

from __future__ import annotations

import pytest
from party_sweep import open_party
from test_ui_support import drawn_by

from game.platform.display import SAFE
from game.screens.menu_page import FULL_SCREEN_KEY
from game.screens.scenes.party_lobby import PartyLobbyScene
from game.screens.scenes.title import TitleScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py: the lobby's party server


def said(drawn: list, words: str) -> list:
    return [rect for text, rect in drawn if words in text]


def clear_of_the_rest(drawn: list, words: str) -> bool:
    mine = said(drawn, words)[0]
    return SAFE.contains(mine) and not any(
        rect.colliderect(mine) for text, rect in drawn if words not in text
    )


@pytest.mark.parametrize("fullscreen", [False, True])
def test_the_title_says_f11_while_windowed(app, monkeypatch, fullscreen):
    app.settings.fullscreen = fullscreen
    for started in (False, True):  # PRESS START, and the menu
        title = TitleScene(app, menu=started)
        app.stack.scenes[:] = [title]
        drawn = drawn_by(app, title, monkeypatch)
        assert bool(said(drawn, FULL_SCREEN_KEY)) != fullscreen
        if not fullscreen:
            assert clear_of_the_rest(drawn, FULL_SCREEN_KEY)


@pytest.mark.parametrize("fullscreen", [False, True])
def test_the_lobby_says_f11_while_windowed(app, monkeypatch, fullscreen):
    app.settings.fullscreen = fullscreen
    party, devices = open_party("baseball", 6)  # a game's most seats: the longest list over it
    try:
        lobby = PartyLobbyScene(app, party, devices)
        app.stack.scenes[:] = [lobby]
        for moved in (False, True):  # NEW ADDRESS: PHONES MUST SCAN AGAIN stands in its column too
            monkeypatch.setattr(party, "moved", moved)
            drawn = drawn_by(app, lobby, monkeypatch)
            assert bool(said(drawn, FULL_SCREEN_KEY)) != fullscreen
            if not fullscreen:
                assert clear_of_the_rest(drawn, FULL_SCREEN_KEY)
    finally:
        party.close()
