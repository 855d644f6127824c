"""The seat to act's lit plate and the frame round it lie on the table (its felt or its wooden
rim), never out on the room's dark past the rim, at every seat of every table, at both TEXT SIZEs:
a newcomer's play-test at TEXT SIZE large saw the top seat's lit plate poke above the rim (the top
seats' names stood over the felt's edge, on the dark). The felt reaches the TV-safe area's edge at
the top as at the foot."""

from __future__ import annotations

import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.seat_words import named_slots
from game.platform import palette
from game.platform.backdrop import felt_table

INSET = 2  # (the frame's corners are rounded: its points this far in from each corner)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_the_lit_plate_and_its_frame_lie_on_the_table(app, size, players):
    places = layout.LAYOUTS[size]
    felt = felt_table()
    director, model, _ = table(players, places, {})
    named = named_slots(model.seats, director.slots, places.body)
    for number, slot in named.items():
        box = layout.turn_box(slot, director.seat_places(number), 0, None)
        for rect in (box, layout.name_plate(slot)):
            inner = rect.inflate(-2 * INSET, -2 * INSET)
            points = [inner.topleft, (inner.right - 1, inner.top), (inner.centerx, inner.top)]
            points += [(inner.left, inner.bottom - 1), (inner.right - 1, inner.bottom - 1)]
            off = [point for point in points if felt.get_at(point)[:3] == palette.BACKGROUND[:3]]
            assert not off, (size, players, number, rect, off)
