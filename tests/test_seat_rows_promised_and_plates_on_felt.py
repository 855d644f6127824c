"""Every seat at 2-8 players, at both TEXT SIZEs: its plate lies on the felt, clear of the rail,
and a full row of its cards gets the step its block promises.

A look at an eight-seat table at TEXT SIZE large: after the felt reached the TV-safe area's top
(5c264e7) the top seats' plates lay 2 pixels up on the rail, the corner seats' over its curve;
and the top-right seat's seven cards lay 22 pixels apart where the layout said INDEX_W (30): five
172-pixel seats hold no more, so the layout now promises each block's full-row step
(SeatSlot.least_step), a face's corner index at the least, and this holds every seat to it."""

from __future__ import annotations

import itertools

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_rows import FACE_W
from game.felt.seat_words import named_slots
from game.platform import palette
from game.platform.backdrop import felt_table

LONG = "Maximiliana Fern"  # a name that widens its plate as far as the top band lets it
FELT = {palette.FELT[:3], palette.FELT_DARK[:3]}
SEVEN = "x x 4h 7d 9c Kc As"  # a seat's whole stud hand
FACES = "2c 3d 4h 5s 6c 7d 8h 9s Jc Qd Kh As 2d"  # no ten: every face needs FACE_W


def around(rect):
    """Each corner of `rect` and the pixels just outside it, above or below and beside."""
    for x, outward_x in ((rect.left, -1), (rect.right - 1, 1)):
        for y, outward_y in ((rect.top, -1), (rect.bottom - 1, 1)):
            yield from ((x, y), (x + outward_x, y), (x, y + outward_y))


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_every_plate_lies_on_the_felt_clear_of_the_rail(app, size, players):
    places = layout.LAYOUTS[size]
    felt = felt_table()
    director, model, _ = table(players, places, dict.fromkeys(range(1, players), SEVEN))
    for seat in model.seats:
        seat.name = LONG
    named = named_slots(model.seats, director.slots, places.body)
    for number, slot in director.slots.items():
        plate = layout.seat_plate(slot, director.slots.values(), director.seat_places(number), named[number])
        for rect in (layout.name_plate(named[number]), plate):
            off = [point for point in around(rect) if felt.get_at(point)[:3] not in FELT]
            assert not off, (size, players, number, rect, off)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_every_seats_full_row_gets_its_promised_step(app, size, players):
    places = layout.LAYOUTS[size]
    hands = {
        seat: " ".join(FACES.split()[: slot.per_row]) for seat, slot in places.seat_slots(players).items()
    }
    director, _, _ = table(players, places, hands)
    for seat, slot in director.slots.items():
        assert slot.least_step >= FACE_W, (size, players, seat, slot.least_step)
        places_of = director.seat_places(seat)
        assert len({y for _, y in places_of}) == 1, (size, players, seat, places_of)
        steps = [later[0] - earlier[0] for earlier, later in itertools.pairwise(places_of)]
        assert min(steps) >= slot.least_step - 0.5, (size, players, seat, steps, slot.least_step)
