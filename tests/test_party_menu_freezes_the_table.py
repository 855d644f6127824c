"""The host's menu freezes the party's table: a host play-test opened it at a showdown and, between two
pages of the menu, a seat's net went from -21 to -5 as the pot was paid under it. Now nothing on the
table moves while the menu (or any page of it) is up: no card, chip, net, pot or result, and not a
pixel of the table under its shade; the phones, which follow what the TV has shown, wait with it.
When it closes the table goes on from where it stood: the pot is paid, its result shown, as if the
menu had never opened."""

from __future__ import annotations

import hashlib

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_ui_support import key, press

from engine.events import Award, HandStart
from game.play.host_facts import PotDone
from game.screens.scenes.party import PartyTableScene
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

FROZEN_FOR = 24  # frames of STEP under the menu: six seconds


def table_state(table: PartyTableScene) -> str:
    """Everything on the table a player could see move: seats (nets, cards and where they lie), the
    pot and its chips, the centre's cards, the log, the result and its seconds, and how far the phones
    were given the stream."""
    model = table.model
    return repr(
        (
            model.seats,
            model.pot,
            model.chips,
            model.community,
            model.showcase,
            list(model.log),
            table.showing_result,
            table.result_for,
            table.player.cursor.shown,
            len(table.player.pending),
        )
    )


def drawn_table(app, table: PartyTableScene) -> str:
    """The table's pixels as drawn under the menu's shade."""
    canvas = pygame.Surface(app.display.canvas.get_size())
    table.draw(canvas)
    return hashlib.sha256(pygame.image.tobytes(canvas, "RGB")).hexdigest()


def to(app, party, until, limit: int = 4000) -> None:
    for _ in range(limit):
        if until():
            return
        guest_moves(party)
        app.frame([], STEP / 5)
    raise AssertionError("never came")


def frozen_under_the_menu(app, party, table: PartyTableScene) -> str:
    """The host's menu opens now; for FROZEN_FOR frames (the guest trying to move, the menu's pages
    opened and left) nothing on the table or the phones' stream changes. What it was, for after."""
    room = party.room
    press(app, key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, PartyHostMenu) and room.paused
    state, pixels, given = table_state(table), drawn_table(app, table), room.phones.cursor.taken
    for frame in range(FROZEN_FOR):
        guest_moves(party)
        if frame == FROZEN_FOR // 2:  # a page of the menu and back, as the host did
            menu = app.stack.top.menu
            menu.selected = next(i for i, item in enumerate(menu.items) if item.label == "TAKE A GUEST OFF")
            press(app, key(pygame.K_RETURN))
            assert app.stack.top.menu is not menu  # TAKE WHICH GUEST OFF?
            press(app, key(pygame.K_ESCAPE))
        app.frame([], STEP)
        assert table_state(table) == state, f"the table moved under the menu at frame {frame}"
        assert drawn_table(app, table) == pixels, (
            f"the table's pixels changed under the menu at frame {frame}"
        )
        assert room.phones.cursor.taken == given, "the phones were given more than the TV had shown"
    press(app, key(pygame.K_ESCAPE))  # closed: the party goes on
    assert app.stack.top is table and not room.paused
    return state


def paying(table: PartyTableScene) -> bool:
    """The award is played, its chips in flight, the result to come."""
    player = table.player
    return isinstance(player.pot_events[-1] if player.pot_events else None, Award) and (
        player.tweens.busy and not table.showing_result
    )


def test_the_host_menu_at_a_payout_freezes_the_table_and_the_pot_is_paid_when_it_closes(app):
    party, devices = open_party("baseball", 3)
    try:
        table = table_of(app, party, devices, dealt=True)
        player = table.player
        to(app, party, lambda: paying(table))
        hand = next(e.hand for e in reversed(player.pot_events) if isinstance(e, HandStart))
        frozen_under_the_menu(app, party, table)
        to(app, party, lambda: table.showing_result)  # the pot is paid and its result shown
        assert table.session_pots()[-1].hand == hand  # this pot's, nothing skipped
        balances = party.room.table.balances  # every chip where the table's rules put it
        assert [seat.balance for seat in table.model.seats] == [balances[n] for n in range(3)]
    finally:
        party.close()


def test_the_host_menu_mid_deal_freezes_the_cards_in_flight(app):
    party, devices = open_party("baseball", 3)
    try:
        table = table_of(app, party, devices, dealt=True)
        player = table.player
        to(app, party, lambda: player.cards_moving() and bool(player.pending))
        frozen_under_the_menu(app, party, table)
        to(app, party, lambda: any(isinstance(f, PotDone) for f in player.pending) or table.showing_result)
    finally:
        party.close()
