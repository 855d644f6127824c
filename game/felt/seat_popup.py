"""Where a seat's popup appears (game.felt.director.Director.popup asks): a win's from its name
plate, BONUS! or WILD by its cards (game.felt.popup_place.card_popup_place) from what the table
shows at that seat (its hand's words where the table writes them, TableRenderer.draw_seat, its
name line, its first row of cards), beside the seat's popups still rising."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.felt.game_quirk import RISE
from game.felt.layout import INFO_W, Layout, SeatSlot, name_plate, turn_box
from game.felt.pile_layout import seat_count, words_top
from game.felt.popup_place import (
    POPUP_RISE,
    Span,
    beside,
    card_popup_place,
    clear,
    name_line_gap,
    plate_place,
    popup_half,
    within,
)
from game.felt.seat_marks import seat_marks
from game.felt.seat_words import named_slots, placed_words, seat_lines, seats_form
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
    kept: Sequence[pygame.Rect] = (),
) -> tuple[tuple[float, float], Span, bool]:
    """Where `text` appears at seat `number` (its slot in `slots`; `places`: where each of its
    cards lies), the span it may take and whether it rises: under its words (a No Peek seat's
    under its pile's count, once the deal is over), clear of its name line."""
    held, slot = model.seats[number], slots[number]
    named = named_slots(model.seats, slots, body)[number]
    gap = name_line_gap(named, held, body, text)
    count = seat_count(held, slot, places) if model.no_peek and not dealing else None
    words, said, _ = placed_words(
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
    foot = frame_foot(model, number, slots, places, body, None if count is None else count[1])
    return card_popup_place(slot, words, len(said), gap, text, body, model.no_peek, row, felt_end, foot, kept)


def frame_foot(
    model: TableModel,
    number: int,
    slots: Mapping[int, SeatSlot],
    places: Sequence[tuple[float, float]],
    body: int,
    count: pygame.Rect | None,
) -> int:
    """The foot of the frame round seat `number` while it is to act, as seat_draw.draw_seat draws it
    round its cards (`places`), its words and its pile's `count` where they are written; 0 while
    another seat is to act (no frame round it: its popup stays by its words)."""
    if model.actor != number:
        return 0
    held, slot = model.seats[number], slots[number]
    lines = seat_lines(held, slot, places, count, body, seats_form(slots.values(), body))
    words_bottom = lines.top + slot.line * len(lines.words) if lines.words else 0
    written = lines.where if lines.where is not None and lines.counted else None
    return turn_box(named_slots(model.seats, slots, body)[number], places, words_bottom, written).bottom


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
    corner: pygame.Rect,
    drawn: Mapping[int, tuple[list[pygame.Rect], list[pygame.Rect]]],
) -> tuple[tuple[float, float], bool, float]:
    """Where `text` appears at seat `number` (`on_plate`: from its name plate, else by_cards, its
    cards at `places`), whether it rises, and how long it waits: beside the seat's popups `others`
    still rising, else, with no room beside them, once they have gone, where the first was; never
    on the game's `corner`, on another seat's name plate or cards, nor on any seat's words
    (`clear_of`; `drawn`: seats_drawn)."""
    slot = slots[number]
    room: Span = (slot.x, slot.x + slot.width)
    rises = True
    at: tuple[float, float]
    plates = named_slots(model.seats, slots, body)
    kept = [corner, *(name_plate(each) for seat, each in plates.items() if seat != number)]
    kept += [
        rect
        for seat, (words, cards) in drawn.items()
        for rect in (words if seat == number else words + cards)
    ]
    if on_plate:
        named = plates[number]
        at, room = plate_place(named, text, body), (named.x, named.x + named.width)
    else:
        at, room, rises = by_cards(model, number, slots, places, text, body, dealing, kept)
    spot = beside([shown for shown, _ in others], text, at, room, body)
    wait = 0.0
    if spot is None:
        wait = max(left.delay + left.duration - left.elapsed for _, left in others)
        spot = within(text, at, room, body)
    spot, rises = clear_of(kept, text, body, spot, room, rises)
    return spot, rises, wait


def seats_drawn(
    model: TableModel,
    slots: Mapping[int, SeatSlot],
    places: Sequence[Sequence[tuple[float, float]]],
    body: int,
    dealing: bool,
) -> dict[int, tuple[list[pygame.Rect], list[pygame.Rect]]]:
    """Each seat's words (the plates of its hand in words and its pile's count, as seat_draw draws
    them from seat_words.seat_lines) and its cards (at `places`, each seat's), which a tag keeps
    off: a newcomer at TEXT SIZE large read "8's full o[WILD]s", the tag standing right of a seat's
    first row on its words written beside that row."""
    rung = seats_form(slots.values(), body)
    drawn = {}
    for number, held in enumerate(model.seats):
        if number not in slots:
            continue
        slot, laid = slots[number], places[number]
        count = seat_count(held, slot, laid) if model.no_peek and not dealing else None
        lines = seat_lines(held, slot, laid, None if count is None else count[1], body, rung)
        drawn[number] = seat_marks(lines, laid, body)
    return drawn


def corner_column(places: Layout) -> pygame.Rect:
    """Where the game's corner may write (game.felt.game_quirk.corner_lines): its column at the
    bottom left, from its top (risen RISE) down to the safe area's bottom."""
    x, y = places.info
    return pygame.Rect(x, y - RISE, INFO_W, SAFE.bottom - y + RISE)


def clear_of(
    kept: Sequence[pygame.Rect], text: str, body: int, at: tuple[float, float], room: Span, rises: bool
) -> tuple[tuple[float, float], bool]:
    """One rule for where a tag (BONUS!, WILD, a win's +8) may lie: never on `kept` (the game's
    corner, the other seats' name plates: a host play-test's BONUS! lay on the corner's game name,
    at eight seats a top seat's BONUS! lay on the side seat's name plate under it). Where its rise
    from `at` would cross one, it stands still where it would have risen to; where that is not
    clear either, it moves across, within `room`, to the nearest place clear of them; else it stays
    (no place is clear)."""
    x, y = at
    half = popup_half(text, body)

    def across(x: float) -> list[tuple[tuple[float, float], bool]]:  # rising from there, or risen
        return [((x, y), True), ((x, y - POPUP_RISE), False)] if rises else [((x, y), False)]

    edges = sorted(
        (e for rect in kept for e in (rect.left - half - 2, rect.right + half + 2)), key=lambda e: abs(e - x)
    )
    tries = across(x) + [
        each for edge in edges if room[0] + half <= edge <= room[1] - half for each in across(edge)
    ]
    for spot, rising in tries:
        if clear(kept, text, body, spot, rising):
            return spot, rising
    return at, rises
