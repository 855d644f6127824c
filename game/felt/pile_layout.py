"""A No Peek seat's cards as drawn: the turned cards in a row, each whole while they fit, and the
cards still to turn as one stack at the row's right end with their count under it ("5 LEFT").

A play-test found the old fan, turned cards then the pile in one overlapping row, hid most of
every turned card (a wild three's star among them) behind backs that say nothing. Now the backs
take one card's place, so a seat's first four turned cards lie side by side, whole. More turned
cards close up, down to each card's need (card_rows.need: its rank and suit, a wild's star and a
bonus card's + stay in view over the card's whole height; a ten is wider than one figure), running
over the stack's left part at your seat, which lies under them. Past that (Night Baseball's eighth
card) they go on in a second row a whole card lower where the seat's block holds it (else closer,
rank and suit in view: a third row, where a row of tens needs one), every index column whole. Nothing written lies under a card (a newcomer's play-test: the second row hid the seat's
SHOWING line and its count): the seat's hand in words goes on under the second row (words_top),
and the count, where the row reaches under the stack or its plate, to the right end of that line
(count_place); where no line is left under the rows (TEXT SIZE large), beside the lowest row
(words_block).

At the showdown (the seat revealed) every card whose face shows is in the seat's row; the cards
never turned (a winner's) stay its pile, one stack where they lay, and no count says them: none is
left to turn (seat_count).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

import pygame

from game.felt.card_art import CARD_H, CARD_W
from game.felt.card_rows import BACK_W, need, spaced
from game.felt.layout import (
    BESIDE_COLUMNS,
    LINE,
    MAX_CARDS,
    ROW_STEP,
    WORDS_GAP,
    SeatSlot,
    line_under,
    row_step,
)
from game.felt.table_model import CardSprite, Seat
from game.platform.juice import SWAY_PIXELS
from game.platform.text import BODY

TURNED_STEP = CARD_W + 4  # turned cards side by side, none over another
PILE_LAYERS = 3  # the stack shows up to three backs, each LAYER_STEP right of the one on it
LAYER_STEP = 3
PILE_W = CARD_W + (PILE_LAYERS - 1) * LAYER_STEP
# between the last turned card beside the stack and the stack: a third of a card of felt (6 pixels read
# as the row touching the pile, one fan of cards: a newcomer's play-test, shot_116 and shot_245), or
# the least where that would take the cards another row (an eight-player table's 174-pixel top seats)
PILE_GAP = CARD_W // 3
LEAST_PILE_GAP = 6
# how much of the stack a row of turned cards over its left part leaves in view (rows_of's last plan,
# as your seat's row): a back's sliver (card_rows.BACK_W) of the top card, the edges of those under it
SLIVER = BACK_W + (PILE_LAYERS - 1) * LAYER_STEP
# words beside a lowest row start this far under the bottom of the cards over their plate, which
# reaches PLATE_LEFT pixels left of the words and 2 over them (seat_words.words_plate): a card at
# rest sways (juice.sway), and a pixel of felt is left between (a host play-test's Midnight
# showdown: a side seat's "Flush" plate lay on its six turned cards over three, the rows a whole
# card and 2 pixels apart)
PLATE_LEFT = 4
UNDER_A_ROW = 2 + math.ceil(SWAY_PIXELS) + 1


def in_pile(sprite: CardSprite, revealed: bool) -> bool:
    """The pile's: dealt face down, and the seat not shown down, or its face unseen there (a
    winner's cards never turned stay its pile, nothing in its row moving as it is shown down: a
    newcomer's play-test at TEXT SIZE large saw a GRAND SLAM's row, seven turned and three never
    turned, spread as ten cards, a back dropped to a row of its own beside 'Five 10's')."""
    return sprite.face == "down" and (not revealed or sprite.card is None)


def pile_place(slot: SeatSlot, depth: int) -> tuple[float, float]:
    """Where the card `depth` cards under the top of the pile lies (0: the next to turn)."""
    layer = min(depth, PILE_LAYERS - 1)
    return slot.x + slot.width - PILE_W + layer * LAYER_STEP, slot.cards_y


