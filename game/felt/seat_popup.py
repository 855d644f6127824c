"""Where a seat's popup appears (game.felt.director.Director.popup asks): a win's from its name
plate, BONUS! or WILD by its cards (game.felt.popup_place.card_popup_place) from what the table
shows at that seat (its hand's words where the table writes them, TableRenderer.draw_seat, its
name line, its first row of cards), beside the seat's popups still rising."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.felt.layout import SeatSlot
from game.felt.pile_layout import seat_count, words_top
from game.felt.popup_place import Span, beside, card_popup_place, name_line_gap, plate_place, within
from game.felt.seat_words import named_slots, placed_words, seats_form
from game.felt.table_model import Popup, TableModel
from game.platform.display import SAFE
from game.platform.tween import Tween


def by_cards(
    model: TableModel,
    number: int,
    slots: Mapping[int, SeatSlot],
    places: Sequence[tuple[float, float]],
    text: str,
    body: int,
    dealing: bool,
) -> tuple[tuple[float, float], Span, bool]:
    """Where `text` appears at seat `number` (its slot in `slots`; `places`: where each of its
    cards lies), the span it may take and whether it rises: under its words (a No Peek seat's
    under its pile's count, once the deal is over), clear of its name line."""
    held, slot = model.seats[number], slots[number]
    named = named_slots(model.seats, slots, body)[number]
    gap = name_line_gap(named, held, body, text)
    count = seat_count(held, slot, places) if model.no_peek and not dealing else None
    words, _, _ = placed_words(
        held,
        slot,
        body,
        words_top(slot, places),
        None if count is None else count[1],
        seats_form(slots.values(), body),
    )
    row = [  # the first row of its cards, each with whether it shows its back
        (x, not (card.shown and card.card is not None))
        for card, (x, y) in zip(held.cards, places, strict=True)
        if y == slot.cards_y
    ]
    # the felt right of the bottom seat's block (the buttons' column only while a player is asked)
    bottom = max(slots.values(), key=lambda each: each.y)
    felt_end = SAFE.right if slot is bottom else slot.x + slot.width
    return card_popup_place(slot, words, gap, text, body, model.no_peek, row, felt_end)


def seat_spot(
    model: TableModel,
    slots: Mapping[int, SeatSlot],
    number: int,
    places: Sequence[tuple[float, float]],
    text: str,
    body: int,
    dealing: bool,
    on_plate: bool,
    others: Sequence[tuple[Popup, Tween]],
) -> tuple[tuple[float, float], bool, float]:
    """Where `text` appears at seat `number` (`on_plate`: from its name plate, else by_cards, its
    cards at `places`), whether it rises, and how long it waits: beside the seat's popups `others`
    still rising, else, with no room beside them, once they have gone, where the first was."""
    slot = slots[number]
    room: Span = (slot.x, slot.x + slot.width)
    rises = True
    at: tuple[float, float]
    if on_plate:
        named = named_slots(model.seats, slots, body)[number]
        at, room = plate_place(named, text, body), (named.x, named.x + named.width)
    else:
        at, room, rises = by_cards(model, number, slots, places, text, body, dealing)
    spot = beside([shown for shown, _ in others], text, at, room, body)
    if spot is not None:
        return spot, rises, 0.0
    wait = max(left.delay + left.duration - left.elapsed for _, left in others)
    return within(text, at, room, body), rises, wait
