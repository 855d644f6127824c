"""Where a popup word (BONUS!, WILD, a win's +8) appears at a seat: clear of the seat's cards'
ranks and suits, of its words and of the seat's other popups still rising (game.felt.director
makes them rise and go)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import takewhile

import pygame

from game.felt.card_art import CARD_H, CARD_W
from game.felt.layout import SeatSlot
from game.felt.pile_layout import count_rect
from game.felt.seat_words import (
    BALANCE_GAP,
    BUTTON_END,
    one_line_plate,
    seat_status,
    second_line,
    two_line_plate,
)
from game.felt.table_model import Popup, Seat
from game.platform.display import SAFE
from game.telling.event_words import OUT_STATUS

POPUP_RISE = 18  # pixels a popup word rises over the seat's cards
MOST_LEFT = 10  # a pile's count at its widest ("10 LEFT"), which a popup keeps clear of
# pixels a popup under a seat's words stands clear of the foot of the frame round the seat to act
# (layout.turn_box: 2 under the words, or under the room for a second row of cards at TEXT SIZE
# large): risen to the words, WILD lay across the frame's foot, hanging out of the seat's panel (a
# newcomer's play-test at TEXT SIZE large, shot_391); a block with no room under the frame has it
# on the seat's name plate, inside the frame
FRAME_CLEAR = 2

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


def name_line_gap(slot: SeatSlot, seat: Seat, body: int, text: str) -> tuple[Span, float]:
    """Where popup `text` may stand still on a seat's name plate, as draw_name writes its words:
    the span free of them, a character clear, and the height the popup centres at. A one-line
    plate's free middle, right of its name (and status) and left of its balance; a two-line plate's
    right end, past its name with the dealer button after it and past its balance with its status,
    between its two lines; where that is too narrow for it, its balance's line alone, right of the
    balance (a No Peek seat at TEXT SIZE large has no room under its words, which stand under its
    pile's count: BONUS! went onto the seat's name)."""
    status = seat_status(seat)  # as draw_name writes it where the line is tight
    if slot.name_lines == 1:
        line, said = one_line_plate(seat.name, seat.net_words, status, slot, body)
        right = slot.x + slot.width - BALANCE_GAP - (len(said) + 1) * body
        return (slot.x + (len(line) + 1) * body, right), slot.y + body / 2
    # a seat saying none yet measured as one that says BEATEN (as long as FOLDED): a popup standing
    # on the plate stays there while the seat is beaten (a Hold'em newcomer's play-test read
    # "BEATE[WILD]", the tag placed by "-6" a moment before). (A one-line plate, your YOU bar, keeps
    # its middle: the status goes after the name there, the popup between it and the balance.)
    line, net, status, low = two_line_plate(seat.name, seat.net_words, status or OUT_STATUS, slot, body)
    name = len(line) * body + (0 if low else BUTTON_END)  # (the button is drawn always)
    money = second_line(net, status) * body + (BUTTON_END if low else 0)
    between = (slot.x + max(name, money) + body, slot.x + slot.width)
    if between[1] - between[0] >= 2 * popup_half(text, body):
        return between, slot.y + (slot.line + body) / 2
    # (2 px lower: its plate 2 px clear of the name's letters, over the cards' gap)
    return (slot.x + money + body, slot.x + slot.width), slot.y + slot.line + body / 2 + 2


def tag_plate(text: str, body: int, at: tuple[float, float], rises: bool) -> pygame.Rect:
    """Where a popup's plate (its words and their margin, in_the_air.popup_plate) passes from `at`
    as it rises (`rises`) or stands."""
    half = popup_half(text, body)
    plate = pygame.Rect(round(at[0] - half), round(at[1] - body / 2 - 4), round(2 * half), body + 8)
    return plate.union(plate.move(0, -POPUP_RISE)) if rises else plate


def clear(kept: Sequence[pygame.Rect], text: str, body: int, at: tuple[float, float], rises: bool) -> bool:
    """Whether a popup's plate from `at` (rising or not) passes clear of every rect of `kept`."""
    return tag_plate(text, body, at, rises).collidelist(list(kept)) < 0


