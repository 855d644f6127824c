"""Where a pot's result stands on the table (game.felt.result_view draws it there): the middle
between the side seats, from under whatever the seats above it show now down to the centre's foot,
wider at TEXT SIZE large where no seat sits beside the centre."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.caption_place import PAD
from game.felt.card_art import CARD_H
from game.felt.card_rows import seat_rows
from game.felt.pile_layout import pile_places, seat_count
from game.felt.seat_words import seat_lines, seats_form
from game.felt.table_model import TableModel
from game.platform.display import SAFE


def result_area(
    top: int | None = None, places: layout.Layout = layout.NORMAL, wide: bool = False
) -> pygame.Rect:
    """The middle of the table between the side seats (layout.CENTRE), from `top` (by default
    the pot's line, just under the top seats' blocks) down to the centre's foot, above your seat:
    it covers the pot's figure, the stock and the bet line whole (a sliver of any of them peeking
    out read as garbage) and leaves the seats and your cards in view. `places`: the table's layout;
    `wide`: WIDEN wider, into the middle band's empty sides (widens)."""
    centre = places.centre
    top = places.pot_label[1] if top is None else top
    area = pygame.Rect(centre.x, top, centre.width, centre.bottom - top)
    return area.inflate(WIDEN, 0) if wide else area


# At TEXT SIZE large with no side seats the result is this much wider, a character more each side of
# each hand: a newcomer's play-test read "WIN 19 1/2" running into "Pair of Qs" a space apart, and a
# PERFECT GAME! with no line saying why and "Str. flush", where the normal size said both whole
WIDEN = 80


def widens(slots: dict[int, layout.SeatSlot], places: layout.Layout) -> bool:
    """The result takes the middle band's sides: at TEXT SIZE large, no seat sitting beside the centre."""
    return (
        places.large
        and bool(slots)
        and not any(places.mid_y <= slot.y < places.bottom_y for slot in slots.values())
    )


def free_from(model: TableModel, slots: dict[int, layout.SeatSlot], places: layout.Layout) -> int:
    """The first row below whatever the seats above the middle show now (their name plates, the
    cards still in front of them, the lines of words under or beside those cards and a pile's count,
    where the table draws them: seat_words.seat_lines), and never below the centre's top."""
    # (the seats' plates reach 4 px past their blocks)
    middle = result_area(None, places, widens(slots, places))
    rung = seats_form(slots.values(), places.body)
    lowest = 0
    for number, slot in slots.items():
        if slot.y >= middle.y or not (slot.x < middle.right and slot.x + slot.width > middle.x):
            continue
        seat = model.seats[number]
        bottom = slot.y + slot.name_lines * slot.line + PAD  # the name and style plates
        lying = pile_places(slot, seat.cards, seat.revealed) if model.no_peek else seat_rows(slot, seat.cards)
        if seat.cards:
            bottom = max(bottom, *(round(y) + CARD_H + PAD for _, y in lying))
        count = seat_count(seat, slot, lying) if model.no_peek else None
        said = seat_lines(seat, slot, lying, None if count is None else count[1], places.body, rung)
        lowest = max(lowest, bottom, said.foot() + PAD)
    return min(max(lowest, SAFE.y), middle.y)
