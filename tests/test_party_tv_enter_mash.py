"""Enter pressed again and again at the party's TV stops at each page of the party's end and of the
next game (game.screens.press_settle): a host's presses, the last pot's result up, ran past FINAL
STANDINGS and tonight's ledger and dealt the next game in 6 s, neither read. Synthetic key events
at every page: the last pot's result, the standings, the ledger, END THE PARTY? and the night's
ledger it ends on."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party, play_party, settle, settled
from test_party_tv import end_the_party
from test_ui_support import key, press

from game.screens.scenes.ledger import LedgerScene
from game.screens.scenes.party import PartyTableScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

MASH = 6.0  # seconds of Enter pressed again and again, as the host's
EVERY = 0.25  # seconds between two of its presses


def mash(app, party, seconds: float = MASH) -> None:
    """Enter, every EVERY seconds for `seconds`, the TV and its phone guest playing on."""
    for _ in range(int(seconds / EVERY)):
        guest_moves(party)
        settle(party.room)
        app.frame([key(pygame.K_RETURN)], EVERY)


def test_enter_again_and_again_stops_at_the_standings_and_at_the_ledger_and_deals_nothing(app):
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        room.rules = dataclasses.replace(room.rules, pots=1)  # the session ends with its first pot
        play_party(app, party, devices, 1)
        table = app.stack.top
        assert isinstance(table, PartyTableScene)
        for _ in range(400):  # from the last pot's result on, Enter
            mash(app, party, EVERY)
            if table.showing_standings:
                break
        mash(app, party)
        assert table.showing_standings and room.sessions == 1  # still the standings
        settled(app, table.between.settle)  # the hands let go: one press goes on
        press(app, key(pygame.K_RETURN))
        assert table.showing_ledger
        mash(app, party)
        assert table.showing_ledger and room.sessions == 1  # still the ledger, nothing dealt
        settled(app, table.between.settle)
        app.frame([key(pygame.K_RETURN)], STEP)  # ENTER / A: DEAL IT, deliberate
        for _ in range(400):
            if room.sessions == 2:
                break
            app.frame([], STEP)
        assert room.sessions == 2
    finally:
        party.close()


def test_enter_again_and_again_after_end_the_party_leaves_the_nights_ledger_up_unsaved(app):
    party, devices = open_party("baseball", 4)
    try:
        play_party(app, party, devices, 1)
        end_the_party(app, confirm=True)
        page = app.stack.top
        assert isinstance(page, LedgerScene) and page.ending
        mash(app, party)
        assert app.stack.top is page and not page.said  # up, and not saved as CSV by a stray press
        assert page.settle is not None
        settled(app, page.settle)  # the hands let go
        press(app, key(pygame.K_RETURN))  # SAVE AS CSV, deliberate
        assert page.said and page.said[0].startswith("SAVED AS ")
    finally:
        party.close()
