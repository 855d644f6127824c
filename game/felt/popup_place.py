"""Where a popup word (BONUS!, WILD, a win's +8) appears at a seat: clear of the seat's cards'
ranks and suits, of its words and of the seat's other popups still rising (game.felt.director
makes them rise and go)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.money import signed_mixed
from game.felt.card_art import CARD_H
from game.felt.layout import SeatSlot
from game.felt.pile_layout import count_rect
from game.felt.seat_words import name_room, seat_status, short_status
from game.felt.table_model import Popup, Seat
from game.platform.display import SAFE

POPUP_RISE = 18  # pixels a popup word rises over the seat's cards
MOST_LEFT = 10  # a pile's count at its widest ("10 LEFT"), which a popup keeps clear of
BALANCE_GAP = 25  # a one-line plate's balance ends this far left of the plate's right (draw_name)

Span = tuple[float, float]  # (left, right) where a popup's plate may lie


def popup_half(text: str, body: int) -> float:
    """Half a popup's plate: its words and the plate's margin."""
    return len(text) * body / 2 + 4


def plate_place(slot: SeatSlot, text: str, body: int) -> tuple[float, float]:
    """Where a seat's win rises from: on its name plate's last line, which its balance (won into
    at once) starts, at the plate's right end (a one-line plate: its middle)."""
    y = slot.y + (slot.name_lines - 1) * slot.line + body // 2 + 2
    # risen, on the screen: a one-line plate at the top edge (eight seats at TEXT SIZE large)
    y = max(y, SAFE.y + POPUP_RISE + body // 2 + 4)
    if slot.name_lines == 1:
        return slot.x + slot.width / 2, y
    return slot.x + slot.width - popup_half(text, body), y


def name_line_gap(slot: SeatSlot, seat: Seat, active: bool, body: int) -> Span:
    """A one-line plate's free middle: right of its name (and status) and left of its balance, a
    character clear of each, as draw_name writes them."""
    balance = len(signed_mixed(seat.net))
    room = name_room(slot, body, balance)
    status = seat_status(seat)  # as draw_name shortens it where the line is tight
    status = short_status(status, max(room - len(seat.name) - active - 1, 3)) if status else ""
    name = len(seat.name) + active + (len(status) + 1 if status else 0)
    name = min(name, room)
    return slot.x + (name + 1) * body, slot.x + slot.width - BALANCE_GAP - (balance + 1) * body


def card_popup_place(
    slot: SeatSlot,
    cards: Sequence[tuple[float, float]],
    gap: Span | None,
    text: str,
    body: int,
    no_peek: bool,
) -> tuple[tuple[float, float], Span, bool]:
    """Where BONUS! or WILD appears at a seat whose cards lie at `cards`, the span it may take
    and whether it rises: under the seat's lowest cards where its block has room for the plate
    and its rise, above its hand in words (a play-test: BONUS! and WILD lay on its cards); else,
    your seat's (one row of cards filling its block), still, on the `gap` of its one-line plate
    (name_line_gap; None: not your seat): risen over your cards it hid their ranks, rising from
    under them it lay on your SHOWING line (play-tests); else from the seat's plate, as a win."""
    half = body // 2 + 4  # half a popup's plate (its words and margin)
    # in No Peek, left of the pile's count (a play-test: BONUS! covered "4 LEFT")
    right = count_rect(slot, MOST_LEFT).left - 4 if no_peek else slot.x + slot.width
    lowest = max((y for _, y in cards), default=slot.cards_y)
    under = lowest + CARD_H + 2
    if under + 2 * half + POPUP_RISE <= slot.hand_y:
        return (slot.x + slot.width / 2, under + half + POPUP_RISE), (slot.x, right), True
    if gap is not None:
        return ((gap[0] + gap[1]) / 2, slot.y + body / 2), gap, False
    return plate_place(slot, text, body), (slot.x, slot.x + slot.width), True


def beside(
    others: Sequence[Popup], text: str, at: tuple[float, float], room: Span, body: int
) -> tuple[float, float]:
    """Where a popup's words centre, from `at`, within `room` (left, right): beside the seat's
    popups still rising (`others`), never over them (a play-test: a wild bonus card's BONUS! and
    WILD overlapped); to their right, else to their left, else (no room across) under them."""
    half = popup_half(text, body)
    left, right = room[0] + half, room[1] - half
    x, y = at
    if others:
        ends = [(p.pos[0] - popup_half(p.text, body), p.pos[0] + popup_half(p.text, body)) for p in others]
        after, before = max(end for _, end in ends) + 4 + half, min(start for start, _ in ends) - 4 - half
        if after <= right or before >= left:
            x = after if after <= right else before
        else:
            y = max(p.pos[1] for p in others) + body + 10  # a plate's height and a gap
    return max(left, min(x, right)), y
