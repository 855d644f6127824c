"""Tonight's ledger and LAST POTS count a pot once the TV has shown its result, on the TV's pages
and on the phones, never from the host's table ahead of the TV: the host pays a pot with its last move while
the TV still turns its showdown, and a host play-test, paused then, opened TONIGHT'S LEDGER on
'1ST SAM +5' beside a table still showing POT 7, Sam's flush shown only on going on."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import frames_until, open_party, phone_sent
from test_party_tv import host_menu_at
from test_party_tv_host import table_of
from test_ui_support import key, press

from game.felt import ledger_view
from game.platform.frame_log import FRAME
from game.play.host_facts import PotDone
from game.screens.scenes.ledger import LedgerScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def results(party) -> list[int]:
    """Where each pot's result (PotDone) is in the host's stream."""
    return [at for at, fact in enumerate(party.room.host.stream) if isinstance(fact, PotDone)]


def test_a_pot_paid_by_the_host_counts_in_the_ledger_and_last_pots_once_the_tv_shows_its_result(app, shots):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        night = room.night
        assert night is not None
        messages = phone_sent(party)
        table = table_of(app, party, devices)

        def ledgers() -> list[dict]:  # the ledgers the phone guest was sent
            return [message for message in messages if message["type"] == "ledger"]

        # the second pot paid at the table while the TV still shows it in play
        frames_until(
            app, party, lambda: len(results(party)) == 2 and results(party)[-1] >= party.cursor.shown
        )
        assert room.table.between_hands
        assert [tape.hand for tape in table.session_pots()] == [1]  # LAST POTS: nor may its replay
        menu = host_menu_at(app, "TONIGHT'S LEDGER")  # the party paused under it
        press(app, key(pygame.K_RETURN))
        page = app.stack.top
        assert isinstance(page, LedgerScene)
        assert [session.pots for session in page.ledger.sessions] == [1]  # not the pot still shown
        shown = [item.text for item in FRAME.texts()]
        assert ledger_view.pots_counted(1) in shown and ledger_view.BEFORE_POT in shown, shown
        assert [[s["pots"] for s in ledger["sessions"]] for ledger in ledgers()] == [[1]]
        shots(app, "ledger_paused_before_the_tv_shows_the_pot")
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is menu
        press(app, key(pygame.K_ESCAPE))  # GO ON: the TV shows the pot's result
        frames_until(app, party, lambda: [s.pots for s in night.ledger.sessions] == [2])
        assert results(party)[-1] < party.cursor.shown  # counted as the TV shows the result
        assert [tape.hand for tape in table.session_pots()] == [1, 2]
        frames_until(
            app, party, lambda: [s["pots"] for s in ledgers()[-1]["sessions"]] == [2]
        )  # the phone's with it
        host_menu_at(app, "TONIGHT'S LEDGER")
        press(app, key(pygame.K_RETURN))
        page = app.stack.top
        assert isinstance(page, LedgerScene) and [s.pots for s in page.ledger.sessions] == [2]
    finally:
        party.close()
