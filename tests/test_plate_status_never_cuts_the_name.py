"""A seat's status never cuts its name: a party TV's bottom seat read BARTHOLOMEW\u2026 BEATEN for
Bartholomew F., whose plate holds his name whole with BEATEN in the net's place (and a side seat's
two-line plate holds BEATEN on the line under). The name a beaten or folded seat's plate draws is the
one the same plate draws in the pot, or more of it (cut only where the plate cuts it for the
session, with an ellipsis), and the status is drawn on the plate: 4 to 8 seats, both TEXT SIZEs,
14- and 16-letter names, a short net and a wide one. Only a one-line plate too narrow for the name
whole beside the status in the net's place cuts it (the bottom seat at TEXT SIZE large)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.seat_words import OUT_STATUS, name_room, named_slots
from game.felt.table_draw import TableRenderer
from game.party.protocol import MAX_NAME
from game.platform.frame_log import FRAME

NAMES = ["BARTHOLOMEW F.", "MAXIMILIANA BELL"]


def plates(
    app, places, players: int, name: str, net: Fraction, status: str
) -> dict[int, tuple[list[str], int]]:
    """Each seat's plate's texts, top line first then left to right, every seat named `name` with
    `net`, all `status` ("" in the pot, FOLDED or BEATEN), and the characters its plate holds for
    a name beside the status in the net's place (a one-line plate's; a two-line plate's whole line)."""
    director, model, _ = table(players, places, {})
    for seat in model.seats:
        seat.name, seat.since = name, seat.balance - net
        seat.folded, seat.out = status == "FOLDED", status == OUT_STATUS
    model.actor = None
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    said = {}
    for number, slot in named_slots(model.seats, director.slots, places.body).items():
        rows = (slot.y, slot.y + slot.line)[: slot.name_lines]
        on = [t for t in FRAME.texts() if t.rect.y in rows and slot.x <= t.rect.x < slot.x + slot.width]
        texts = [t.text for t in sorted(on, key=lambda t: (t.rect.y, t.rect.x))]
        said[number] = texts, name_room(slot, places.body, len(status))
    return said


@pytest.mark.parametrize("status", [OUT_STATUS, "FOLDED"])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_seats_status_never_cuts_its_name(app, size, status):
    assert max(map(len, NAMES)) == MAX_NAME
    places = layout.LAYOUTS[size]
    for players in range(4, 9):
        for name in NAMES:
            for net in (Fraction(-2), Fraction(-21, 2)):
                playing = plates(app, places, players, name, net, "")
                for number, (texts, room) in plates(app, places, players, name, net, status).items():
                    where = (size, players, name, str(net), number, texts)
                    assert any(text.endswith(status) for text in texts), where
                    if len(name) > room:
                        continue  # (a one-line plate too narrow for the name whole beside the status)
                    shown = playing[number][0][0]
                    assert shown == name or (shown.endswith("\u2026") and name.startswith(shown[:-1]))
                    drawn = texts[0].removesuffix(" " + status)  # (the status after it, or elsewhere)
                    # the name as the plate in the pot draws it, or more of it (the net's room given up)
                    assert drawn == name or drawn.startswith(shown.removesuffix("\u2026")), where
