"""A seat's status never cuts a two-line plate's name: a party TV read BARTHOLOMEW\u2026 BEATEN for
Bartholomew F., the name cut for the word (a side seat's two-line plate holds BEATEN on the line
under). The name a beaten or folded seat's two-line plate
draws is the one the same plate draws in the pot, or more of it (cut only where the plate cuts it
for the session, with an ellipsis), and the status is drawn on the plate: 4 to 8 seats, both TEXT
SIZEs, 14- and 16-letter names, a short net and a wide one. A one-line plate keeps its net beside
the status and shortens the name for them where all three do not fit (host play-tests at a pot's
end read BARTHOLOMEW F.  BEATEN, the net gone: the money matters more than the name's last letters)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_ui_card_rows import table

from engine.money import signed_mixed
from game.felt import layout
from game.felt.seat_words import OUT_STATUS, named_slots
from game.felt.table_draw import TableRenderer
from game.party.protocol import MAX_NAME
from game.platform.frame_log import FRAME

NAMES = ["BARTHOLOMEW F.", "MAXIMILIANA BELL"]


def plates(
    app, places, players: int, name: str, net: Fraction, status: str
) -> dict[int, tuple[list[str], bool]]:
    """Each seat's plate's texts, top line first then left to right, every seat named `name` with
    `net`, all `status` ("" in the pot, FOLDED or BEATEN), and whether it is a one-line plate."""
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
        said[number] = texts, slot.name_lines == 1
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
                for number, (texts, one_line) in plates(app, places, players, name, net, status).items():
                    where = (size, players, name, str(net), number, texts)
                    assert any(text.endswith(status) for text in texts), where
                    if one_line:  # the net kept beside the status, the name shortened for them
                        assert signed_mixed(net) in texts, where
                        drawn = texts[0]
                        cut = drawn.endswith("\u2026") and name.startswith(drawn[:-1])
                        assert drawn == name or cut or name.startswith(drawn + " "), where
                        continue
                    shown = playing[number][0][0]
                    assert shown == name or (shown.endswith("\u2026") and name.startswith(shown[:-1]))
                    drawn = texts[0].removesuffix(" " + status)  # (the status after it, or elsewhere)
                    # the name as the plate in the pot draws it, or more of it (the net's room given up)
                    assert drawn == name or drawn.startswith(shown.removesuffix("\u2026")), where
