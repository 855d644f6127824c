"""A stud seat's cards as drawn: one row, in the order dealt, while every card shows what it must
beside the next one over it; past that, the rest in a second row a whole card under the first
where the block has room (the first row's foot marks in view).

What a card must show: a face its corner index (the rank and suit, a wild's star and a bonus
card's + under them, side by side on a wild bonus card), INDEX_W wide for a 10 and FACE_W for
one figure; a back only a sliver (BACK_W), enough to count it. So a seat's row closes up over its
backs first, and every seat lays out the same hand the same way: a play-test saw the seventh
card of a seat with a bonus card (eight cards) go to a second row at the side seats (seven cards
a row, INDEX_W apart) and stay in line at yours; now eight cards lie in one row at every seat of
a table of up to seven, whatever they are (an eight-player table's narrow top seats hold fewer),
and a ninth too while the row would hold it with its hidden cards turned up (turned_worst: a
rule of room, not of count, that never splits a row anew at the showdown).

A row that holds its cards at a step of at least each card's need keeps the even step it always
had (a seven-card hand looks as it did); a fuller row gives each card its need and shares the
rest. A seat whose block would need more rows than it has falls back to its per_row rows.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.felt.card_art import CARD_W, INDEX_W, INDEX_X, WILD_BONUS_W
from game.felt.layout import SeatSlot, row_step
from game.felt.table_model import CardSprite
from game.platform.text import BODY

FACE_W = INDEX_X + BODY + 1  # a one-figure rank's corner: its glyph (and the suit's under it) and a pixel
BACK_W = 14  # a back's edge and a strip of its pattern
# cards in a row that show what they must, whatever the hidden ones turn out to be: eight cards of
# a seat at least SIDE_W wide (four tens at INDEX_W and three faces take 180 of its 184 pixels)
SURE_ROW = 8


def need(sprite: CardSprite) -> int:
    """How much of a card must show left of the next: its corner index if its face is known to
    the table (dealt up, yours, or turned at the showdown), else a sliver of its back."""
    if sprite.card is None:
        return BACK_W
    index = INDEX_W if sprite.card.rank == "T" else FACE_W
    return max(index, WILD_BONUS_W) if sprite.wild and sprite.bonus else index  # its star and its +


def row_steps(slot: SeatSlot, needs: Sequence[int]) -> list[float] | None:
    """The steps between a row's cards (`needs`: each but the last one's), or None when the row
    cannot show them all."""
    return spaced(slot.width - CARD_W, slot.max_step, needs)


def spaced(room: float, most: float, needs: Sequence[int]) -> list[float] | None:
    """The steps between cards whose left edges span at most `room`, each at most `most` (`needs`:
    each but the last card's), or None where they need more room: an even step where it shows
    every card's need, else each card its need and an equal share of the rest."""
    if not needs:
        return []
    if sum(needs) > room:
        return None
    even = min(most, room / len(needs))
    if even >= max(needs):
        return [even] * len(needs)
    spare = (room - sum(needs)) / len(needs)
    return [min(most, each + spare) for each in needs]


def turned_worst(cards: Sequence[CardSprite]) -> list[int]:
    """Each card's need as it may be at the showdown: a card dealt down as wide as it may turn out
    (a ten's INDEX_W, while a ten is left unseen among the seat's face-up cards, else one figure's
    FACE_W), the others as they show."""
    tens_left = 4 - sum(s.face == "up" and s.card is not None and s.card.rank == "T" for s in cards)
    worst = []
    for sprite in cards:
        if sprite.face == "down":
            worst.append(INDEX_W if tens_left > 0 else FACE_W)
            tens_left -= 1
        else:
            worst.append(need(sprite))
    return worst


def row_counts(slot: SeatSlot, cards: Sequence[CardSprite]) -> list[int]:
    """How many of the seat's cards each row holds: as many as show what they must (need), the
    next card's need counted as it joins; past SURE_ROW cards, only as many as would still show
    with every card dealt down turned up (turned_worst): the row never splits anew when the hidden
    cards turn at the showdown (a play-test: a nine-card row with several tens jumped to two rows
    as they turned)."""
    needs, worst = [need(sprite) for sprite in cards], turned_worst(cards)
    counts: list[int] = []
    start = 0
    while start < len(cards):
        count = 1
        while start + count < len(cards) and row_steps(slot, needs[start : start + count]) is not None:
            if count + 1 > SURE_ROW and row_steps(slot, worst[start : start + count]) is None:
                break
            count += 1
        counts.append(count)
        start += count
    return counts


def seat_rows(slot: SeatSlot, cards: Sequence[CardSprite]) -> list[tuple[float, float]]:
    """Where each of a stud seat's cards lies, in the seat's order: a second row a whole card under
    the first where the block has room (layout.row_step), so that the first row's foot marks
    (a wild's star, a bonus card's +, the best five's frame) stay in view (a play-test: with ten or
    eleven cards they lay under the second row)."""
    needs = [need(sprite) for sprite in cards]
    counts = row_counts(slot, cards)
    if len(counts) > slot.rows:  # (a block's rows hold thirteen cards per_row a row, whatever they are)
        return [slot.card_pos(index, len(cards)) for index in range(len(cards))]
    down = row_step(slot, len(counts))
    places: list[tuple[float, float]] = []
    start = 0
    for row, count in enumerate(counts):
        x = float(slot.x)
        for step in [0.0, *(row_steps(slot, needs[start : start + count - 1]) or [])]:
            x += step
            places.append((x, float(slot.cards_y + row * down)))
        start += count
    return places