def card_popup_place(
    slot: SeatSlot,
    words: int,
    said: int,
    gap: tuple[Span, float],
    text: str,
    body: int,
    no_peek: bool,
    cards: Sequence[tuple[float, bool]],
    felt_end: float,
    frame_foot: int,
    kept: Sequence[pygame.Rect] = (),
) -> tuple[tuple[float, float], Span, bool]:
    """Where BONUS! or WILD appears at a seat whose hand in words starts at `words` (seat_words.
    placed_words: right under its cards, or under its pile's count) in `said` lines, the span it
    may take and whether it rises: under those lines (a play-test: under every line the block keeps
    for a No Peek second row, empty in Baseball's first hand, WILD floated by the game's corner,
    apart from any card) where its block has room for the plate
    and its rise (a play-test: BONUS! and WILD lay on its cards), still where it has room for the
    plate alone, each only where the plate is clear of `kept` (seat_popup.clear_of: at eight seats
    a top seat's BONUS! under its words lay on the side seat's name plate); else, still, on the free part of its name plate (`gap`: name_line_gap) where it
    fits (a No Peek seat at TEXT SIZE large): risen over your cards it hid their ranks, rising from
    under them it lay on your SHOWING line, risen from a plate it lay on the seat's name
    (play-tests); else, still, right of its cards where it fits, else over its cards drawn face
    down (beside_cards): risen from the party TV's bottom plate it lay on a long name and on the
    TV's JOIN or NO NEW GUESTS line (a host play-test). `cards`: the x of each card in the seat's
    first row and whether it is drawn face down; `felt_end`: where the felt right of the seat's
    block ends (beside_cards); `frame_foot`: where the frame round the seat to act ends (seat_popup.
    frame_foot), which a popup under the words stands FRAME_CLEAR under."""
    half = body // 2 + 4  # half a popup's plate (its words and margin)
    # in No Peek, left of the pile's count (a play-test: BONUS! covered "4 LEFT")
    right = count_rect(slot, MOST_LEFT).left - 4 if no_peek else slot.x + slot.width
    # clear of the words' plate; a seat saying nothing yet, under the lines its block keeps for its
    # words (your SHOWING line comes with your first card), never the No Peek room past them
    under = words + min(said or slot.word_lines, slot.words_lines(words)) * slot.line - (0 if said else 2)
    under = max(under, frame_foot + FRAME_CLEAR)
    # (not where the count leaves it too little room: an eight-player table's top seat, its turned
    # cards in one row, had BONUS! on "3 LEFT")
    fits = right - slot.x >= 2 * popup_half(text, body)
    rising, still = (
        (slot.x + slot.width / 2, under + half + POPUP_RISE),
        (slot.x + slot.width / 2, under + half),
    )
    if fits and under + 2 * half + POPUP_RISE <= slot.words_floor and clear(kept, text, body, rising, True):
        return rising, (slot.x, right), True
    # room for the plate, not its rise: it stands still
    if fits and under + 2 * half <= slot.words_floor and clear(kept, text, body, still, False):
        return still, (slot.x, right), False
    (left, end), y = gap
    if end - left >= 2 * popup_half(text, body):
        return ((left + end) / 2, y), (left, end), False
    at, room = beside_cards(slot, cards, text, body, felt_end)
    return at, room, False


def beside_cards(
    slot: SeatSlot, cards: Sequence[tuple[float, bool]], text: str, body: int, felt_end: float
) -> tuple[tuple[float, float], Span]:
    """Where a popup stands at the middle of a seat's first row of cards (`cards`: each card's x
    and whether it is drawn face down), and the span it may take: right of the cards, next to
    them, where it fits, out over the felt past the seat's block as far as `felt_end` (the bottom
    seat's: a host play-test's BONUS! over a long-named bottom seat's two backs covered its 5 of
    hearts' corner, and at TEXT SIZE large no place in a row of seven held it); else over the
    seat's first cards drawn face down (its hole cards, a No Peek pile), which it hides nothing
    of, centred on them (two backs with the gap after them hold WILD; BONUS! may reach past them)
    as far as the seat's felt lets it (a No Peek pile at the right end of a seat at the table's
    right edge: BONUS! centred on it ran past the TV-safe area); else over the row's first card."""
    half = popup_half(text, body)
    y = slot.cards_y + CARD_H / 2
    end = max(slot.x + slot.width, felt_end)
    start = max((x + CARD_W for x, _ in cards), default=slot.x) + 4
    if end - start >= 2 * half:
        return (start + half, y), (start, end)
    row = sorted(cards)
    first = next((i for i, (_, down) in enumerate(row) if down), 0)
    run = list(takewhile(lambda card: card[1], row[first:])) or row[first : first + 1]
    left, right = (run[0][0], run[-1][0] + CARD_W) if run else (slot.x, slot.x + CARD_W)
    middle = max(slot.x + half, min((left + right) / 2, end - half))
    return (middle, y), (max(slot.x, min(left, middle - half)), min(end, max(right, middle + half)))


def beside(
    others: Sequence[Popup], text: str, at: tuple[float, float], room: Span, body: int
) -> tuple[float, float] | None:
    """Where a popup's words centre, from `at`, within `room` (left, right): beside the seat's
    popups still rising (`others`), never over them (a play-test: a wild bonus card's BONUS! and
    WILD overlapped); to their right, else to their left; None where neither has room (the
    director then shows it after them, in their place: put under them it lay on the seat's hand
    in words, put left of a word on a plate, on the seat's name and score, in play-tests)."""
    half = popup_half(text, body)
    left, right = room[0] + half, room[1] - half
    x, y = at
    if others:
        ends = [(p.pos[0] - popup_half(p.text, body), p.pos[0] + popup_half(p.text, body)) for p in others]
        after, before = max(end for _, end in ends) + 4 + half, min(start for start, _ in ends) - 4 - half
        if after > right and before < left:
            return None
        x = after if after <= right else before
    return within(text, (x, y), room, body)


def within(text: str, at: tuple[float, float], room: Span, body: int) -> tuple[float, float]:
    """`at` moved across so that the popup's plate lies within `room` (left, right)."""
    half = popup_half(text, body)
    return max(room[0] + half, min(at[0], room[1] - half)), at[1]
