"""What runs under every page over the party's table (PartyControls.answer_phones, the overlays'
`keep_running`): the party is paused there and its table held, and its phones are still answered.
The host's menu, its questions and its pages (LAST POTS, TONIGHT'S LEDGER, OPTIONS: ACCESS, SEAT A
PLAYER AT THE TV), a pot replayed from LAST POTS and the window's QUIT THE GAME?: frame after frame
a phone's message that came through the server is answered, and nothing on the table moves. A page
that ran nothing under it would leave every phone unanswered, its connection looking dead."""

from __future__ import annotations

import json
from collections.abc import Callable

import pygame
import pytest
from party_sweep import PHONE, STEP, open_party
from test_party_menu_freezes_the_table import drawn_table, table_state
from test_party_tv_host import table_of
from test_party_tv_playtest import choose, past_a_pot
from test_ui_support import key, press

from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.last_pots import LastPotsScene
from game.screens.scenes.ledger import LedgerScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.party import PartyTableScene
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.party_setup import PartyPlayersScene
from game.screens.scenes.replay import ReplayScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

FRAMES = 6  # frames of STEP under each page


def from_the_menu(row: str) -> Callable[[object], None]:
    """Esc, then the host menu's `row`."""

    def opens(app) -> None:
        press(app, key(pygame.K_ESCAPE))
        choose(app, row)

    return opens


def replayed(app) -> None:
    """LAST POTS, then its first pot: the menus close and the TV replays it."""
    from_the_menu("LAST POTS")(app)
    press(app, key(pygame.K_RETURN))
    app.frame([], STEP)


def menu(app) -> None:
    press(app, key(pygame.K_ESCAPE))


def quit_asked(app) -> None:
    press(app, pygame.event.Event(pygame.QUIT))


PAGES = {
    "the host's menu": (menu, PartyHostMenu),
    "END THE PARTY?": (from_the_menu("END THE PARTY"), ConfirmScene),
    "LAST POTS": (from_the_menu("LAST POTS"), LastPotsScene),
    "TONIGHT'S LEDGER": (from_the_menu("TONIGHT'S LEDGER"), LedgerScene),
    "OPTIONS: ACCESS": (from_the_menu("OPTIONS: ACCESS"), OptionsScene),
    "SEAT A PLAYER AT THE TV": (from_the_menu("SEAT A PLAYER AT THE TV"), PartyPlayersScene),
    "a pot replayed": (replayed, ReplayScene),
    "QUIT THE GAME?": (quit_asked, ConfirmScene),
}


@pytest.mark.parametrize("page", list(PAGES))
def test_under_every_page_over_the_table_the_phones_are_answered_and_the_table_held(app, page):
    opens, kind = PAGES[page]
    party, devices = open_party("night-baseball", 3)  # No Peek: a player may sit at the TV
    try:
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        past_a_pot(app, party)
        for _ in range(4000):  # and the TV has shown the pot: one to replay, in tonight's ledger
            if table.pots.session_tapes() and room.night.ledger.sessions:
                break
            app.frame([], STEP)
        assert isinstance(app.stack.top, PartyTableScene) and table.pots.session_tapes()
        opens(app)
        assert isinstance(app.stack.top, kind) and room.paused
        sent: list[tuple[int, str]] = []
        send_text = room.send_text
        room.send_text = lambda client, body: (sent.append((client, body)), send_text(client, body))
        state, pixels = table_state(table), drawn_table(app, table)
        for frame in range(FRAMES):
            sent.clear()
            assert party.bridge is not None
            party.bridge.inbound.put(("message", PHONE, json.dumps({"type": "ping"})))  # as a phone's
            app.frame([], STEP)
            assert isinstance(app.stack.top, kind)
            answers = [json.loads(body)["type"] for client, body in sent if client == PHONE]
            assert "pong" in answers, f"the phone was not answered under {page} at frame {frame}"
            assert table_state(table) == state, f"the table moved under {page} at frame {frame}"
            assert drawn_table(app, table) == pixels, f"the table's pixels changed under {page}"
    finally:
        party.close()
