"""A 16-letter name is whole on its plate wherever the plate's line holds it beside the net drawn
now (and a form of its status), and is never drawn over them: a host play-test's party TV read
BARTHOLOMEW FI\u2026 -2 on the bottom seat with the plate empty between them. The one-line plate
had kept room for the widest net (seat_words.kept_room) whatever the net was; that is the cut only
where the name does not fit now."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

import pytest
from test_seat_name_stays_put import plate_words
from test_ui_card_rows import table

from engine.money import signed_mixed
from game.felt import layout
from game.felt.seat_words import BALANCE_GAP, BUTTON_END, named_slots, status_forms
from game.felt.table_draw import TableRenderer
from game.party.protocol import MAX_NAME
from game.platform.frame_log import FRAME
from game.telling.event_words import OUT_STATUS

NAME = "Bartholomew Fitz"  # the play-test's, 16 letters: the most a phone sends
NETS = (Fraction(-2), Fraction(13), Fraction(-21, 2))  # -2 (the play-test's), +13, -10 1/2


def fits(slot: layout.SeatSlot, size: int, net: str, status: str) -> bool:
    """The whole name fits on `slot`'s name line beside `net` and the shortest form of `status`: on
    a one-line plate left of the net, a character clear, the dealer button's room kept right of
    it; on a two-line plate on its line with the button after it."""
    name = len(NAME)
    if slot.name_lines == 2:
        return name * size + BUTTON_END <= slot.width
    columns = (slot.width - BALANCE_GAP) // size
    beside = min((len(form) + 1 for form in status_forms(status)), default=0)
    return name + beside + 1 + len(net) <= columns


@pytest.mark.parametrize("status", ["", "FOLDED", OUT_STATUS])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_long_name_is_whole_wherever_its_plate_holds_it_and_clear_of_its_net(app, size, status):
    assert len(NAME) == MAX_NAME
    places, body = layout.LAYOUTS[size], layout.LAYOUTS[size].body
    whole = 0
    for players in range(2, 9):
        for net in NETS:
            director, model, _ = table(players, places, {})
            for seat in model.seats:
                seat.name, seat.since = NAME, seat.balance - net
                seat.folded, seat.out = status == "FOLDED", status == OUT_STATUS
            FRAME.clear()
            TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
            texts = FRAME.texts()
            for number, slot in named_slots(model.seats, director.slots, body).items():
                words = plate_words(slot, texts)
                where = (size, status, players, signed_mixed(net), number, [item.text for item in words])
                first = words[0]
                if fits(slot, body, signed_mixed(net), status):
                    assert first.text.startswith(NAME.upper()), where
                    whole += 1
                # nothing on the name's line runs into the next word on it
                line = [item for item in words if item.rect.y == first.rect.y]
                for left, right in pairwise(line):
                    assert left.rect.right < right.rect.left, where
    assert whole  # (the bottom seat's plate holds it at the normal size: the play-test's)
