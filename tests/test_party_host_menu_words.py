"""The host's menu says what its changes do: a host play-test's TAKE DAN OFF came back to TAKE A
GUEST OFF saying nothing of who was taken off, and LET DAN BACK? said "They may take a free seat
again." while Dan got his own seat back."""

from __future__ import annotations

import json

import pygame
import pytest
from party_sweep import PHONE, open_party
from test_party_host_menu_keys import question
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from game.platform.text import HEADING
from game.screens.scene import asked as asked_name
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def choose(app, label: str) -> None:
    menu = app.stack.top
    assert isinstance(menu, PartyHostMenu)
    menu.menu.selected = [item.label for item in menu.menu.items].index(label)
    press(app, key(pygame.K_RETURN))


def test_taking_a_guest_off_and_letting_them_back_say_who_and_which_seat(app, monkeypatch):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        name = room.guests[seat].name.upper()
        press(app, key(pygame.K_ESCAPE))
        choose(app, "TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN))  # the one guest
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # TAKE OFF
        assert room.removed
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        assert menu.menu.current.label == "GO ON WITH THE PARTY"  # TAKE A GUEST OFF greyed: the first row
        said = [text for text, _ in drawn_by(app, menu, monkeypatch)]
        assert f"{name} IS OFF: A BOT PLAYS SEAT {seat + 1}" in said, said
        choose(app, "LET A GUEST BACK IN")
        press(app, key(pygame.K_RETURN))
        asked = question(app)
        cut = asked_name("Maximiliana Bell", "TAKE  OFF?")
        assert cut.endswith("\u2026") and "MAXIMILIANA BELL".startswith(cut[:-1])
        # the host's panel, where the question stands, has room for the longest name a phone sends
        assert asked.question == f"LET {name} BACK?"
        assert len(asked.question) * HEADING <= menu.panel_width() - 40  # on its panel
        assert f"seat {seat + 1} back" in " ".join(asked.detail)  # their own seat, still a bot's
        press(app, key(pygame.K_RETURN))
        assert not room.removed
        said = [text for text, _ in drawn_by(app, app.stack.top, monkeypatch)]
        assert f"{name} MAY SIT DOWN AGAIN" in said, said
    finally:
        party.close()


def test_the_line_under_the_rows_goes_once_it_is_no_longer_true(app, monkeypatch):
    """A host play-test's menu still said SAM MAY SIT DOWN AGAIN after Sam had sat down again: the
    line says what the last change did only while it holds (the menu left open meanwhile)."""
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        name = room.guests[seat].name
        press(app, key(pygame.K_ESCAPE))
        choose(app, "TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN))
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # TAKE OFF
        choose(app, "LET A GUEST BACK IN")
        press(app, key(pygame.K_RETURN), key(pygame.K_RETURN))  # the one guest, LET BACK
        said = [text for text, _ in drawn_by(app, app.stack.top, monkeypatch)]
        assert f"{name.upper()} MAY SIT DOWN AGAIN" in said, said
        assert room.clients[PHONE].seat is None
        room.receive(PHONE, json.dumps({"type": "join", "name": name, "room": room.code}))  # back
        assert room.clients[PHONE].seat == seat
        said = [text for text, _ in drawn_by(app, app.stack.top, monkeypatch)]
        assert not any("MAY SIT DOWN AGAIN" in line for line in said), said
        choose(app, "LOCK THE ROOM")
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # LOCK
        said = [text for text, _ in drawn_by(app, app.stack.top, monkeypatch)]
        assert "THE ROOM IS LOCKED" in said, said
    finally:
        party.close()
