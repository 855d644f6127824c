"""HOST A PARTY's OPEN THE ROOM says what it does in a host's words: a host play-test read "Start the
server and show the QR code to join.", and a host does not think of a server, only of the room the
phones join with the QR code."""

from __future__ import annotations

import pygame
import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by, key, press

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_open_the_room_says_the_phones_join_with_the_qr_code_and_nothing_of_a_server(app, monkeypatch):
    setup = to_setup(app, "night-baseball")
    while setup.menu.current.label != "OPEN THE ROOM":
        press(app, key(pygame.K_DOWN))
    said = " ".join(text for text, _ in drawn_by(app, setup, monkeypatch))
    assert "phones join with its QR code" in said, said
    assert "server" not in said.lower(), said
