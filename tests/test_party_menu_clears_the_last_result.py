"""The host's menu on the TV holds a pot's result, but the TV shows its showdown behind the menu and
the phones' log says it ("Cleo wins 13"): a host play-test's phone still showed the pot before's
card beside it ("Last pot: You won 3 / Four kings") until the menu closed. The last pot's card goes
(`result_gone`) as soon as the next pot's showdown or award reaches the phones."""

from __future__ import annotations

import json

import pygame
import pytest
from party_sweep import PHONE, STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_ui_support import key, press

from engine.events import Award, HandStart
from game.play.host_facts import PotDone
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_a_pots_award_under_the_host_menu_never_sits_beside_the_last_pots_result(app):
    party, devices = open_party("baseball", 3)
    try:
        room = party.room
        table = table_of(app, party, devices)
        card: list[int | None] = [None]  # the pot whose result card the phone shows (None: none)
        # each state sent once its pot is awarded: (its pot, the pot of the card beside it)
        beside: list[tuple[int, int | None]] = []
        send_text = room.send_text

        def awarded_pot() -> int | None:
            """The pot in play, once the phones have been told its award (None before)."""
            told = room.host.facts_for(None, 0, room.phones.cursor.taken)
            starts = [place for place, fact in enumerate(told) if isinstance(fact, HandStart)]
            if not starts or not any(isinstance(fact, Award) for fact in told[starts[-1] :]):
                return None
            start = told[starts[-1]]
            assert isinstance(start, HandStart)
            return start.hand

        def phone_reads(client: int, body: str) -> None:
            send_text(client, body)
            if client != PHONE:
                return
            message = json.loads(body)
            if message["type"] == "hand_result":
                card[0] = message["hand"]
            elif message["type"] == "result_gone":
                card[0] = None
            elif message["type"] == "state" and message["phase"] == "play":
                pot = awarded_pot()
                if pot is not None and pot == message["hand"]:
                    beside.append((pot, card[0]))

        room.send_text = phone_reads
        for _ in range(4000):  # the first pot, to its result on the TV and the phones
            if room.phones.last_result is not None:
                break
            guest_moves(party)
            app.frame([], STEP)
        first = room.phones.last_result
        assert first is not None and card[0] == first["hand"]
        while table.showing_result:  # the next pot is dealt
            app.frame([], STEP)
        for _ in range(4000):  # the next pot plays on to its showdown and award, its result to come
            if any(isinstance(fact, PotDone) for fact in table.player.pending) and awarded_pot():
                break
            guest_moves(party)
            app.frame([], STEP)
        press(app, key(pygame.K_ESCAPE))  # the host's menu, as the pot ends (the party pauses)
        assert isinstance(app.stack.top, PartyHostMenu)
        for _ in range(40):  # its result waits under the menu a while
            app.frame([], STEP)
        assert any(isinstance(fact, PotDone) for fact in table.player.pending) and not table.showing_result
        second = awarded_pot()
        assert second is not None and second != first["hand"]
        assert any(pot == second for pot, _ in beside)  # the phone was told the award
        # ...and never beside the pot before's result card
        assert [(pot, shown) for pot, shown in beside if shown not in (None, pot)] == []
        assert room.phones.last_result is None  # a phone that connects now gets no stale result
        press(app, key(pygame.K_ESCAPE))  # the host is back: this pot's result comes
        for _ in range(40):
            app.frame([], STEP)
        assert card[0] == second
    finally:
        party.close()
