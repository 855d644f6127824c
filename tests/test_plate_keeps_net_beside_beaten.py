"""A one-line plate keeps its net beside BEATEN (host play-tests: the bottom plate at a pot's end read
BARTHOLOMEW F.  BEATEN, the net -18 1/2 dropped for the whole name, while the side plates kept
-7 BEATEN; the money matters more than the name's last letters). The name is shortened, to its first
name where that fits, else cut with an ellipsis, only where name, word and net cannot all fit."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from test_ui_card_rows import table

from engine.money import signed_mixed
from game.felt import layout
from game.felt.plate_lines import shortened
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.event_words import OUT_STATUS

SHOTS = Path("/tmp/h37/shots_M")
NET = Fraction(-37, 2)


def test_a_name_is_shortened_to_its_first_name_where_that_fits_else_cut():
    assert shortened("BARTHOLOMEW F.", 14) == "BARTHOLOMEW F."
    assert shortened("BARTHOLOMEW F.", 11) == "BARTHOLOMEW"  # (the cut read BARTHOLOME…)
    assert shortened("MAXIMILIANA BELL", 13) == "MAXIMILIANA"
    assert shortened("MAXIMILIANA BELL", 8) == "MAXIMIL\u2026"
    assert shortened("BARTHOLOMEW", 7) == "BARTHO\u2026"


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_the_bottom_plate_says_name_beaten_and_net_at_a_pots_end(app, size, players):
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, {})
    for seat in model.seats:
        seat.name, seat.since, seat.out = "BARTHOLOMEW F.", seat.balance - NET, True
    model.actor = None
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    slot = director.slots[0]
    assert slot.name_lines == 1
    line = sorted(
        (
            item
            for item in FRAME.texts()
            if item.rect.y == slot.y and slot.x <= item.rect.x < slot.x + slot.width
        ),
        key=lambda item: item.rect.x,
    )
    texts = [item.text for item in line]
    where = (size, players, texts)
    assert texts[1:] == [OUT_STATUS, signed_mixed(NET)], where
    assert "BARTHOLOMEW F.".startswith(texts[0].removesuffix("\u2026")), where
    assert all(one.rect.right < next_one.rect.left for one, next_one in pairwise(line)), where  # apart
    assert line[-1].rect.right <= slot.x + slot.width, where
    if size == "normal":  # (room for the first name whole beside BEATEN -18½)
        assert texts[0] == "BARTHOLOMEW", where
    if players in (5, 8):
        SHOTS.mkdir(parents=True, exist_ok=True)
        for wide, high in ((1920, 1080), (1280, 720)):
            shot = pygame.transform.smoothscale(app.display.canvas, (wide, high))
            pygame.image.save(shot, str(SHOTS / f"beaten_net_{size}_{players}_{high}.png"))
