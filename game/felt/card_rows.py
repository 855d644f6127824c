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
rule of room, not of count, that never splits a row anew at the showdown). A hand that needs a
second row shares its cards evenly between the rows (five and five, not nine and a lone tenth).
The side seats (SeatSlot.row_most) are the one exception: past seven their cards go on in a
second row, four over four (eight in one row lay 26 pixels apart, the top seats' 34: two
play-testers read them poorly from a sofa at 1080p), the lower row leaving the hand's words room
beside it where no line is left under the rows (leaving_words; ten six over four: words_room_rows).

A row that holds its cards at a step of at least each card's need keeps the even step it always
had (a seven-card hand looks as it did); a fuller row gives each card its need and shares the
rest. A hand too wide for the rows a whole card apart that the block holds (an eight-player
table's top seats) lies in those rows all the same, each card's need shrunk alike (closed_up):
rows closer than a card hid the stars and + marks at the feet of the rows over them.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.felt.card_art import CARD_H, CARD_W, INDEX_W, INDEX_X, WILD_BONUS_W
from game.felt.layout import BESIDE_COLUMNS, SeatSlot, beside_room, line_under, row_step
from game.felt.table_model import CardSprite
from game.platform.text import BODY

FACE_W = INDEX_X + BODY + 1  # a one-figure rank's corner: its glyph (and the suit's under it) and a pixel
BACK_W = 14  # a back's edge and a strip of its pattern
# how far a best five's frame (card_draw: 2 pixels round the card) reaches over the card before it
FRAME = 2
# cards in a row that show what they must, whatever the hidden ones turn out to be: eight cards of
# a seat at least SIDE_W wide (four tens at INDEX_W and three faces take 180 of its 184 pixels)
SURE_ROW = 8
# the letters a lower row leaves its seat's words beside it where its cards' corners still show at
# that: "Flush", a hand's name no form shortens (a side seat's eight to ten stud cards left the
# layout's least, BESIDE_COLUMNS, and a flush said nothing there); else that least ("Two" / "pair").
# The rows are split for the least (words_room_rows): at TEXT SIZE large a whole name would split
# eight five over three and ten seven over three, where a side seat keeps its rows near even
BESIDE_LETTERS = (5, BESIDE_COLUMNS)


def need(sprite: CardSprite) -> int:
    """How much of a card must show left of the next: its corner index if its face is known to
    the table (dealt up, yours, or turned at the showdown), else a sliver of its back."""
    if sprite.card is None:
        return BACK_W
    index = INDEX_W if sprite.card.rank == "T" else FACE_W
    return max(index, WILD_BONUS_W) if sprite.wild and sprite.bonus else index  # its star and its +


def row_steps(slot: SeatSlot, needs: Sequence[int]) -> list[float] | None:
    """The steps between a row's cards (`needs`: each but the last one's), or None when the row
    cannot show them all. A row of more than the block's per_row cards keeps each corner clear of
    the next card's best-five frame too (FRAME: a wide top seat's eleven cards lay 30.6 pixels
    apart, and a risen card's frame hid the last of the 10 before it)."""
    return spaced(slot.width - CARD_W, slot.max_step, needs, FRAME if len(needs) >= slot.per_row else 0)


def spaced(room: float, most: float, needs: Sequence[float], frame: int = 0) -> list[float] | None:
    """The steps between cards whose left edges span at most `room`, each at most `most` or the
    card's need where that is wider (`needs`: each but the last card's), or None where they need
    more room: an even step where it shows every card's need (and `frame` more), else each card its
    need and an equal share of the rest."""
    if not needs:
        return []
    if sum(needs) > room:
        return None
    widest = max(needs) + frame
    # never under a card's need: a wild bonus card's star and + side by side (36 pixels) are wider
    # than a seat's widest step (34), and the next card covered the +'s edge
    most = max(most, widest)
    even = min(most, room / len(needs))
    if even >= widest:
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
    """How many of the seat's cards each row holds: as few rows as show every card's need, with
    the cards shared among them as evenly as that leaves (even_rows)."""
    needs, worst = [need(sprite) for sprite in cards], turned_worst(cards)
    greedy = filled_rows(slot, needs, worst)
    return even_rows(slot, needs, worst, greedy)


def fits(slot: SeatSlot, needs: Sequence[int], worst: Sequence[int], sure: int = SURE_ROW) -> bool:
    """Whether a row of these cards (`needs`, and `worst` as they may turn out) shows what each
    must: past `sure` cards, also with every card dealt down turned up (turned_worst) and a best
    five's frame beside each (framed)."""
    if len(needs) > slot.row_most or row_steps(slot, needs[:-1]) is None:
        return False
    return len(needs) <= sure or framed(slot, worst[:-1])


def framed(slot: SeatSlot, needs: Sequence[int]) -> bool:
    """Whether a row of cards with these needs (each but the last one's) shows each need and a best
    five's FRAME beside it: eleven cards in one row of a 288-pixel seat, each its need and 1.8
    pixels more, had a risen card's frame over the corner of the ten before it."""
    return sum(each + FRAME for each in needs) <= slot.width - CARD_W


def filled_rows(slot: SeatSlot, needs: Sequence[int], worst: Sequence[int]) -> list[int]:
    """Each row as full as it shows what its cards must (fits), the next card's need counted as it
    joins; past SURE_ROW cards as they may turn out too: the row never splits anew when the hidden
    cards turn at the showdown (a play-test: a nine-card row with several tens jumped to two rows
    as they turned)."""
    counts: list[int] = []
    start = 0
    while start < len(needs):
        count = 1
        while start + count < len(needs) and fits(
            slot, needs[start : start + count + 1], worst[start : start + count + 1]
        ):
            count += 1
        counts.append(count)
        start += count
    return counts


def even_rows(slot: SeatSlot, needs: Sequence[int], worst: Sequence[int], filled: list[int]) -> list[int]:
    """As many rows as `filled`, the cards shared as evenly as every row still shows what its
    cards must as they may turn out (never a split the filled rows would not have made at the
    showdown): five and five, else six and four...; `filled` where no such share does. A Baseball
    seat's tenth card (a four's extra card brought a ninth), dealt down alone on a second row
    under nine, reads to a newcomer as a hand of its own; five over five read as one seat's."""
    if len(filled) < 2:  # (no card, or one row)
        return filled
    return shared_rows(slot, needs, worst, len(filled)) or filled


def shared_rows(slot: SeatSlot, needs: Sequence[int], worst: Sequence[int], rows: int) -> list[int] | None:
    """The most even `rows` rows of these cards that each fit even as they may turn out (the first
    row as short as the rest let it be, the first rows the longer), or None."""
    if rows == 1:
        return [len(needs)] if fits(slot, needs, worst, sure=0) else None
    for first in range(-(-len(needs) // rows), len(needs) - rows + 2):
        if not fits(slot, needs[:first], worst[:first], sure=0):
            return None
        rest = shared_rows(slot, needs[first:], worst[first:], rows - 1)
        if rest is not None:
            return [first, *rest]
    return None


def leaving_words(slot: SeatSlot, needs: Sequence[int]) -> list[float] | None:
    """The steps of a row under another that leave the seat's words room beside it (layout.beside_room)
    where no line is left under the rows (a side seat at TEXT SIZE large), each card's whole corner a
    ten's (INDEX_W) at the least; else None. Split four over four (fits: SeatSlot.row_most), a side
    seat's second row lay across the seat and its hand said nothing ("Two pair" had its line under
    one row of eight); ten lie six over four for it (words_room_rows). Room for a whole name's letters
    where the corners allow it (BESIDE_LETTERS), else for the least."""
    return next(filter(None, (room_for(slot, needs, columns) for columns in BESIDE_LETTERS)), None)


def room_for(slot: SeatSlot, needs: Sequence[int], columns: int) -> list[float] | None:
    """The steps of a lower row that leave `columns` letters beside it, each card's whole corner a
    ten's (INDEX_W) at the least; else None."""
    steps = spaced(slot.width - CARD_W - beside_room(slot, columns), slot.max_step, needs)
    return steps if steps is not None and min(steps, default=INDEX_W) >= INDEX_W else None


def words_room_rows(
    slot: SeatSlot, needs: Sequence[int], worst: Sequence[int], counts: list[int]
) -> list[int]:
    """Two rows whose lower one leaves the seat's words room beside it (leaving_words), the upper
    one as full as it still fits for that, else `counts`: a newcomer's play-test (Baseball with
    fours) saw a side seat's ten cards five over five and its hand's words left out; six over
    four keep them."""
    if len(counts) != 2:
        return counts
    for first in range(counts[0], len(needs)):
        if not fits(slot, needs[:first], worst[:first], sure=0):
            break
        if room_for(slot, needs[first:-1], BESIDE_COLUMNS) is not None:
            return [first, len(needs) - first]
    return counts


def seat_rows(slot: SeatSlot, cards: Sequence[CardSprite]) -> list[tuple[float, float]]:
    """Where each of a stud seat's cards lies, in the seat's order: a second row a whole card under
    the first where the block has room (layout.row_step), so that the first row's foot marks
    (a wild's star, a bonus card's +, the best five's frame) stay in view (a play-test: with ten or
    eleven cards they lay under the second row)."""
    needs = [need(sprite) for sprite in cards]
    counts = row_counts(slot, cards)
    beside = slot.word_lines > 0 and not line_under(slot, len(counts))
    if beside:
        counts = words_room_rows(slot, needs, turned_worst(cards), counts)
    down = row_step(slot, len(counts))
    # rows closer than a whole card hide the foot marks of the rows over them (closed_up)
    feet = len(counts) > 1 and down <= CARD_H and any(foot_marked(s) for s in cards[: -counts[-1]])
    if len(counts) > slot.rows or feet:
        return closed_up(slot, needs)
    places: list[tuple[float, float]] = []
    start = 0
    for row, count in enumerate(counts):
        x = float(slot.x)
        steps = row_steps(slot, needs[start : start + count - 1]) or []
        if row and beside:
            steps = leaving_words(slot, needs[start : start + count - 1]) or steps
        for step in [0.0, *steps]:
            x += step
            places.append((x, float(slot.cards_y + row * down)))
        start += count
    return places


def foot_marked(sprite: CardSprite) -> bool:
    """Whether the card bears a mark at its foot, which a row less than a whole card under it
    covers: a face-up wild's star, a bonus card's + (face down too)."""
    return sprite.bonus or (sprite.wild and sprite.card is not None)


def closed_up(slot: SeatSlot, needs: Sequence[int]) -> list[tuple[float, float]]:
    """A hand too wide for rows a whole card apart that show each card's need (issue 31, an
    eight-player table's top seats: a Baseball showdown of eleven cards, four fours each with a wild
    bonus card and three tens, lay in three rows 42 pixels apart at the normal size, the stars and
    + marks of the first two rows under the next; at TEXT SIZE large seven a row, 22 pixels apart,
    each ten's 0 and every + under the next card): as many rows a whole card apart as the block
    holds (row_step), the cards split among them where the widest row is narrowest, each card's
    need shrunk alike to the room that leaves (that hand: 136 pixels of needs in a 174-pixel seat's
    134, the pixel of face after each corner, INDEX_W's last, going under the next card)."""
    rows = next(count for count in range(MAX_ROWS, 0, -1) if count == 1 or row_step(slot, count) > CARD_H)
    counts = narrowest(needs, min(rows, len(needs)))
    room = slot.width - CARD_W
    widest = widest_row(needs, counts)
    share = min(1.0, room / widest) if widest else 1.0
    down = row_step(slot, len(counts))
    places: list[tuple[float, float]] = []
    for row, (start, count) in enumerate(starts(counts)):
        x = float(slot.x)
        shrunk = [each * share for each in needs[start : start + count - 1]]
        for step in [0.0, *(spaced(room, slot.max_step, shrunk) or shrunk)]:
            x += step
            places.append((x, float(slot.cards_y + row * down)))
    return places


MAX_ROWS = 3  # the most rows of a stud hand (thirteen cards five a row: an eight-player top seat)


def starts(counts: Sequence[int]) -> list[tuple[int, int]]:
    """Each row's first card's index and its count of cards."""
    return [(sum(counts[:row]), count) for row, count in enumerate(counts)]


def narrowest(needs: Sequence[int], rows: int) -> list[int]:
    """The split of the cards into `rows` rows in order whose widest row (widest_row) is the
    narrowest, the first rows the longer where it is a tie."""
    if rows == 1:
        return [len(needs)]
    splits = ([first, *narrowest(needs[first:], rows - 1)] for first in range(len(needs) - rows + 1, 0, -1))
    return min(splits, key=lambda counts: widest_row(needs, counts))


def widest_row(needs: Sequence[int], counts: Sequence[int]) -> int:
    """The widest of the rows' needs (each card's but its row's last one's)."""
    return max(sum(needs[start : start + count - 1]) for start, count in starts(counts))
