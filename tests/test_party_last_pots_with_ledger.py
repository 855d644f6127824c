"""The host menu's LAST POTS keeps up with tonight's ledger, on the party TV driven headless: the
pot just paid is there to replay as soon as the ledger counts it (a host play-test's LAST POTS
lagged the ledger by a pot: its pots were the ones the TV had shown, the ledger counts a pot as the
table pays it, while the TV still turns its showdown)."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, party_at
from test_party_tv_host import table_of
from test_party_tv_playtest import settle
from test_ui_support import key, press

from game.screens.scenes.last_pots import LastPotsScene
from game.screens.scenes.party import PartyTableScene
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_pot_the_ledger_counts_is_in_last_pots_at_once(app):
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        table = table_of(app, party, devices)
        night = room.night
        assert night is not None
        for _ in range(6000):  # the frame the ledger counts the first pot
            sessions = night.ledger.sessions
            if sessions and sessions[-1].pots:
                break
            guest_moves(party)
            settle(room)
            if isinstance(app.stack.top, PartyTableScene) and table.offered and table.buttons_settle.settled:
                press(app, key(pygame.K_RETURN))  # (once her buttons have settled: one press acts)
            app.frame([], STEP)
        assert night.ledger.sessions[-1].pots == 1
        press(app, key(pygame.K_ESCAPE))  # the host's menu, there and then
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        row = next(item for item in menu.main_items() if item.label == "LAST POTS")
        assert row.enabled  # (greyed without: 'No pot has been played yet.')
        menu.menu.select([item.label for item in menu.menu.items].index("LAST POTS"))
        press(app, key(pygame.K_RETURN))
        listed = app.stack.top
        assert isinstance(listed, LastPotsScene)
        assert [item.label.split(":")[0] for item in listed.menu.items] == ["Pot 1"]
