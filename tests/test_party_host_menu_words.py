"""The host's menu says what its changes do: a host play-test's TAKE DAN OFF came back to TAKE A
GUEST OFF saying nothing of who was taken off, and LET DAN BACK? said "They may take a free seat
again." while Dan got his own seat back."""

from __future__ import annotations

import json

import pygame
import pytest
from party_sweep import PHONE, frames_until_played_for, open_party
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


def take_off(app, party) -> tuple[int, str]:
    """The phone's guest taken off from the host's menu, which says so: their seat and name."""
    room = party.room
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
    return seat, name


def ask_to_let_back(app) -> list[str]:
    """LET A GUEST BACK IN, the one guest: the question's words under it (still asked)."""
    choose(app, "LET A GUEST BACK IN")
    press(app, key(pygame.K_RETURN))
    return question(app).detail


def under_the_rows(app, monkeypatch) -> list[str]:
    said = [text for text, _ in drawn_by(app, app.stack.top, monkeypatch)]
    return said[said.index("END THE PARTY") + 1 :]


def test_taking_a_guest_off_and_letting_them_back_in_one_pause_says_they_are_back_in_their_seat(
    app, monkeypatch, shots
):
    """Let back in before the table moved for their seat, the guest's phone sits down again at once
    with their hand (tests/test_party_let_back_in_same_pause.py): the menu says so, where it said
    nothing under its rows (only MAY SIT DOWN AGAIN, while they are not seated)."""
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        seat, name = take_off(app, party)
        said = [text for text, _ in drawn_by(app, app.stack.top, monkeypatch)]
        assert f"{name} IS OFF: A BOT PLAYS SEAT {seat + 1}" in said, said
        detail = ask_to_let_back(app)
        asked = question(app)
        cut = asked_name("Maximiliana Bell", "TAKE  OFF?")
        assert cut.endswith("\u2026") and "MAXIMILIANA BELL".startswith(cut[:-1])
        # the host's panel, where the question stands, has room for the longest name a phone sends
        assert asked.question == f"LET {name} BACK?"
        assert len(asked.question) * HEADING <= app.stack.scenes[-2].panel_width() - 40  # on its panel
        assert f"seat {seat + 1} again at once" in " ".join(detail)  # their own seat and hand
        press(app, key(pygame.K_RETURN))
        assert not room.removed and room.clients[PHONE].seat == seat
        assert under_the_rows(app, monkeypatch) == [f"{name} IS BACK IN SEAT {seat + 1}"]
        app.frame([], 0.0)
        shots(app, "host_menu_back_in_seat")
        room.controls.remove(seat)  # no longer true: it goes (the line says the taking off only
        assert under_the_rows(app, monkeypatch) == []  # once the menu has done it)
    finally:
        party.close()


def test_letting_a_guest_back_once_the_table_played_for_them_says_they_may_sit_down_again(app, monkeypatch):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        seat, name = take_off(app, party)
        press(app, key(pygame.K_ESCAPE))  # the party goes on: the table plays for the seat
        frames_until_played_for(app, party, seat)
        press(app, key(pygame.K_ESCAPE))
        assert f"seat {seat + 1} back" in " ".join(ask_to_let_back(app))  # their own seat, still a bot's
        press(app, key(pygame.K_RETURN))
        assert not room.removed and room.clients[PHONE].seat is None
        assert under_the_rows(app, monkeypatch) == [f"{name} MAY SIT DOWN AGAIN"]
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
        room.controls.remove(seat)
        frames_until_played_for(app, party, seat)  # (let back in before, they would be seated again at once)
        press(app, key(pygame.K_ESCAPE))
        ask_to_let_back(app)
        press(app, key(pygame.K_RETURN))  # LET BACK
        assert under_the_rows(app, monkeypatch) == [f"{name.upper()} MAY SIT DOWN AGAIN"]
        assert room.clients[PHONE].seat is None
        room.receive(PHONE, json.dumps({"type": "join", "name": name, "room": room.code}))  # back
        assert room.clients[PHONE].seat == seat
        assert under_the_rows(app, monkeypatch) == []
        choose(app, "LOCK THE ROOM")
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # LOCK
        assert under_the_rows(app, monkeypatch) == ["THE ROOM IS LOCKED"]
    finally:
        party.close()