def turned_places(slot: SeatSlot, needs: Sequence[int], pile: int) -> list[tuple[float, float]]:
    """Where each turned card lies (laid_turned) PILE_GAP clear of the stack, or LEAST_PILE_GAP where
    the clear gap would take them another row or over the stack (your seat's one row)."""
    clear = laid_turned(slot, needs, pile, PILE_GAP)
    close = laid_turned(slot, needs, pile, LEAST_PILE_GAP)
    stack = slot.x + slot.width - PILE_W
    beside = not pile or all(x + CARD_W <= stack for x, y in clear if y == slot.cards_y)
    return clear if beside and len({y for _, y in clear}) <= len({y for _, y in close}) else close


def laid_turned(slot: SeatSlot, needs: Sequence[int], pile: int, gap: int) -> list[tuple[float, float]]:
    """Where each turned card lies (`needs`: each one's, card_rows.need, in the order turned) beside
    a pile of `pile` cards: in one row while each shows its need (rank and suit, a wild's star, a
    bonus card's +), beside the stack (your seat: over its left part, it has no second row); else
    in rows a whole card apart, the first beside the stack (a play-test: a side seat's turned cards
    covered its own stack), the next ones across the seat."""
    if not needs:
        return []
    room = slot.width - CARD_W  # the first card's left to the last card's left
    beside = room - (PILE_W + gap if pile else 0)
    apart = [kept_apart(slot, each, len(needs)) for each in needs]
    steps = spaced(beside, TURNED_STEP, apart[:-1])
    if steps is None and slot.rows == 1:
        steps = [room / max(len(needs) - 1, 1)] * (len(needs) - 1)
    if steps is None:
        # (a side seat's first row stays beside where its stack lay as the last card turns: nine
        # turned lie six over three, not nine in one row)
        return rows_of(slot, apart, max(pile, slot.row_most < MAX_CARDS), gap, needs)
    return _laid(slot, [steps], ROW_STEP)


def rows_of(
    slot: SeatSlot, needs: Sequence[int], pile: int, gap: int, least: Sequence[int]
) -> list[tuple[float, float]]:
    """The turned cards (`needs`) in as few rows as show each card's need (an eight-player table's
    top seats at TEXT SIZE large: three rows 42 pixels apart hid the second row's stars and +
    marks; now two lie a whole card apart), each row a whole card under the last where the block
    has room (row_step): the first beside the stack, the next ones left of the pile's count under
    it while they can, else across the seat (the count gives way), else every row beside the
    stack, else the first over the stack's left part. Where no rows show every need above the band
    under the seat, the cards close up alike, each to a share of its need, as little as puts them
    there (SHRINK): an eight-player table's top seats at TEXT SIZE large, twelve turned with tens
    and wild bonus fours, ran a third and fourth row beside the stack into the side seats' plates.
    Where no line of words is left under the rows (TEXT SIZE large), the rows past the first lie at
    their `least` needs (card_rows.need, where `needs` keep a side seat's cards apart: kept_apart),
    the most room right of them for the words and the count (words_block)."""
    percent, shrunk = 100, [float(each) for each in needs]
    rows = planned(slot, shrunk, pile, gap)
    while rows is None:  # (at no share of their needs, one row holds them all)
        percent -= SHRINK
        shrunk = [each * percent / 100 for each in needs]
        rows = planned(slot, shrunk, pile, gap)
    if slot.word_lines and not line_under(slot, len(rows)):  # room beside the lowest row (words_block)
        start = len(rows[0]) + 1
        for row, steps in enumerate(rows[1:], 1):
            rows[row] = [each * percent / 100 for each in least[start : start + len(steps)]]
            start += len(steps) + 1
    return _laid(slot, rows, row_step(slot, len(rows)))


SHRINK = 5  # percent of each card's need a crowded seat's rows close up by at a time (rows_of)


