"""A guest who leaves mid-pot has their hand played out for them, and a fold of it is said on the
TV's seat as on the phones (a host play-test: the phones and the log said the leaver folded, the
TV's plate only LEFT): 'LEFT: FOLDED, BOT NEXT HAND', or in less room 'LEFT: FOLDED', 'FOLDED'."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest
from party_sweep import GUEST, PHONE, STEP, party_at
from test_party_tv_host import table_of
from test_ui_support import drawn_by

from game.felt.seat_words import plate_line, seat_status
from game.felt.table_model import Seat
from game.telling.away_words import ABSENCE_WORDS

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def left(folded: bool = False, out: bool = False) -> Seat:
    return Seat("ANN", "PHONE", False, folded=folded, out=out, away=True, away_words=ABSENCE_WORDS["left"])


def test_an_away_seat_out_of_the_pot_says_both_and_keeps_the_fold_in_every_form():
    assert seat_status(left()) == "LEFT: BOT NEXT HAND"  # still in the pot: as before
    assert seat_status(left(folded=True)) == "LEFT: FOLDED, BOT NEXT HAND"
    assert seat_status(left(out=True)) == "LEFT: BEATEN, BOT NEXT HAND"  # No Peek's beaten
    away = Seat("ANN", "PHONE", False, folded=True, away=True)  # a silent phone: AWAY alone
    assert seat_status(away) == "AWAY: FOLDED"
    status = seat_status(left(folded=True))
    assert plate_line("ANN", status, 40) == "ANN LEFT: FOLDED, BOT NEXT HAND"
    assert plate_line("ANN", status, 20) == "ANN LEFT: FOLDED"
    assert plate_line("ANN", status, 12) == "ANN FOLDED"  # (it read ANN LEFT)
    assert plate_line("BARTHOLOMEW", status, 12) == "BART… FOLDED"


def test_the_tv_says_a_leavers_hand_folded_as_the_log_says_it(app, monkeypatch, shots):
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        room.timing = dataclasses.replace(room.timing, turn_seconds=0.5)  # (a leaver's grace)
        table = table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        guest = room.guests[seat]
        assert guest is not None
        room.receive(PHONE, json.dumps({"type": "leave", "token": guest.token}))
        for _ in range(3000):  # the away rule plays their hand: a check, then a fold to a bet
            app.frame([], STEP)
            if f"{GUEST} folds: has left" in table.model.log:
                break
        else:
            raise AssertionError("the leaver's hand was never folded")
        plate = table.model.seats[seat]
        assert plate.away and plate.folded  # said in the frame the log says it
        assert seat_status(plate) == "LEFT: FOLDED, BOT NEXT HAND"
        texts = [text for text, _ in drawn_by(app, table, monkeypatch)]
        # the widest name leaves room for the fold alone, where the net stands (it said LEFT)
        assert "FOLDED" in texts and not any(text.endswith(" LEFT") for text in texts), texts
        for wide, high in ((1920, 1080), (1280, 720)):  # as the TV shows it, to be looked at
            shots(
                app, f"party_leaver_folded_{high}", pygame.transform.scale(app.display.canvas, (wide, high))
            )
