"""The host's menu open on the TV holds a pot's result and the next deal: a host play-test's phones
sat 22 s on the last pot's result with no word of why. Every phone is told why the table waits
(`deal_waits`), one that connects meanwhile too, and told again when the host is back."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_ui_support import key, press

from game.party.phone_notes import MENU_OPEN
from game.play.host_facts import PotDone
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_phones_say_the_host_menu_holds_the_next_deal_and_when_it_goes_on(app):
    party, devices = open_party("baseball", 3)
    try:
        room = party.room
        table = table_of(app, party, devices)
        said: list[str] = []
        broadcast = room.broadcast

        def heard(message) -> None:  # each change of what waits (the stopped clocks say no more)
            if message["type"] == "deal_waits" and message["why"] != (said[-1] if said else ""):
                said.append(message["why"])
            broadcast(message)

        room.broadcast = heard
        press(app, key(pygame.K_ESCAPE))
        assert isinstance(app.stack.top, PartyHostMenu)
        for _ in range(4000):  # the pot plays on under the menu to its end
            if any(isinstance(fact, PotDone) for fact in table.player.pending):
                break
            assert said == []  # nothing waits while the pot plays on
            guest_moves(party)
            app.frame([], STEP)
        for _ in range(400):  # the pot's last cards are shown under the menu: then its result waits
            if said:
                break
            app.frame([], STEP)
        assert said == [MENU_OPEN]  # its result, then the next deal, wait for the host
        assert isinstance(table.player.pending[0], PotDone) and not table.showing_result
        sent: list[tuple[int, str]] = []
        send_text = room.send_text
        room.send_text = lambda client, body: (sent.append((client, body)), send_text(client, body))
        room.connect(99, "127.0.0.1")  # a phone that comes now is told too
        assert any(client == 99 and MENU_OPEN in body for client, body in sent)
        press(app, key(pygame.K_ESCAPE))  # the host is back: the table goes on
        assert app.stack.top is table and said == [MENU_OPEN, ""]
    finally:
        party.close()