def planned(slot: SeatSlot, needs: Sequence[float], pile: int, gap: int) -> list[list[float]] | None:
    """The steps of each row of turned cards (rows_of) as the first plan that holds them in the
    block's rows, else in more rows beside the stack where they end above the band under the seat,
    else None."""
    room = slot.width - CARD_W
    first = room - (PILE_W + gap if pile else 0)
    counted = room - (count_rect(slot, pile).width + gap if pile else 0)
    over = room - SLIVER if pile else room
    plans = [
        [first, *[counted] * (slot.rows - 1)],
        [first, *[room] * (slot.rows - 1)],
        [first] * slot.rows,
        [over, *[room] * (slot.rows - 1)],
    ]
    fits = []
    for widths in plans:
        rows = _fill(widths, needs)
        # rows under the stack only where they lie a whole card apart, under it, not over it (an
        # eight-player table's top seats at TEXT SIZE large: three rows beside the stack hid the
        # first row's wild stars; two, the second under the stack, lie apart: a newcomer's play-test)
        # (a row left of the count lies under neither: a play-test at TEXT SIZE large saw the row
        # sent across the seat instead, its last card touching "2 LEFT")
        under = any(width > first for width in widths[1:])
        if sum(len(steps) + 1 for steps in rows) == len(needs) and not (
            under and row_step(slot, len(rows)) <= CARD_H
        ):
            fits.append(rows)
    if fits:  # the fewest rows, the first plan of those
        return min(fits, key=len)
    # more rows, closer, each beside the stack (a side seat's twelve turned cards in three rows 43
    # pixels apart ran their second row over the stack's foot), where they end above the band under it
    rows = _fill([first] * len(needs), needs)
    return (
        rows
        if slot.cards_y + (len(rows) - 1) * row_step(slot, len(rows)) + CARD_H <= slot.words_floor
        else None
    )


def _laid(slot: SeatSlot, rows: list[list[float]], down: int) -> list[tuple[float, float]]:
    """The places of rows of cards (each row's steps between its cards), `down` apart."""
    places = []
    for row, steps in enumerate(rows):
        x = float(slot.x)
        for step in [0.0, *steps]:
            x += step
            places.append((x, float(slot.cards_y + row * down)))
    return places


def _fill(widths: Sequence[float], needs: Sequence[float]) -> list[list[float]]:
    """The steps of each row of the given widths, as full as each card's need allows (spaced), until
    every card (`needs`) is placed or the rows are full."""
    rows: list[list[float]] = []
    start = 0
    for width in widths:
        if start >= len(needs):
            break
        count = 1
        while start + count < len(needs) and sum(needs[start : start + count]) <= width:
            count += 1
        rows.append(spaced(width, TURNED_STEP, needs[start : start + count - 1]) or [])
        start += count
    return rows


def words_top(slot: SeatSlot, places: Sequence[tuple[float, float]]) -> int:
    """Where the seat's hand in words starts: its line right under its lowest card, the first row's
    or a second row's (the words went under the row: a newcomer's play-test); not under the room
    kept for a second row where it has none (at TEXT SIZE large a seat's hand stood nearer POT than
    its cards: a play-test)."""
    return max([slot.cards_y + CARD_H + 4, *(round(y) + CARD_H + 4 for _, y in places)])


def words_block(
    slot: SeatSlot, places: Sequence[tuple[float, float]], count: pygame.Rect | None, size: int
) -> tuple[SeatSlot, int, pygame.Rect | None]:
    """The block the seat's hand in words (of `size`) is written in, the top of its first line and
    where the pile's `count` is (seat_words.placed_words): under the cards (words_top) where the
    seat has a line there; else (TEXT SIZE large's side and top seats, their rows a whole card
    apart: row_step) beside the lowest row, right of its last card, from that row's top (or as far
    under the cards over them as leaves their plate clear: UNDER_A_ROW), the
    count, where it lies there, on that top line (placed_words writes the words under it, or
    seat_words.seat_lines it under them); nowhere where fewer than BESIDE_COLUMNS are left
    there (a row across the seat: the cards say the hand, the result in words), nor where no form
    of the hand fits there whole (seat_words.uncut: never "Flu\u2026")."""
    top = words_top(slot, places)
    if top + slot.line <= slot.words_floor or not slot.word_lines:
        return slot, top, count
    low = max(round(y) for _, y in places)
    left = max(round(x) for x, y in places if round(y) == low) + CARD_W + WORDS_GAP
    width = slot.x + slot.width - left
    if width < BESIDE_COLUMNS * size:
        return slot, top, count
    beside = dataclasses.replace(slot, x=left, width=width)
    plate = left - PLATE_LEFT
    over = [
        round(y) + CARD_H + UNDER_A_ROW for x, y in places if round(y) < low and round(x) + CARD_W > plate
    ]
    top = max([low, *over])
    if count is not None and count.colliderect(pygame.Rect(left, low, width, slot.words_floor - low)):
        count = count.move(0, top - count.y)
    return beside, top, count


