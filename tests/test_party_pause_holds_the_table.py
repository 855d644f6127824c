"""Every pause of the party holds its table as the host's menu does (56bc1a5): a host play-test
chose KEEP IT PAUSED and watched, behind the PAUSED panel, the TV play out the moves it had
already been given, its chips fly and its pot paid, and the phones told of each as the TV showed
it. Now the host's own pause, the menu and its pages, a replay and the window's QUIT THE GAME?
question are one hold (PartyTableScene.held): frame after frame nothing on the table moves, not a
pixel of it, no phone is told of any move, and going on plays the table on from where it stood."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from party_sweep import PHONE, STEP, guest_moves, open_party
from test_party_menu_freezes_the_table import drawn_table, paying, table_state, to
from test_party_tv_host import table_of
from test_ui_support import key, press

from engine.events import HandStart
from game.party.wire.tv import TvParty
from game.play.host_facts import PotDone
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party import PartyTableScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

HELD_FOR = 24  # frames of STEP: six seconds


def told(sent: list[tuple[int, str]]) -> list[str]:
    """What the phone was sent but the refusals of its own moves ('the host paused the game')."""
    kinds = [json.loads(body)["type"] for client, body in sent if client == PHONE]
    return [kind for kind in kinds if kind != "error"]


def held(app, party, table: PartyTableScene, sent: list[tuple[int, str]]) -> None:
    """HELD_FOR frames, the guest trying to move: the table, its pixels (the PAUSED panel over it, or
    whatever covers it) and the phones' stream stand still, and the phone is told nothing."""
    room = party.room
    state, pixels, given = table_state(table), drawn_table(app, table), room.phones.cursor.taken
    sent.clear()
    for frame in range(HELD_FOR):
        guest_moves(party)
        app.frame([], STEP)
        assert table_state(table) == state, f"the table moved while held, at frame {frame}"
        assert drawn_table(app, table) == pixels, f"the table's pixels changed while held, at frame {frame}"
        assert room.phones.cursor.taken == given, "the phones were given more than the TV had shown"
    assert told(sent) == [], "a phone was told something while the table was held"


def keep_it_paused(app) -> None:
    """Esc, then KEEP IT PAUSED (the menu's second row): the host's own pause, the menu gone."""
    press(app, key(pygame.K_ESCAPE), key(pygame.K_DOWN), key(pygame.K_RETURN))


@contextmanager
def party_table(app) -> Iterator[tuple[TvParty, PartyTableScene, list[tuple[int, str]]]]:
    """A Baseball party of three on the TV, its first hand dealt, and what its phone is sent."""
    party, devices = open_party("baseball", 3)
    try:
        table = table_of(app, party, devices, dealt=True)
        sent: list[tuple[int, str]] = []
        send_text = party.room.send_text
        party.room.send_text = lambda client, body: (sent.append((client, body)), send_text(client, body))
        yield party, table, sent
    finally:
        party.close()


def test_keep_it_paused_at_a_payout_holds_it_and_go_on_pays_the_pot(app):
    with party_table(app) as (party, table, sent):
        room, player = party.room, table.player
        to(app, party, lambda: paying(table))
        hand = next(e.hand for e in reversed(player.pot_events) if isinstance(e, HandStart))
        keep_it_paused(app)
        assert app.stack.top is table and room.paused and table.paused_shown
        held(app, party, table, sent)
        press(app, key(pygame.K_RETURN))  # ENTER OR PAD A: GO ON
        assert not room.paused
        to(app, party, lambda: table.showing_result)  # the pot is paid and its result shown
        assert table.session_pots()[-1].hand == hand  # this pot's, nothing skipped
        balances = room.table.balances
        assert [seat.balance for seat in table.model.seats] == [balances[n] for n in range(3)]


def test_keep_it_paused_mid_deal_plays_none_of_the_cards_received(app):
    with party_table(app) as (party, table, sent):
        room, player = party.room, table.player
        to(app, party, lambda: player.cards_moving() and len(player.pending) > 2)
        keep_it_paused(app)
        waiting = len(player.pending)
        assert waiting > 0 and room.paused
        held(app, party, table, sent)
        assert len(player.pending) == waiting  # received, and not one of them played
        press(app, key(pygame.K_RETURN))
        to(app, party, lambda: any(isinstance(f, PotDone) for f in player.pending) or table.showing_result)


def test_the_quit_question_pauses_the_party_and_holds_the_table(app):
    """Closing the window asks QUIT THE GAME? over the table: the party pauses under it as under the
    host's menu (the phones say so: no turn timer runs out unseen), and NO goes on."""
    with party_table(app) as (party, table, sent):
        room, player = party.room, table.player
        to(app, party, lambda: player.cards_moving() and bool(player.pending))
        press(app, pygame.event.Event(pygame.QUIT))
        assert isinstance(app.stack.top, ConfirmScene) and room.paused
        states = [json.loads(body) for client, body in sent if client == PHONE and '"state"' in body]
        assert states[-1]["paused"] is True  # the phone says the host paused
        held(app, party, table, sent)
        press(app, key(pygame.K_RETURN))  # NO, first
        assert app.stack.top is table and not room.paused
        to(app, party, lambda: any(isinstance(f, PotDone) for f in player.pending) or table.showing_result)
