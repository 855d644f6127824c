"""The host's menu answers the same keys the same way at every opening (a host play-test's same
presses led to OPTIONS: ACCESS one time and END THE PARTY the next, to LOCK THE ROOM? meant as TAKE A
GUEST OFF): it starts on GO ON WITH THE PARTY, its rows in one order, the cursor passing over greyed
rows. And its questions put YES first where yes is wanted and harmless (LET BOB BACK? took Enter,
Enter and did nothing), NO first where the answer cannot be undone."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import PHONE, open_party
from test_party_tv_host import table_of
from test_ui_support import key, press

from game.screens.scenes.confirm import ConfirmScene
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


def question(app) -> ConfirmScene:
    top = app.stack.top
    assert isinstance(top, ConfirmScene), type(top).__name__
    return top


def test_letting_a_guest_back_and_unlocking_take_enter_enter_and_the_rest_keep_no_first(app):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        menu.menu.selected = [item.label for item in menu.menu.items].index("TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))
        assert question(app).question.endswith("OFF?") and question(app).menu.current.label == "NO"
        press(app, key(pygame.K_RETURN), key(pygame.K_ESCAPE), key(pygame.K_ESCAPE))  # NO, back, back
        assert not room.removed
        room.controls.remove(seat)
        room.controls.lock(True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        labels = [item.label for item in menu.menu.items]
        menu.menu.selected = labels.index("LET A GUEST BACK IN")
        press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))  # the one guest taken off
        assert question(app).question.startswith("LET ") and question(app).menu.current.label == "LET BACK"
        press(app, key(pygame.K_RETURN))
        assert not room.removed  # Enter, Enter let them back
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        menu.menu.selected = [item.label for item in menu.menu.items].index("UNLOCK THE ROOM")
        press(app, key(pygame.K_RETURN))
        assert question(app).menu.current.label == "UNLOCK"
        press(app, key(pygame.K_RETURN))
        assert not room.locked
        for label, answer in (("LOCK THE ROOM", "LOCK"), ("END THE PARTY", "END")):
            press(app, key(pygame.K_ESCAPE))
            menu = app.stack.top
            menu.menu.selected = [item.label for item in menu.menu.items].index(label)
            press(app, key(pygame.K_RETURN))
            asked = question(app)
            assert [item.label for item in asked.menu.items] == ["NO", answer]
            assert asked.menu.current.label == "NO"
            press(app, key(pygame.K_RETURN))
            assert isinstance(app.stack.top, PartyHostMenu) and not room.locked
            press(app, key(pygame.K_ESCAPE))
    finally:
        party.close()
