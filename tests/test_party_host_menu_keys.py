"""The host's menu answers the same keys the same way at every opening (a host play-test's same
presses led to OPTIONS: ACCESS one time and END THE PARTY the next, to LOCK THE ROOM? meant as TAKE A
GUEST OFF): it starts on GO ON WITH THE PARTY, its rows in one order, the cursor passing over greyed
rows."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import PHONE, open_party
from test_party_tv_host import table_of
from test_ui_support import key, press

from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def walk_down(app) -> list[str]:
    """The rows the cursor stands on from the menu's opening, Down pressed until it stops."""
    menu = app.stack.top
    assert isinstance(menu, PartyHostMenu)
    seen = [menu.menu.current.label]
    for _ in range(len(menu.menu.items)):
        press(app, key(pygame.K_DOWN))
        if menu.menu.current.label != seen[-1]:
            seen.append(menu.menu.current.label)
    return seen


def test_every_opening_starts_on_go_on_and_down_passes_over_greyed_rows(app):
    party, devices = open_party("night-baseball", 4)  # No Peek: SEAT A PLAYER AT THE TV is a row
    try:
        room = party.room
        table_of(app, party, devices)
        press(app, key(pygame.K_ESCAPE))  # the menu pauses the party
        menu = app.stack.top
        greyed = {item.label for item in menu.menu.items if not item.enabled}
        assert "LAST POTS" in greyed  # no pot shown yet
        seen = walk_down(app)
        assert seen[0] == "GO ON WITH THE PARTY" and seen[-1] == "END THE PARTY"
        assert not greyed & set(seen), seen  # a greyed row took no key press
        assert seen == [item.label for item in menu.menu.items if item.enabled]  # in the rows' order
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is not menu
        press(app, key(pygame.K_ESCAPE))  # opened again: from the top again, not where it was left
        assert app.stack.top.menu.current.label == "GO ON WITH THE PARTY"
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # KEEP IT PAUSED
        assert room.paused and not isinstance(app.stack.top, PartyHostMenu)
        room.controls.remove(room.clients[PHONE].seat)  # LET A GUEST BACK IN is a row now
        press(app, key(pygame.K_ESCAPE))  # paused by the host: the same first row, the same steps
        seen = walk_down(app)
        assert seen[:2] == ["GO ON WITH THE PARTY", "BACK TO THE TABLE"], seen
        assert "LET A GUEST BACK IN" in seen and seen[-1] == "END THE PARTY"
    finally:
        party.close()
