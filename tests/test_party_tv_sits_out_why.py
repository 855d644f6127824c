"""The party TV's plate of its player sitting out a stud pot says why, SITS OUT: HIDDEN CARDS, where
the plate has the room, else SITTING OUT, never the bare reason (game.felt.seat_words): a host play-test's
TV seat read SITTING OUT through a whole Seven-Card Stud pot, the phones saying why and the TV's log
line scrolled off. A guest dealing on a phone may still call stud beside a TV player."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party, settle
from test_party_tv_host import table_of
from test_party_tv_sitting_out_shown import sitting_out_now
from test_ui_support import drawn_by

from game.felt.seat_words import plate_line, status_forms
from game.telling.sit_out_words import SITS_OUT_FOR_STUD, SITTING_OUT

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_plates_words_say_stud_whole_or_sitting_out_never_stud_alone():
    assert status_forms(SITS_OUT_FOR_STUD) == ["SITS OUT: HIDDEN CARDS", SITTING_OUT]
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 30) == "QUEENIE SITS OUT: HIDDEN CARDS"
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 20) == "QUEENIE SITTING OUT"
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 12) == "QUEENIE"  # the faded plate says it


def test_the_plate_says_why_without_naming_a_game_the_room_knows_by_another_name():
    """A host's TV seat read SITS OUT: STUD in a pot the room knew as Baseball (seven-card stud
    with hidden cards): the plate says why, the hidden cards, not a kind of game."""
    assert "STUD" not in SITS_OUT_FOR_STUD and "HIDDEN CARDS" in SITS_OUT_FOR_STUD


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tv_players_plate_says_she_sits_out_for_stud_at_five_seats(app, monkeypatch, shots, size):
    app.settings.text_size = size
    party, devices = open_party("dealers-choice", 5)  # its most seats, a guest on a phone
    try:
        room = party.room
        queenie = room.controls.add_local("QUEENIE")
        devices[queenie] = "keys"
        table = table_of(app, party, devices)
        for _ in range(20000):
            if sitting_out_now(room):
                break
            local = room.controls.local_turn()
            if local is not None:
                room.controls.act_local(local.kinds[0])
            guest_moves(party)  # the guest calls Baseball, the first game, as it deals
            settle(room)
            app.frame([], STEP)
        else:
            raise AssertionError("no stud pot with QUEENIE sitting out was shown")
        for _ in range(30):
            app.frame([], STEP)
        texts = [text for text, _ in drawn_by(app, table, monkeypatch)]
        for wide, high in ((1920, 1080), (1280, 720)):  # as the TV shows it, to be looked at
            shots(
                app,
                f"party_tv_sits_out_why_{size}_{high}",
                pygame.transform.smoothscale(app.display.canvas, (wide, high)),
            )
        plate = [text for text in texts if text.startswith("QUEENIE")]
        assert table.model.seats[queenie].sitting_out
        # (a five-seat side plate holds 14 characters: SITTING OUT there, the why in the log)
        assert any(SITS_OUT_FOR_STUD in text or SITTING_OUT in text for text in texts), plate
        assert not any(
            text.endswith((" STUD", " CARDS")) and SITS_OUT_FOR_STUD not in text for text in plate
        ), plate
    finally:
        party.close()
