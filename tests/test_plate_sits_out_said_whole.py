"""A party TV player's plate sitting out a stud pot says why, SITS OUT: HIDDEN CARDS, wherever the
table has the room for it after the net (game.felt.plate_lines): a party TV's top plate read 0
SITTING OUT, the whole words two letters too wide for its block with the felt empty beside it. The
plate widens for its second line as it does for a long name (named_slots), and every status takes
the longest of its forms its plate holds by one rule (second_words), no special case for this one."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.plate_lines import named_slots, second_words, status_forms
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.sit_out_words import SITS_OUT_FOR_STUD, SITS_OUT_FORMS

SHOTS = Path("/tmp/h37/shots_E")


def test_one_rule_for_every_status_longest_form_after_the_net():
    assert second_words("0", SITS_OUT_FOR_STUD, 24) == ("0", SITS_OUT_FOR_STUD)
    assert second_words("0", SITS_OUT_FOR_STUD, 21) == ("0", "OUT: HIDDEN CARDS")
    assert second_words("0", SITS_OUT_FOR_STUD, 16) == ("0", "OUT: AT THE TV")
    assert second_words("-10 1/2", SITS_OUT_FOR_STUD, 11) == ("", "OUT: TV")
    assert second_words("-2", "LEFT: FOLDED, BOT NEXT HAND", 15) == ("-2", "LEFT: FOLDED")
    assert second_words("-2", "", 10) == ("-2", "")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_sitting_out_top_plate_says_why_where_the_top_band_has_room(app, players):
    """At two to five players the top band has felt beside its plates: the sitting-out seat's says
    the whole SITS OUT: HIDDEN CARDS after its net, on its plate, at both sizes of the TV."""
    places = layout.NORMAL
    director, model, _ = table(players, places, {})
    top = max(n for n, slot in director.slots.items() if layout.top_plate(slot))
    model.seats[top].name, model.seats[top].sitting_out = "QUEENIE", True
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    plate = named_slots(model.seats, director.slots, places.body)[top]
    low = [
        i
        for i in FRAME.texts()
        if i.rect.y == plate.y + plate.line and plate.x <= i.rect.x < plate.x + plate.width
    ]
    said = " ".join(i.text for i in low)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for wide, high in ((1920, 1080), (1280, 720)):
        shot = pygame.transform.smoothscale(app.display.canvas, (wide, high))
        pygame.image.save(shot, str(SHOTS / f"plate_sits_out_{players}_{high}.png"))
    assert said.endswith(SITS_OUT_FOR_STUD), (players, said)
    assert all(i.rect.right <= layout.name_plate(plate).right for i in low), (players, plate, low)
    assert said.removesuffix(SITS_OUT_FOR_STUD).strip() == model.seats[top].net_words


@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_sitting_out_plate_says_one_of_its_forms_inside_its_plate(app, size):
    places = layout.LAYOUTS[size]
    for players in range(2, 9):
        director, model, _ = table(players, places, {})
        for seat in model.seats[1:]:
            seat.sitting_out = True
        FRAME.clear()
        TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
        plates = named_slots(model.seats, director.slots, places.body)
        for number, plate in plates.items():
            if number == 0 or plate.name_lines == 1:
                continue
            low = [
                i
                for i in FRAME.texts()
                if i.rect.y == plate.y + plate.line and plate.x <= i.rect.x < plate.x + plate.width
            ]
            words = [i.text for i in low if i.text in status_forms(SITS_OUT_FOR_STUD)]
            assert words, (size, players, number, [i.text for i in low])
            if len(min(SITS_OUT_FORMS, key=len)) * places.body <= plate.width:
                assert all(i.rect.right <= layout.name_plate(plate).right for i in low), (
                    size,
                    players,
                    number,
                )
