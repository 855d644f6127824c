"""A seat's hand in words cut to the room its block gives them: as much of the hand's name as fits,
the one form the whole table says it in, and the lines of a seat's hand in words and where they go.
Its name plate's words (name, balance, status) are game.felt.plate_lines'."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import NamedTuple

import pygame

from engine.cards import parse_cards
from game.felt import layout
from game.felt.pile_layout import count_plate, words_block

# (the plate's words were this module's: the many screens that cut a name or count a plate's room
# still import them from here)
from game.felt.plate_lines import BALANCE_GAP as BALANCE_GAP
from game.felt.plate_lines import BUTTON_END as BUTTON_END
from game.felt.plate_lines import ELLIPSIS as ELLIPSIS
from game.felt.plate_lines import NET_ROOM as NET_ROOM
from game.felt.plate_lines import SHORTEST_NAME as SHORTEST_NAME
from game.felt.plate_lines import clip as clip
from game.felt.plate_lines import kept_room as kept_room
from game.felt.plate_lines import name_room as name_room
from game.felt.plate_lines import named_slots as named_slots
from game.felt.plate_lines import one_line_plate as one_line_plate
from game.felt.plate_lines import plate_line as plate_line
from game.felt.plate_lines import seat_status as seat_status
from game.felt.plate_lines import second_line as second_line
from game.felt.plate_lines import status_forms as status_forms
from game.felt.plate_lines import two_line_plate as two_line_plate
from game.felt.table_model import Seat
from game.felt.whole_names import fuller_first, splits_a_count, splits_a_name, whole_words
from game.platform import palette
from game.platform.palette import Colour
from game.platform.text import BODY, wrap_whole
from game.telling.event_words import OUT_STATUS as OUT_STATUS
from game.telling.hand_words import RUNGS, TIGHT, any_ranks_letters, fewest_form, form_ladder, name_alone
from game.telling.wild_reason import showing_words


def fit_words(
    words: str,
    columns: int,
    lines: int,
    rung: int = 0,
    whose: str = "",
    fewest: bool = False,
    spelt: bool = True,
) -> list[str]:
    """A hand in words in at most `lines` lines of `columns`: its long name when it fits ("Full
    house, kings over fours", "Straight to the ace"), else its short one (game.telling.hand_words:
    "Straight to A", "Pair of Qs", "Three Qs"), then its name alone ("Straight", "Str flush"),
    cut as a last resort, with an ellipsis ("Str flu\u2026": "Straight" alone named another hand).
    No word alone on a second line where a narrower wrap avoids it ("Full house, tens" / "over
    aces", not "Full house, tens over" / "aces"). `rung`: the fullest shortening to say
    (game.telling.hand_words.form_ladder), the one the seats beside it say theirs at; `whose`:
    words before the hand in every form ("Casey: ", the showcase's); `fewest`: its fewest letters'
    form after them (game.telling.hand_words.fewest_form: "2 pair", beside a seat's second row);
    `spelt`: a form's shortened words spelt out where they fit (whole_names.fuller_first)."""
    ladder = form_ladder(words)
    forms = fuller_first(ladder[rung:], ladder, spelt) + [
        form for form in [fewest_form(words)] if fewest and form
    ]
    for shorter in dict.fromkeys(whose + form for form in forms):
        cut = max(len(word) for word in shorter.split()) > columns  # (a word across two lines)
        wrapped = whole_words(shorter, columns) if cut else wrap_whole(shorter, columns)
        split = splits_a_count(wrapped) or splits_a_name(wrapped)  # (never apart: whole_names)
        if (
            len(wrapped) <= lines
            and not cut
            and not split
            and (lines > 1 or any_ranks_letters(shorter) <= columns)
        ):
            return wrapped  # (on one line, as every hand of its kind would be: any_ranks_letters)
    if split:  # cut on one line ("3 4\u2026"): a seat leaves cut words out (uncut)
        return [clip(shorter, columns)]
    # no word cut across two lines: a play-test at TEXT SIZE large read "Thre" / "e Ks" beside a
    # seat's cards (now "Thr\u2026" / "Ks")
    head, rest = wrapped[: lines - 1], wrapped[lines - 1 :]
    return [*(clip(line, columns) for line in head), *([clip(" ".join(rest), columns)] if rest else [])]


@cache
def rung_needed(words: str, columns: int, lines: int) -> int:
    """The first shortening of `words` (form_ladder) that fits `lines` of `columns` (one line: as
    every hand of its kind would, fit_words)."""
    ladder = form_ladder(words)
    fits = (
        n
        for n, form in enumerate(ladder)
        if len(wrap_whole(form, columns)) <= lines and (lines > 1 or any_ranks_letters(form) <= columns)
    )
    return next(fits, RUNGS - 1)


@cache
def long_names() -> frozenset[str]:
    """Every long name a seat can say in any game of the family (the engine's words, a lone wild's
    reason too): each full house, two pair, set, pair, straight, flush and high card. The longest
    ("Full house, threes over sevens") can come in every game, so the game never changes the
    table's form."""
    ranks, wilds = "23456789TJQKA", frozenset("39")
    hands = [f"{top}h {top}d {top}s {low}c {low}d" for top in ranks for low in ranks if low != top]
    hands += [f"{top}h {top}d {low}s {low}c" for top in ranks for low in ranks if low != top]
    hands += [
        " ".join([f"{rank}{suit}" for suit in "hdsc"][:count]) for rank in ranks for count in (1, 2, 3, 4)
    ]
    hands += [
        " ".join(f"{ranks[top - step]}{suit}" for step in range(5)) for top in range(4, 13) for suit in "hc"
    ]
    hands += [f"{rank}h 2h 5h 7h Jh" for rank in "KA"]
    return frozenset(
        showing_words(parse_cards(cards), wild) for cards in hands for wild in (frozenset(), wilds)
    )


@cache
def table_rung(blocks: tuple[tuple[int, int], ...], size: int) -> int:
    """The one form of a hand's name the whole table says, for as long as it keeps its seats and
    TEXT SIZE (game.telling.hand_words.HandName: 0 the long, 1 the short, 2 the tight). A play-test
    read "Three sevens" then "Three 7s", "Pair of 2s" then "Pair of twos", when the form followed
    the hands on the seats each frame, a newcomer's read "A's over 5s" at one seat beside "queens
    over fours" at the next, and later "Pairs, Js & 8s" in the middle beside the seat's "Two pair,
    Js and 8s", a host's "8s full of 6s" in the result beside "Full house, 8s over 6s": the fullest
    form every longest long name fits in the lines of the narrowest seat that says words
    (`blocks`: each seat's width and lines of words, layout.SeatSlot) and your BEST line (the
    first block's width after "BEST ", one line), no shorter than the tight form, which keeps the
    ranks; a seat too narrow even for that says the name alone on its own (fit_words)."""
    shown = [(width // size, lines) for width, lines in blocks if lines]
    if shown:
        shown.append((max(width for width, _ in blocks) // size - len(BEST), 1))
    needed = (rung_needed(words, columns, lines) for columns, lines in shown for words in long_names())
    return min(max(needed, default=0), TIGHT)


def seats_form(slots: Iterable[layout.SeatSlot], size: int) -> int:
    """table_rung of a table's seat blocks."""
    return table_rung(tuple(sorted({(slot.width, slot.word_lines) for slot in slots})), size)


def hand_words(
    seat: Seat,
    slot: layout.SeatSlot,
    size: int = BODY,
    columns: int | None = None,
    most: int | None = None,
    rung: int = 0,
    fewest: bool = False,
) -> list[tuple[str, Colour]]:
    """The seat's hand in words of `size`, in the lines its block has: the showing hand (and,
    for the human, the best hand so far, each after its label, or your one hand under its label
    where beside it the label leaves too few letters: label_over_hand); at most `columns` a line and `most` lines, the room left
    over the band under the seat (more than its block's own under a No Peek seat's first row, fewer
    under its second), in the table's form `rung` (table_rung) on, its `fewest` letters' form last
    (fit_words)."""
    columns = slot.width // size if columns is None else columns
    if not slot.word_lines:
        return []
    if still_yours(seat):
        # both lines in one form, the fullest both fit in (a newcomer's play-test at TEXT SIZE large
        # read "SHOWING Str. to A" over "BEST Straight to A")
        said = [(SHOWING, seat.showing, palette.YELLOW), (BEST, seat.best, palette.CYAN)]
        said = [(head, words, colour) for head, words, colour in said if words]
        rows = slot.word_lines if most is None else most
        alone = label_over_hand(said, columns, rows, rung)
        if alone:
            return alone
        needs = [(rung_needed(words, columns - len(head), 1), words) for head, words, _ in said]
        # a line with room for its hand's name alone ("SHOWING Two pair": two pair's ranks take 19
        # letters) leaves the other its ranks ("BEST 4's full, 2's", not "BEST 4's full")
        both = max([rung, *(need for need, words in needs if not name_alone(words, need))])
        one = len({words for _, words, _ in said}) == 1  # (two hands: both in the one form, unspelt)
        return [(own_line(head, words, columns, both, one), colour) for head, words, colour in said]
    if not seat.showing:  # (an empty line would still get its plate: a dark blot on the felt)
        return []
    # your shown-down hand in the two lines SHOWING and BEST had, whole where it fits in them (a
    # newcomer's play-test read "Full house, Q over 4" there, "queens over fours" in the centre)
    # (a side seat's block keeps one line, 14 characters, too few for "Two pair, 10s and 8s": it
    # said "Two pair" beside the table's form, a host play-test's TV, with three lines free under it)
    rows = min(slot.word_lines if most is None else most, HAND_LINES)
    fitted = fit_words(seat.showing, columns, rows, rung, fewest=fewest)
    return [(line, palette.YELLOW) for line in fitted] if rows else []


def still_yours(seat: Seat) -> bool:
    """Whether `seat` is yours still in the pot, its hand said after SHOWING and BEST: once shown
    down `showing` names the whole hand, and once beaten (No Peek's Out) it reads as every beaten
    seat does, its hand alone (a newcomer's beaten seat still said "SHOWING Three 2's")."""
    return seat.human and not seat.revealed and not seat.out


def own_line(head: str, words: str, columns: int, rung: int, spelt: bool = True) -> str:
    """Your SHOWING or BEST hand in one line of `columns` after its label `head` (fit_words), a best
    two pair that fits only as its name said by its ranks instead: at TEXT SIZE large "BEST Two
    pair" left a player guessing which two pair was their best (its ranks' "Two pair, Q's, 10's"
    takes 19 of the 15 letters), now "BEST Q's and 10's", the ranks as the short form says them.
    (What you show is on the table face up to read: SHOWING keeps the hand's name.)"""
    line = fit_words(words, columns - len(head), 1, rung, spelt=spelt)[0]
    ranks = form_ladder(words)[1].removeprefix(TWO_PAIR)
    fits = len(ranks) <= columns - len(head)
    return head + (ranks if head == BEST and line == TWO_PAIR_ALONE and fits else line)


# the most lines a seat's hand takes: a newcomer read "Str flush to 8" as "Str" / "flush" / "to 8"
HAND_LINES = 2
TWO_PAIR = "Two pair, "  # the long name's head before its ranks ("Two pair, queens and tens")
TWO_PAIR_ALONE = "Two pair"  # its name without them
SHOWING = "SHOWING "  # your own hand's line while your cards are not all shown (hand_words)
BEST = "BEST "  # and your best hand so far's
# over your hand where your best so far is all you show (label_over_hand)
SHOWING_AND_BEST = "SHOWING AND BEST"


def label_over_hand(
    said: Sequence[tuple[str, str, Colour]], columns: int, rows: int, rung: int
) -> list[tuple[str, Colour]]:
    """Your one hand (what you show, your best so far the same words or none) in two lines, its
    label over it, where the label beside it leaves too few letters for the table's form `rung`
    that every other seat says it in (a newcomer's play-test at TEXT SIZE large read "SHOWING Str
    to A" and "SHOWING Two pair" / "BEST Two pair" under their cards beside another seat's
    "Straight to A" and "Two pair," / "K's, 4's": "SHOWING " takes 8 of the line's 20 letters).
    None where the label fits beside it (hand_words says it so) or two hands are said."""
    hands = list(dict.fromkeys(words for _, words, _ in said))
    if len(hands) != 1 or rows < 2:
        return []
    fitted = fit_words(hands[0], columns, min(rows - 1, HAND_LINES), rung)
    # (beside it where it says as much there: "SHOWING Straight flush to 8", else over it)
    if fit_words(hands[0], columns - len(SHOWING), 1, rung) == [" ".join(fitted)]:
        return []
    label = SHOWING.strip() if len(said) == 1 else SHOWING_AND_BEST
    return [(label, palette.YELLOW), *((line, said[-1][2]) for line in fitted)]


def said_rung(seat: Seat, lines: Sequence[str], rung: int = 0) -> int:
    """The shortening (form_ladder, from the table's `rung`) in which the seat's `lines` (its
    hand_words) say its showing hand, yours after SHOWING; `rung` where they say none whole (cut).
    The centre names the hand to beat in it: a newcomer's play-test read "YOU LEAD: FULL HOUSE, Qs
    OVER 4s" beside their own seat's "SHOWING Qs full of 4s"."""
    yours = still_yours(seat) and bool(lines)
    if yours and lines[0] in (SHOWING.strip(), SHOWING_AND_BEST):  # (its label over it: label_over_hand)
        said = " ".join(lines[1:])
    else:
        said = lines[0].removeprefix(SHOWING) if yours else " ".join(lines)
    ladder = form_ladder(seat.showing) if seat.showing else []
    return next((n for n in range(rung, len(ladder)) if ladder[n] == said), rung)


def placed_words(
    seat: Seat,
    slot: layout.SeatSlot,
    size: int,
    top: int,
    count: pygame.Rect | None,
    rung: int = 0,
    one_line: bool = False,
    most: int | None = None,
) -> tuple[int, list[tuple[str, Colour]], bool]:
    """Where the seat's hand in words starts (from `top`, its line under the cards), its lines (as
    many as the room over the band under the seat holds) and whether a No Peek pile's `count`
    moved to that line (pile_layout.count_place) is written. The words are those of the whole line,
    in as many lines: left of the count where they are the same there, else under it, else on the
    whole line, the count not written there (seat_lines writes it under them where it can:
    count_down_the_lines; else the stack alone shows the pile, as at the eight-player table's top
    seats). Beside the count a play-test at TEXT SIZE large read "Four\u2026", a host's TV "Pair" /
    "of 5s" and "Queen" / "high", and under it "Two pair" beside another seat's "Two pair, 10s and
    8s": the table's form `rung` (table_rung), cut to the one line left there. `one_line`: beside a
    second row (seat_lines), its fewest letters' form too, last: the table's form first on up to two
    lines (a newcomer read "3 J's" there beside another seat's "Three J's"); `most`: in at most that many lines (seat_lines: the count's line under them)."""
    lines = (slot.words_floor - top) // slot.line
    if most is not None:
        lines = min(lines, most)
    whole = uncut(hand_words(seat, slot, size, slot.width // size, lines, rung, one_line))
    if count is None or count.y != top:
        return top, whole, True
    under = count_plate(count).bottom + 2 + PLATE_GAP  # (the words' plate starts 2 pixels over them)
    left = (count.x - slot.x - size) // size  # (none where the words are beside the cards: words_block)
    beside = hand_words(seat, slot, size, left, lines, rung, one_line) if left > 0 else []
    # (no line under the count where its plate and PLATE_GAP reach past the floor: a negative count
    # of lines wrote the words under the seat's floor, over the next seat's cards)
    room = max((slot.words_floor - under) // slot.line, 0)
    below = hand_words(seat, slot, size, slot.width // size, room, rung, one_line)
    return next(
        (place for place in [(top, beside, True), (under, below, True)] if place[1] == whole),
        (top, whole, False),
    )


class SeatLines(NamedTuple):
    """A seat's hand in words as drawn (seat_lines): the block they are written in, their top, where
    its pile's count moved (None: not), the lines and whether that count is written."""

    written: layout.SeatSlot
    top: int
    where: pygame.Rect | None
    words: list[tuple[str, Colour]]
    counted: bool

    def foot(self) -> int:
        """The lowest pixel row of the words and the count written beside or over them (their plates'
        feet: a line, a count's LINE), the seat's block's top where there are none."""
        feet = [self.top + self.written.line * len(self.words)] if self.words else []
        if self.where is not None and self.counted:
            feet.append(self.where.y + layout.LINE)  # (pile_layout.count_plate)
        return max(feet, default=self.written.y)


def seat_lines(
    seat: Seat,
    slot: layout.SeatSlot,
    places: Sequence[tuple[float, float]],
    count: pygame.Rect | None,
    size: int,
    rung: int,
) -> SeatLines:
    """The seat's hand in words (of `size`, in the table's form `rung` on) and where they go, the one
    rule of the table's drawing and the pot's result, which starts under them (a No Peek seat's
    words under its pile's count lay half under the result at TEXT SIZE large, the result placed as
    if they were on the count's line): under a second row of cards where it reaches lower (No Peek's,
    a stud seat's a whole card under the first: game.felt.card_rows), as many lines as the room over
    the band under the seat holds, beside the pile's `count` moved there (pile_layout.count_place);
    else beside the lowest row (pile_layout.words_block: TEXT SIZE large), there in the lines its block
    has there (a newcomer's play-test at TEXT SIZE large read "Str" / "to 8" and "Two" / "pair"
    beside seats' second rows, reaching into the felt under them), in the table's form on up to two
    lines where they hold it (a newcomer read "3 J's" there beside another seat's "Three J's"), else
    down to its fewest letters' form (hand_words.fewest_form: "2 pair", "3 A's", in the table's
    size, where a play-test at a TV across a room read "Three A's" small). Where
    the count finds no line under the words (count_down_the_lines), the words in fewer lines, a
    shorter form, where one says the hand whole and leaves the count its line: at TEXT SIZE large
    a side seat's "Two pair," / "9s, 3s" had "2 LEFT" under them reaching over the game's corner (a
    play-test at a TV across a room), and a pile with no number was a newcomer's play-test too."""
    written, top, where = words_block(slot, places, count, size)
    beside = written is not slot
    first = placed_words(seat, written, size, top, where, rung, beside)
    if where is not None and first[2] and where.y != first[0]:
        # (your label over your hand: the hand's line runs under the count's place, the count goes
        # up beside the label, label_over_hand)
        where = count_beside_the_lines(written, first[0], [line for line, _ in first[1]], where, size)
    if where is None or first[2]:
        return SeatLines(written, first[0], where, first[1], first[2])
    fewer = [
        placed_words(seat, written, size, top, where, rung, beside, most)
        for most in range(len(first[1]) - 1, 0, -1)
    ]
    for at, words, counted in [first, *(each for each in fewer if each[1])]:
        down = (
            where if counted else count_down_the_lines(written, at, [line for line, _ in words], where, size)
        )
        if down is not None:
            return SeatLines(written, at, down, words, True)
    return SeatLines(written, first[0], None, first[1], False)


def count_beside_the_lines(
    written: layout.SeatSlot, top: int, lines: Sequence[str], count: pygame.Rect, size: int
) -> pygame.Rect | None:
    """Your pile's `count` where it lies (pile_layout.count_rect: the right end of the second line of
    your words) where it stands clear of your `lines` (of `size`, from `top`), else at the right end
    of the first of them it stands clear of, a character's room after its words (your label over
    your hand, label_over_hand: "SHOWING" over "Two pair, K's, 7's", which runs under the count's
    place); None where none is (the stack alone shows the pile)."""
    texts = [
        pygame.Rect(written.x, top + row * written.line, (len(line) + 1) * size, written.line)
        for row, line in enumerate(lines)
    ]
    for moved in [count, *(count.move(0, text.y - count.y) for text in texts)]:
        if moved.collidelist(texts) == -1:
            return moved
    return None


def count_down_the_lines(
    written: layout.SeatSlot, top: int, lines: Sequence[str], count: pygame.Rect, size: int
) -> pygame.Rect | None:
    """Where a pile's `count` goes where the seat's hand in words (`lines`, from `top`, of `size`)
    is written whole on the count's line (placed_words): at the right end of the first of those
    lines, or the line after them, where its plate is clear of the words' (seat_draw.draw_seat's),
    within the seat's block; None where none is (the stack alone shows the pile). At TEXT SIZE
    large a side seat's two lines ("8's full" / "of 6's") left the count out, and a newcomer's
    Midnight Baseball pile had no number: it now stands under them."""
    words = words_plate(written, top, lines, size).inflate(0, 2 * PLATE_GAP)  # (felt between the plates)
    # (on a line of the words, beside them, else under their plate, PLATE_GAP of felt between)
    rows = [top + row * written.line for row in range(len(lines))] + [
        top + len(lines) * written.line + 2 + PLATE_GAP
    ]
    for y in rows:
        moved = count.move(0, y - count.y)
        # (its plate, not its letters, on the seat's floor: "2 LEFT"'s plate reached 2 pixels over
        # the game's corner under a side seat at TEXT SIZE large)
        plate = count_plate(moved)
        if plate.bottom <= written.words_floor and not (lines and plate.colliderect(words)):
            return moved
    return None


# felt between a pile's count's plate and the seat's words' plate over or under it: touching, a
# newcomer's play-test at TEXT SIZE large read "1 LEFT" and "Two pair" as one dark block
PLATE_GAP = 2


def words_plate(written: layout.SeatSlot, top: int, lines: Sequence[str], size: int) -> pygame.Rect:
    """The dark plate under a seat's hand in words (`lines` of `size` from `top`, in the block
    `written`), as seat_draw.draw_seat draws it: the widest line's width and every line's height."""
    widest = max((len(line) for line in lines), default=0)
    return pygame.Rect(written.x - 4, top - 2, widest * size + 8, written.line * len(lines) + 2)


def uncut(lines: list[tuple[str, Colour]]) -> list[tuple[str, Colour]]:
    """A seat's hand in words placed where its block has room for them whole, else none: a hand's
    word is never cut there (at TEXT SIZE large a side seat's twelve turned cards leave four letters
    right of their second row and no line under it, and a flush read "Flu\u2026", a straight to 10
    "Str\u2026": the cards say the hand, the centre and the result name it)."""
    return [] if any(line.endswith(ELLIPSIS) for line, _ in lines) else lines