def pile_places(slot: SeatSlot, cards: Sequence[CardSprite], revealed: bool) -> list[tuple[float, float]]:
    """Where each of a No Peek seat's cards lies, in the seat's order (turned first, then the pile
    from its top)."""
    pile = sum(in_pile(sprite, revealed) for sprite in cards)
    turned = [need(sprite) for sprite in cards if not in_pile(sprite, revealed)]
    rows = iter(turned_places(slot, turned, pile))
    depth = iter(range(pile))
    return [pile_place(slot, next(depth)) if in_pile(s, revealed) else next(rows) for s in cards]


def kept_apart(slot: SeatSlot, need: int, turned: int) -> int:
    """A turned card's need at a side seat (SeatSlot.row_most: a row that goes on in a second
    before it closes up) widened to SIDE_STEP: a newcomer's play-test at TEXT SIZE large read a
    side seat's seven turned cards beside its stack as one strip, each at its corner's need, and
    its eighth alone in a second row (and all nine, turned, in one row); now six lie beside the
    stack, the rest under them. Past APART_MOST `turned` cards, at their needs as before."""
    return max(need, SIDE_STEP) if slot.row_most < MAX_CARDS and turned <= APART_MOST else need


# the least step between a side seat's turned cards in rows (kept_apart): six lie beside the stack
# (five steps in its 125 pixels), a quarter of each card's face in view past its corner; at each
# card's need (a one-figure corner's 20 pixels) seven read as one strip
SIDE_STEP = 25
# the most turned cards a side seat keeps SIDE_STEP apart: Night Baseball's nine, six over three, the
# second row leaving its hand's words one line and the pile's count theirs at TEXT SIZE large; a
# bonus four's tenth card on would take them (the rows close up to each card's need as before)
APART_MOST = 9


def drawing_order(cards: Sequence[CardSprite], revealed: bool) -> list[int]:
    """The cards' indices in the order they are drawn: the pile from its bottom up (the next to
    turn on top, where it flips), then the turned cards over it in the order turned."""
    pile = [index for index, sprite in enumerate(cards) if in_pile(sprite, revealed)]
    return pile[::-1] + [index for index, sprite in enumerate(cards) if not in_pile(sprite, revealed)]


def seat_count(
    seat: Seat, slot: SeatSlot, places: Sequence[tuple[float, float]]
) -> tuple[str, pygame.Rect] | None:
    """How many cards the seat has still to turn ("5 LEFT") and where that is written (count_place):
    the cards landed in its pile and any turning off it whose face is not drawn yet (back_in_view) (a bonus card earned in Midnight Baseball counts as it lands at
    the pile's bottom, the count going up then: a newcomer's play-test saw nothing happen). None
    once the seat is shown down: a winner's cards never turned stay a stack, none of them left to
    turn, and its words keep their line under its cards, the pot's result the more room under them
    (under a count, at TEXT SIZE large, the result started a line lower: seat_words.seat_lines)."""
    if seat.revealed:
        return None
    pile = sum(
        (in_pile(sprite, seat.revealed) or back_in_view(sprite)) and (sprite.flight >= 1 or not sprite.bonus)
        for sprite in seat.cards
    )
    where = count_place(slot, places, pile)
    return None if where is None else (count_words(pile), where)


