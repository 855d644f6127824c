"""A seat's name is cut once for the session, never with its net or its turn: a host play-test's
bottom seat read MAXIMILIANA FEAT at -8 1/2, MAXIMILIANA FE\u2026 at -10 1/2 and \u25b6MAXIMILIANA FE\u2026
on her turn at -1 1/2, the name flickering as the pots went by. A one-line plate keeps room for the
widest net it may show (seat_words.NET_ROOM) and for the mark of the seat to act."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME

NAME = "Maximiliana Feat"  # 16 letters, the most a phone sends
NETS = (Fraction(0), Fraction(-17, 2), Fraction(-21, 2), Fraction(75, 2), Fraction(-3, 2))


@pytest.mark.parametrize(("size", "cut"), [("normal", "MAXIMILIANA FE\u2026"), ("large", "MAXIMILIA\u2026")])
def test_a_one_line_plate_keeps_one_cut_of_a_long_name_whatever_its_net_and_turn(app, size, cut):
    places = layout.LAYOUTS[size]
    names = set()
    for net in NETS:
        for active in (False, True):
            director, model, _ = table(6, places, {})
            (number, slot), *_ = [(n, s) for n, s in director.slots.items() if s.name_lines == 1]
            seat = model.seats[number]
            seat.name, seat.since = NAME, seat.balance - net
            model.actor = number if active else None
            FRAME.clear()
            TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
            line = min(
                (item for item in FRAME.texts() if item.rect.y == slot.y and item.rect.x >= slot.x),
                key=lambda item: item.rect.x,
            )
            assert line.text.startswith("\u25b6") == active, line.text
            assert line.rect.right <= slot.x + slot.width, (net, active, line)
            names.add(line.text.removeprefix("\u25b6"))
    assert names == {cut}  # the one cut that leaves room for -10 1/2 and the mark of her turn
