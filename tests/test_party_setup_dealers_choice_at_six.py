"""HOST A PARTY's Dealer's Choice at six seats: offered, not greyed (a host's party of six found it
greyed for its Night Baseball, 9 cards each, 54 for 6 from a deck of 52), the gist under its GAME
row naming the games six seats play and the one left out; at five, all four."""

from __future__ import annotations

import pygame
import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by

from game.screens.scenes.party_setup import NOTE_LINES

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
def test_six_seats_of_dealers_choice_say_night_baseball_is_left_out(app, monkeypatch, shots, size):
    app.settings.text_size = size
    setup = to_setup(app, "dealers-choice")
    setup.seats = setup.clamp(6)
    assert setup.seats == 6  # Dealer's Choice seats six now
    lines = setup.gist_lines(setup.entry)
    said = " ".join(lines)
    assert "Night Baseball left out at 6 seats" in said
    assert "Baseball, Midnight Baseball, Seven-Card Stud" in said
    assert 1 <= len(lines) <= NOTE_LINES
    drawn = dict(drawn_by(app, setup, monkeypatch))
    assert all(line in drawn for line in lines)  # each line drawn whole
    for wide, high in ((1920, 1080), (1280, 720)):
        shots(
            app, f"party-setup-dc-six-{size}-{high}", pygame.transform.scale(app.display.canvas, (wide, high))
        )
    setup.seats = 5
    assert "left out" not in " ".join(setup.gist_lines(setup.entry))
    assert "Night Baseball" in " ".join(setup.gist_lines(setup.entry))