def back_in_view(sprite: CardSprite) -> bool:
    """A card turning off the pile whose face is not drawn yet (its back on its way to the row): still
    counted as left, so the count goes down as the face shows, with the seat's words (a newcomer's
    play-test read "7 LEFT" beside one turned card, the second still a back, the count ahead of it)."""
    return sprite.turning and not sprite.shown


def marked_top(cards: Sequence[CardSprite], revealed: bool) -> CardSprite | None:
    """The top of a pile that holds a bonus card, face down, landed (Midnight Baseball: a four turned
    up earns a card to the pile's bottom): the stack bears the bonus mark there, and its count is
    orange, so the card earned shows without being seen (a newcomer's play-test: "You earn a bonus
    card" and nothing to see until it was turned)."""
    pile = [sprite for sprite in cards if in_pile(sprite, revealed)]
    return pile[0] if any(sprite.bonus and sprite.flight >= 1 for sprite in pile) else None


def count_words(pile: int) -> str:
    return f"{pile} LEFT"


# how far your pile's count may come down under the second line of your words, its plate clear of
# the SHOWING line's over it: at TEXT SIZE large a newcomer's play-test read 'SHOWING Wild 3 = A'
# touching '6 LEFT' (at the normal size the seat's floor leaves no room)
COUNT_DROP = 4


def count_rect(slot: SeatSlot, pile: int) -> pygame.Rect:
    """Where the pile's count is written: under the stack, right-aligned with the seat; on a seat
    of one row of cards (yours, at the bottom), on the second line of its hand in words (No Peek's
    first line says what you show; you know no card of your own for a second), down in the room
    left under it (COUNT_DROP)."""
    width = len(count_words(pile)) * BODY
    if slot.rows > 1:
        top = slot.cards_y + CARD_H + 4  # (words_top's line)
    else:
        top = min(slot.hand_y + slot.line + COUNT_DROP, slot.words_floor - LINE)  # (its plate's foot)
    return pygame.Rect(slot.x + slot.width - width, top, width, BODY)


# A log line nearer a pile's count than this, on its row, reads on from it as one line (a
# play-test read "7 LEFT card": the log beside your seat ran into your count's row).
COUNT_CLEARANCE = 2 * BODY


def rows_clear_of_counts(box: pygame.Rect, counts: Sequence[pygame.Rect]) -> pygame.Rect:
    """`box` (a log's, one line per LINE from its top) cut above its first line that would come
    within COUNT_CLEARANCE of one of the `counts`."""
    near = [count.inflate(2 * COUNT_CLEARANCE, 0) for count in counts]
    rows = 0
    while (rows + 1) * LINE <= box.height:
        line = pygame.Rect(box.x, box.y + rows * LINE, box.width, LINE)
        if line.collidelist(near) != -1:
            break
        rows += 1
    return pygame.Rect(box.x, box.y, box.width, rows * LINE)


def count_place(slot: SeatSlot, places: Sequence[tuple[float, float]], pile: int) -> pygame.Rect | None:
    """Where the count is written while a pile is left: under the stack (count_rect), or, where a
    second row of turned cards reaches under the stack, at the right end of the line under the
    cards (words_top), the seat's words left of it (it lay under the row: a newcomer's play-test).
    None where the seat has no line there (an eight-player table's top seats: the stack shows the
    pile)."""
    if not pile:
        return None
    label = count_rect(slot, pile)
    # its plate, not only its letters: a second row running to the count's left edge (TEXT SIZE
    # large, eight turned of ten) had the plate over a card's edge and "2 LEFT" touching it
    if (
        count_plate(label).collidelist([pygame.Rect(round(x), round(y), CARD_W, CARD_H) for x, y in places])
        != -1
    ):
        label.y = words_top(slot, places)
    return label if label.bottom <= slot.words_floor else None


def count_plate(label: pygame.Rect) -> pygame.Rect:
    """The dark plate drawn under a pile's count at `label`, a little wider and taller than its words."""
    return pygame.Rect(label.x - 4, label.y - 2, label.width + 8, LINE + 2)
