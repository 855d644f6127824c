"""The party TV's foot of the centre says how to join only while a newcomer may sit down, and gives
its rows back to the log when it has nothing to say: a host with three phones read the address and
the room code crowding the pot and whose turn it is, and a locked room left their two rows empty
between the log and the bottom seat. Where every seat is a guest's, the address is gone (a guest
coming back has it on their phone); locked or full, whose turn it is sits a join row lower, the
log over it with the room given back."""

from __future__ import annotations

import json

import pytest
from party_sweep import entry_for, open_party
from test_party_tv_lock_badge import waiting
from test_party_tv_waiting_line_room import waits

from game.party.next_game import choose
from game.screens.party_between import next_game_line
from game.screens.party_next_game import AFTER_THIS, table_lines

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def said(items: list) -> dict[str, object]:
    """The frame's texts, each with its rect."""
    return {item.text: item.rect for item in items if item.kind == "text"}


def waiting_line_top(app, seats: int, locked: bool, second_guest: bool = False) -> tuple[int, dict]:
    """Baseball at `seats` with the sweep's phone guest (and `second_guest`'s), the room `locked`
    or not, played on until the TV waits for the phone: the top of whose turn it is, and the texts."""
    party, _ = open_party("baseball", seats)
    try:
        if second_guest:
            room = party.room
            room.connect(100)
            room.receive(100, json.dumps({"type": "join", "name": "BO", "room": room.code}))
        texts = said(waiting(app, party, locked))
        line = next(rect for text, rect in texts.items() if waits(text))
        return line.top, texts
    finally:
        party.close()


def joins(texts: dict) -> list[str]:
    return [text for text in texts if text.startswith(("JOIN ", "ROOM CODE "))]


def test_a_locked_room_gives_the_join_rows_back_to_the_log(app):
    open_top, open_texts = waiting_line_top(app, 6, locked=False)
    locked_top, locked_texts = waiting_line_top(app, 6, locked=True)
    places = app.stack.scenes[-1].renderer.places
    assert len(joins(open_texts)) == 2 and joins(locked_texts) == []
    # the empty rows closed: whose turn it is comes down at least a join row
    assert locked_top - open_top >= places.log_line, (open_top, locked_top)


def test_every_seat_a_guests_says_no_address_and_closes_the_gap(app):
    open_top, open_texts = waiting_line_top(app, 2, locked=False)
    full_top, full_texts = waiting_line_top(app, 2, locked=False, second_guest=True)
    places = app.stack.scenes[-1].renderer.places
    assert len(joins(open_texts)) == 2, open_texts  # a bot's seat: a newcomer may take it
    assert joins(full_texts) == [], full_texts
    assert full_top - open_top >= places.log_line, (open_top, full_top)


def test_with_nobody_to_join_the_next_game_is_said_all_the_time():
    """The next game takes turns with how to join (JOIN_FOR seconds theirs); with no join lines to
    take turns with, the foot says it all the time, not blank for JOIN_FOR in every TURNS."""
    party, _ = open_party("baseball", 2)
    try:
        room = party.room
        room.start()
        entry = entry_for("night-baseball")
        choose(room, entry.rules, entry.id)
        assert table_lines(room, 0.0) is None  # how to join's turn
        assert table_lines(room, 0.0, joining=False) == (next_game_line(entry.rules.name), AFTER_THIS)
    finally:
        party.close()
