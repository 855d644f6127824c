"""A party TV player's plate sitting out a stud pot says why on every plate, not 0 SITTING OUT (a
five-seat party's side plate, 14 letters, 11 at TEXT SIZE large, had no room for SITS OUT: HIDDEN
CARDS and said SITTING OUT): the longest of its forms its second line holds after the net (OUT:
HIDDEN CARDS, OUT: AT THE TV, OUT: AT TV, OUT: TV: her seat at the TV as the host's menu names it), else in
the net's place; never a word naming a game (SITS OUT: STUD read as the seat's game)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.plate_lines import named_slots
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.sit_out_words import SITS_OUT_FORMS, SITTING_OUT

SHOTS = Path("/tmp/h37/shots_M")


@pytest.mark.parametrize("name", ["QUEENIE", "MAXIMILIANA BELL"])
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_every_plate_of_a_seat_sitting_out_says_why_inside_it(app, players, size, name):
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, {})
    for seat in model.seats[1:]:
        seat.name, seat.sitting_out, seat.since = name, True, seat.balance + 3  # a net of -3
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    for number, plate in named_slots(model.seats, director.slots, places.body).items():
        if number == 0:
            continue
        low = [
            i
            for i in FRAME.texts()
            if i.rect.y == plate.y + plate.line and plate.x <= i.rect.x < plate.x + plate.width
        ]
        texts = [i.text for i in low]
        where = (size, players, name, number, texts)
        assert SITTING_OUT not in texts and any(text in SITS_OUT_FORMS for text in texts), where
        assert all("STUD" not in text for text in texts), where
        assert texts[0] in ("-3", *SITS_OUT_FORMS), where  # the net kept where a form fits after it
        assert all(i.rect.right <= layout.name_plate(plate).right for i in low), where
    if players in (5, 8) and name == "QUEENIE":
        SHOTS.mkdir(parents=True, exist_ok=True)
        for wide, high in ((1920, 1080), (1280, 720)):
            shot = pygame.transform.smoothscale(app.display.canvas, (wide, high))
            pygame.image.save(shot, str(SHOTS / f"sits_out_why_{size}_{players}_{high}.png"))
