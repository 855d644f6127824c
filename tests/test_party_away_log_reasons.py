"""The away rule's moves say why on the phones' log as on the TV's: a host walking the party's path
saw a leaver's seat played out to its pot's end, the TV's log reading 'Ann folds: away, has left'
and the phones' 'Ann folds', no reason. The TV and the phones now say the same line, 'Ann folds:
has left' (game.telling.away_words), for a guest who left as for one whose time ran out."""

from __future__ import annotations

import dataclasses
import itertools
import json

import pytest
from party_sweep import GUEST, PHONE, STEP, party_at
from test_party_tv_host import table_of

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py
WHYS = {"time ran out", "away"}  # a turn missed, then (two in a row) the seat away


def moves_of(lines: list[str]) -> set[str]:
    """The guest's moves in `lines` (a log's), not the seat changing hands ('CPU 2 in for …')."""
    return {line for line in lines if line.startswith(f"{GUEST} ")}


def test_a_leavers_seat_played_out_says_has_left_on_the_tv_and_the_phones(app):
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        # a leaver's turn waits the grace a vanished phone's does (the turn timer's, with one), then
        # the away rule plays at once
        room.timing = dataclasses.replace(room.timing, turn_seconds=0.5)
        table = table_of(app, party, devices, dealt=True)
        hand, guest = table.model.hand, room.guests[room.clients[PHONE].seat]
        assert guest is not None
        room.receive(PHONE, json.dumps({"type": "leave", "token": guest.token}))
        tv: set[str] = set()
        phones: set[str] = set()
        for _ in range(2000):  # the away rule plays their hand out
            app.frame([], STEP)
            tv |= moves_of(table.model.log)
            phones |= moves_of(room.phones.built.get(None, {}).get("log", []))
            if table.model.hand != hand or not room.hand_in_play:
                break
        played = {line for line in tv if ": " in line}
        assert played and all(line.endswith(": has left") for line in played), tv
        assert played <= phones, (tv, phones)


def test_a_move_made_when_time_ran_out_says_so_on_the_phones_too(app, monkeypatch):
    """A guest who does not answer: the turn timer's move, then the away rule's, each with why."""
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        room.timing = dataclasses.replace(room.timing, turn_seconds=1.0)
        ticks = itertools.count()
        monkeypatch.setattr(room, "clock", lambda: next(ticks) * 0.1)  # the timer runs out at once
        table = table_of(app, party, devices, dealt=True)
        tv: set[str] = set()
        phones: set[str] = set()
        for _ in range(2000):  # the guest never answers, to the session's end
            app.frame([], STEP)
            tv |= moves_of(table.model.log)
            phones |= moves_of(room.phones.built.get(None, {}).get("log", []))
            if {line.partition(": ")[2] for line in tv} >= WHYS or room.table is None:
                break
        for _ in range(20):  # the phones follow what the TV has shown
            app.frame([], STEP)
            phones |= moves_of(room.phones.built.get(None, {}).get("log", []))
        played = {line for line in tv if line.partition(": ")[2] in WHYS}
        assert {line.partition(": ")[2] for line in played} == WHYS, tv
        assert played <= phones, (tv, phones)
