"""The party TV's plate of its player sitting out a stud pot says why, SITS OUT: HIDDEN CARDS, where
the plate has the room, else a shorter form that still says why (OUT: AT THE TV, OUT: AT TV, OUT:
TV; a five-seat party's side plate read 0 SITTING OUT), never the bare reason
(game.felt.plate_lines): a host play-test's TV seat read SITTING OUT through a whole Seven-Card Stud
pot, the phones saying why and the TV's log line scrolled off. A guest dealing on a phone may still
call stud beside a TV player."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, guest_moves, open_party, settle
from test_party_tv_host import table_of
from test_party_tv_sitting_out_shown import sitting_out_now
from test_ui_support import drawn_by

from game.felt.seat_words import plate_line, status_forms
from game.telling.sit_out_words import SITS_OUT_FOR_STUD, SITS_OUT_FORMS, SITTING_OUT

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_plates_words_say_why_in_every_form_never_stud_alone():
    assert status_forms(SITS_OUT_FOR_STUD) == list(SITS_OUT_FORMS)
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 30) == "QUEENIE SITS OUT: HIDDEN CARDS"
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 25) == "QUEENIE OUT: HIDDEN CARDS"
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 22) == "QUEENIE OUT: AT THE TV"
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 20) == "QUEENIE OUT: AT TV"
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 15) == "QUEENIE OUT: TV"
    assert plate_line("QUEENIE", SITS_OUT_FOR_STUD, 12) == "QUEENIE"  # the faded plate says it
    assert all("OUT" in form and "STUD" not in form for form in SITS_OUT_FORMS)


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
        # (a five-seat side plate holds 14 characters, 11 at large: a shorter form there, still why)
        assert any(text in SITS_OUT_FORMS or text.endswith(SITS_OUT_FORMS) for text in texts), texts
        assert SITTING_OUT not in texts, texts
        assert not any(text.endswith(" STUD") for text in plate), plate
    finally:
        party.close()
