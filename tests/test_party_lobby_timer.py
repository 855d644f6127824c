"""The lobby says the turn timer the host chose (a host play-test's lobby said nothing of it), in HOST A
PARTY's words: MORE TIME's part apart (another's HOST A PARTY said 15 S and its lobby 30 S), or OFF."""

from __future__ import annotations

import dataclasses

import pytest
from party_sweep import open_party
from test_ui_support import drawn_by

from game.platform.display import SAFE
from game.screens.scenes.party_lobby import PartyLobbyScene
from game.screens.scenes.party_setup import PartySetupScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize(
    ("seconds", "said"), [(30.0, "TURN TIMER 30 S"), (60.0, "TURN TIMER 60 S"), (None, "TURN TIMER OFF")]
)
def test_the_lobby_says_the_turn_timer(app, monkeypatch, seconds, said):
    party, devices = open_party("baseball", 4)
    try:
        party.natural = dataclasses.replace(party.natural, turn_seconds=seconds)
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


@pytest.mark.parametrize("more_time", [False, True])
def test_host_a_party_and_the_lobby_say_the_same_timer(app, monkeypatch, more_time):
    """With MORE TIME on, both say the 15 S chosen and the 15 S it adds; off, both say 15 S."""
    app.settings.more_time = more_time
    app.settings.party_timer = 15.0
    setup = PartySetupScene(app)
    app.stack.scenes[:] = [setup]
    row = next(item for item in setup.menu.items if item.label == "TURN TIMER")
    said = row.value() if row.value is not None else ""
    assert said == ("15 S (+15 MORE TIME)" if more_time else "15 S")
    assert any(said in text for text, _ in drawn_by(app, setup, monkeypatch))  # drawn whole, not cut
    party, devices = open_party("baseball", 4)
    try:
        party.natural = dataclasses.replace(party.natural, turn_seconds=15.0)
        party.follow_pace(party.pace[0], more_time)
        lobby = PartyLobbyScene(app, party, devices)
        app.stack.scenes[:] = [lobby]
        drawn = dict(drawn_by(app, lobby, monkeypatch))
        assert SAFE.contains(drawn[f"TURN TIMER {said}"])  # whole, inside the TV-safe edge
    finally:
        party.close()
