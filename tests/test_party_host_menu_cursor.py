"""Where the host's menu puts its cursor back from a row, on the real party TV with keys: on the row
just used (a second host wanted it to stay), whatever the row did, unless that row is greyed now,
then on GO ON WITH THE PARTY, never on the next row down (a host play-test's END THIS GAME AFTER THE POT came back greyed
with the cursor on END THE PARTY, one Enter from its question). Up and Down stop at either end."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import past_a_pot
from test_ui_support import key, press

from game.screens.party_end_game import ROW
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def menu_on(app) -> PartyHostMenu:
    menu = app.stack.top
    assert isinstance(menu, PartyHostMenu), type(menu).__name__
    return menu


def down_to(app, label: str) -> PartyHostMenu:
    """Down from where the cursor is to the row that begins `label` (NEXT GAME: BASEBALL), as a
    host does."""
    menu = menu_on(app)
    for _ in range(len(menu.menu.items)):
        if menu.menu.current.label.startswith(label):
            return menu
        press(app, key(pygame.K_DOWN))
    raise AssertionError(f"Down never reached {label}")


def on(app) -> str:
    return menu_on(app).menu.current.label


def answer(app, yes: bool) -> None:
    """The question's NO (first here) or its other answer."""
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene) and asked.menu.current.label == "NO"
    press(app, *([key(pygame.K_DOWN)] if yes else []), key(pygame.K_RETURN))


def test_the_cursor_stays_on_the_row_used_and_a_row_greyed_by_it_gives_it_to_go_on(app):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        press(app, key(pygame.K_UP))
        assert on(app) == "GO ON WITH THE PARTY"  # Up from the top stops there
        down_to(app, "END THE PARTY")
        press(app, key(pygame.K_DOWN))
        assert on(app) == "END THE PARTY"  # and Down from the bottom
        press(app, key(pygame.K_RETURN))
        answer(app, yes=False)
        assert on(app) == "END THE PARTY"  # NO: on the row asked from, nothing changed

        press(app, *[key(pygame.K_UP)] * len(menu_on(app).menu.items))
        down_to(app, "LOCK THE ROOM")
        press(app, key(pygame.K_RETURN))
        answer(app, yes=True)
        assert room.locked and on(app) == "UNLOCK THE ROOM"  # the same row, saying the change

        down_to(app, "OPTIONS: ACCESS")
        press(app, key(pygame.K_RETURN))
        assert isinstance(app.stack.top, OptionsScene)
        press(app, key(pygame.K_ESCAPE))
        assert on(app) == "OPTIONS: ACCESS"  # a page left: on its row again

        press(app, *[key(pygame.K_UP)] * len(menu_on(app).menu.items))
        down_to(app, "TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN))
        assert menu_on(app).heading == "TAKE WHICH GUEST OFF?"
        press(app, key(pygame.K_ESCAPE))  # the list left with Esc
        assert on(app) == "TAKE A GUEST OFF"
        press(app, key(pygame.K_RETURN))
        down_to(app, "BACK")
        press(app, key(pygame.K_RETURN))  # and with its BACK
        assert menu_on(app).heading == "HOST" and on(app) == "TAKE A GUEST OFF"

        down_to(app, ROW)  # END THIS GAME AFTER THE POT, the row over END THE PARTY
        press(app, key(pygame.K_RETURN))
        answer(app, yes=True)
        menu = menu_on(app)
        assert not menu.menu.items[[item.label for item in menu.menu.items].index(ROW)].enabled
        assert on(app) == "GO ON WITH THE PARTY"  # not END THE PARTY, the next row that answers
    finally:
        party.close()


@pytest.mark.parametrize("page", ["TONIGHT'S LEDGER", "LAST POTS", "NEXT GAME"])
def test_back_from_a_page_the_cursor_is_on_its_row(app, page):
    """One rule for every page: a host play-test came back from LAST POTS on GO ON WITH THE PARTY
    (a page only read once gave the cursor to GO ON) and from NEXT GAME on its own row, and their
    next Down, Enter chose KEEP IT PAUSED, not TONIGHT'S LEDGER. Back from a page read or a page
    that changes something, the cursor is on the row the host came from."""
    party, devices = open_party("baseball", 3)
    try:
        table = table_of(app, party, devices, dealt=True)
        past_a_pot(app, party)
        for _ in range(4000):  # and the TV has shown the pot: LAST POTS has one, tonight's ledger too
            if table.pots.session_tapes() and party.room.night.ledger.sessions:
                break
            app.frame([], STEP)
        press(app, key(pygame.K_ESCAPE))
        down_to(app, page)
        row = on(app)
        press(app, key(pygame.K_RETURN))
        assert not isinstance(app.stack.top, PartyHostMenu)  # the page is up
        press(app, key(pygame.K_ESCAPE))
        assert on(app) == row
    finally:
        party.close()
