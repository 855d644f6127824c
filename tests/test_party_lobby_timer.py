"""The lobby says the turn timer the host chose (a host play-test's lobby said nothing of it): as it
will run, MORE TIME doubling it, or OFF."""

from __future__ import annotations

import dataclasses

import pytest
from party_sweep import open_party
from test_ui_support import drawn_by

from game.screens.scenes.party_lobby import PartyLobbyScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize(
    ("seconds", "said"), [(30.0, "TURN TIMER 30 S"), (60.0, "TURN TIMER 60 S"), (None, "TURN TIMER OFF")]
)
def test_the_lobby_says_the_turn_timer(app, monkeypatch, seconds, said):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        room.timing = dataclasses.replace(room.timing, turn_seconds=seconds)
        lobby = PartyLobbyScene(app, party, devices)
        app.stack.scenes[:] = [lobby]
        texts = [text for text, _ in drawn_by(app, lobby, monkeypatch)]
        assert said in texts, texts
    finally:
        party.close()


@pytest.mark.parametrize("seats", [2, 5, 6])
def test_the_turn_timer_is_under_the_seats_the_room_has(app, monkeypatch, seats):
    """Right under the room's last seat, however many it has (six at most): placed under eight, a host
    play-test's lobby of five had it float far under its list."""
    party, devices = open_party("baseball", seats)
    try:
        lobby = PartyLobbyScene(app, party, devices)
        app.stack.scenes[:] = [lobby]
        drawn = drawn_by(app, lobby, monkeypatch)
        timer = next(rect for text, rect in drawn if text.startswith("TURN TIMER"))
        last = next(rect for text, rect in drawn if text.startswith(f"{seats} "))
        assert last.bottom < timer.top <= last.bottom + last.height * 2, (last, timer)
    finally:
        party.close()
