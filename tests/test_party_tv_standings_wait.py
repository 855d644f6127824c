"""A session's FINAL STANDINGS on the party TV wait for the host's Enter, which shows tonight's
ledger; only the ledger's Enter deals the next game. A host play-test's standings counted down to
the ledger by themselves ('TONIGHT'S LEDGER IN 4'), and the host's Enter, meant for the standings,
dealt the next game from a ledger nobody had read."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, settled
from test_party_tv_end_game_after_pot import play_on
from test_party_tv_last_hand_count import baseball_dealt
from test_ui_support import drawn_by, key

from game.screens.party_between import NEXT_GAME_KEYS, STANDINGS_FOR, TO_THE_LEDGER

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
def test_enter_on_the_standings_shows_the_ledger_and_never_deals(app, monkeypatch, shots, size):
    with baseball_dealt(app, size) as (party, table):
        room = party.room
        room.controls.end_after_pot()  # a session of one pot: its standings come soon
        play_on(app, party, lambda: table.showing_standings)
        for _ in range(int((STANDINGS_FOR + 5) / STEP)):  # long past the seconds they had
            app.frame([], STEP)
        assert table.showing_standings and room.sessions == 1
        words = [text for text, _ in drawn_by(app, table, monkeypatch)]
        assert "FINAL STANDINGS" in words and TO_THE_LEDGER in words
        assert not any(" IN " in text and "LEDGER" in text for text in words)  # no countdown
        assert room.controls.next_waits  # every phone says the host deals the next game
        shots(app, f"party_standings_wait_{size}")
        app.frame([key(pygame.K_RETURN)], STEP)
        assert table.showing_ledger and room.sessions == 1  # the ledger, nothing dealt
        assert NEXT_GAME_KEYS in [text for text, _ in drawn_by(app, table, monkeypatch)]
        settled(app, table.between.settle)
        app.frame([key(pygame.K_RETURN)], STEP)  # ENTER / A: DEAL IT, from the ledger
        play_on(app, party, lambda: room.sessions == 2)
