"""A player at the TV taken off mid-party, on the party TV driven headless: their seat's plate says
no net for the computer player until its own net moves, then that net, never a figure that reads
as the host's loss (a host play-test read 'CPU 4 0' after the host was taken off while winning: the
ledger kept the host's net under their name, and does here)."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import past_a_pot, settle
from test_ui_support import drawn_by, key, press

from engine.money import signed_mixed

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def plate_texts(app, table, seat: int, monkeypatch) -> list[str]:
    """What the TV draws on `seat`'s name plate (its name line and, on a two-line plate, the next)."""
    slot = table.director.slots[seat]
    plate = pygame.Rect(slot.x, slot.y, slot.width, 2 * slot.line)
    return [text for text, rect in drawn_by(app, table, monkeypatch) if plate.collidepoint(rect.topleft)]


def test_a_tv_player_taken_off_leaves_no_net_on_the_bots_plate_until_it_plays(app, shots, monkeypatch):
    party, devices = open_party("midnight-baseball", 4)  # QUEENIE plays at the TV
    try:
        room = party.room
        (seat,) = devices
        table = table_of(app, party, devices)
        past_a_pot(app, party)
        room.controls.remove_local(seat)  # mid-pot: she plays it out, then the computer player sits
        for _ in range(6000):
            if room.guests[seat] is None:
                break
            left_with = room.host.table.nets()[seat]  # hers, to the end of the pot she played out
            guest_moves(party)
            settle(room)
            if table.offered is not None:
                press(app, key(pygame.K_RETURN))
            app.frame([], STEP)
        app.frame([], STEP)
        plate = table.model.seats[seat]
        assert plate.name == f"CPU {seat + 1}" and plate.net == 0
        texts = plate_texts(app, table, seat, monkeypatch)
        shots(app, "party_tv_taken_off_net")
        assert f"CPU {seat + 1}" in texts and signed_mixed(plate.net) not in texts, texts
        # the host's net stays theirs, under their name, in the standings the ledger keeps
        queenie = [p for p in room.host.people() if p.name == "QUEENIE"]
        assert [p.net for p in queenie] == [left_with]
        for _ in range(6000):  # once the computer player's own net moves, the plate says it
            if plate.net != 0:
                break
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
        assert plate.net != 0
        assert signed_mixed(plate.net) in plate_texts(app, table, seat, monkeypatch)
    finally:
        party.close()
