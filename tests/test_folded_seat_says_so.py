"""Every seat out of the pot says so on its plate, dealer or not, on its turn or not, at every table
of 2 to 8 seats and both TEXT SIZEs: a Hold'em newcomer's play-test at TEXT SIZE large read a
folded dealer's plate as CASEY (D) / -25 1/2, FOLDED crowded out (it had room beside neither the
name nor the net, so the plate said nothing; the net now gives it its place). And the seat to act's
lit plate keeps its words dark when that seat is out of the pot: the newcomer read a beaten seat's
grey name on the yellow plate as nothing."""

from __future__ import annotations

from fractions import Fraction

import pytest
from colour_vision import contrast
from test_ui_card_rows import table

from engine.money import signed_mixed
from game.felt import layout
from game.felt.seat_words import OUT_STATUS, named_slots
from game.felt.table_draw import TableRenderer
from game.platform import palette
from game.platform.frame_log import FRAME

NAMES = ["CASEY", "MAXIMILIANA BELL"]
NETS = [Fraction(-51, 2), Fraction(211, 2)]  # -25 1/2 (the play-test's), +105 1/2


def plate_words(model, director, places, number):
    """The words drawn on seat `number`'s name plate."""
    plate = layout.name_plate(named_slots(model.seats, director.slots, places.body)[number])
    return [item for item in FRAME.texts() if plate.contains(item.rect)]


@pytest.mark.parametrize("status", ["FOLDED", OUT_STATUS])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_seat_out_of_the_pot_says_so_dealer_or_not(app, size, status):
    places = layout.LAYOUTS[size]
    for name in NAMES:
        for net in NETS:
            for players in range(2, 9):
                director, model, _ = table(players, places, {})
                for seat in model.seats:
                    seat.name, seat.since = name, seat.balance - net
                    seat.folded, seat.out = status == "FOLDED", status == OUT_STATUS
                for dealer in range(players):
                    model.dealer, model.actor = dealer, dealer
                    FRAME.clear()
                    TableRenderer(app.text, app.cards, places=places).draw(
                        app.display.canvas, model, director
                    )
                    for number in range(players):
                        said = [item.text for item in plate_words(model, director, places, number)]
                        where = (size, name, signed_mixed(net), players, dealer, number, said)
                        assert any(words.endswith(status) for words in said), where
                        # the name is there, whole or cut, and the net wherever the status leaves it room
                        assert any(
                            name.startswith(words.split(" " + status)[0].rstrip("\u2026")) for words in said
                        )


@pytest.mark.parametrize("status", ["FOLDED", OUT_STATUS, ""])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_lit_plate_of_a_seat_out_of_the_pot_reads_dark_on_yellow(app, size, status):
    places = layout.LAYOUTS[size]
    for players in (2, 6, 8):
        director, model, _ = table(players, places, {})
        for seat in model.seats:
            seat.name = "CASEY"
            seat.folded, seat.out = status == "FOLDED", status == OUT_STATUS
        for actor in range(players):
            model.actor = actor
            canvas = app.display.canvas
            FRAME.clear()
            TableRenderer(app.text, app.cards, places=places).draw(canvas, model, director)
            for item in plate_words(model, director, places, actor):
                if item.text == "D":  # (the dealer button: black on its own white disc)
                    continue
                inks = {
                    tuple(canvas.get_at((x, y)))[:3]
                    for x in range(item.rect.left, item.rect.right)
                    for y in range(item.rect.top, item.rect.bottom)
                } - {palette.YELLOW}
                where = (size, players, actor, item.text, sorted(inks))
                assert inks and all(contrast(ink, palette.YELLOW) >= 4.5 for ink in inks), where
