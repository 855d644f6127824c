"""The party TV after the host's play-test at TEXT SIZE large: what the room must read stays whole
where room is short (a seat changing hands names its newcomer, the host's key hint stays), and the
host's menu stops the clock of a player at the TV whose turn it is."""

from __future__ import annotations

import json

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party, play_party
from test_party_tv_host import table_of
from test_ui_support import drawn_by, key, press

from game.platform.frame_log import FRAME
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["large", "normal"])
def test_a_seat_changing_hands_names_its_newcomer_whole_at_either_size(app, monkeypatch, shots, size):
    app.settings.text_size = size
    party, devices = open_party("baseball", 5)
    try:
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        for client, guest in ((7, "Dan"), (8, "Eve")):  # two seats, top left and top right
            room.connect(client)
            room.receive(client, json.dumps({"type": "join", "name": guest, "room": room.code}))
        app.frame([], STEP)
        texts = [text.lstrip("\u25b6") for text, _ in drawn_by(app, table, monkeypatch)]
        shots(app, f"party_tv_newcomers_{size}")
        for seat, guest in room.arriving.items():
            bot = table.model.seats[seat].name.upper()
            said = [t for t in texts if guest.name.upper() in t]
            # 'CPU 3 → …' at large: the newcomer cut away, the leaver kept
            assert said and all("\u2026" not in t for t in said), texts
            if size == "normal":  # room for both: who plays now, then who next
                assert f"{bot} \u2192 {guest.name.upper()}" in texts, texts
        # and the log says it (its one line at large showed nothing of a line wrapped to two): the
        # last seat's, told last (the seats are told in their order)
        newest = room.arriving[max(room.arriving)]
        seat_name = table.model.seats[max(room.arriving)].name
        assert any(t.startswith(f"{newest.name} in for {seat_name}") for t in texts), texts
    finally:
        party.close()


@pytest.mark.parametrize(
    ("size", "profile", "players"),
    [("large", "baseball", 4), ("large", "midnight-baseball", 6), ("normal", "baseball", 4)],
)
def test_the_host_always_sees_how_to_open_the_host_menu(app, monkeypatch, size, profile, players):
    # at large the table leaves its key hint out (a pad's START opens its menu), and the party
    # TV lost its ESC: HOST MENU with it (a host play-test): the host menu is the TV's keyboard's
    app.settings.text_size = size
    frames: list[tuple[bool, bool]] = []  # (the game's information shown, the hint shown)

    def seen(where: str) -> list[str]:
        texts = [item.text for item in FRAME.visible() if item.kind == "text"]
        # (the game's information: its hand count, or its wild cards where the count went short)
        frames.append((any(t.startswith(("HAND ", "WILD")) for t in texts), "ESC: HOST MENU" in texts))
        return []

    monkeypatch.setattr("party_sweep.frame_problems", seen)
    party, devices = open_party(profile, players)
    try:
        play_party(app, party, devices, hands=1)
    finally:
        party.close()
    informed = [hint for info, hint in frames if info]
    assert len(informed) > 20 and all(informed), f"{informed.count(False)} of {len(informed)} frames"


def test_the_host_menu_stops_the_clock_of_a_player_at_the_tv_whose_turn_it_is(app):
    # the menu takes the keyboard: a host play-test watched the TV player's clock run down under it
    party, devices = open_party("no-peek", 3)  # QUEENIE plays at the TV
    try:
        room = party.room
        clock = [1000.0]
        room.host.clock = lambda: clock[0]
        table = table_of(app, party, devices)
        tv_seat = next(iter(devices))
        for _ in range(3000):  # to QUEENIE's turn, as the TV shows it
            if table.offered is not None and table.offered.seat == tv_seat:
                break
            guest_moves(party)
            clock[0] += STEP
            app.frame([], STEP)
        waiting = room.waiting_for()
        assert waiting is not None and waiting[0] == tv_seat and waiting[1] is not None
        press(app, key(pygame.K_ESCAPE))
        assert isinstance(app.stack.top, PartyHostMenu)
        for _ in range(80):  # twenty seconds under the menu
            clock[0] += STEP
            app.frame([], STEP)
        assert room.waiting_for() == waiting and room.paused  # stopped: the menu pauses the party
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table
        clock[0] += 5.0
        app.frame([], STEP)
        left = room.waiting_for()
        assert left is not None and left[0] == tv_seat and left[1] == pytest.approx(waiting[1] - 5.0)
    finally:
        party.close()
