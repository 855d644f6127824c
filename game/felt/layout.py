"""Where things sit on the 960x540 table: seat blocks clockwise from the human at the bottom,
the stock, the pot, the log, the prompt, the action buttons and the game's information.

The table is three bands. The top band holds up to three seats (four at seven players, five at
eight), the middle band a seat at each side with the centre between them (the pot, the bet, the
log, the prompt), the bottom band the game's information, the human's seat and the buttons. Every
player count has its own fixed arrangement: nothing moves while a session is played.

A seat block is its name, its balance and status, its cards and its hand in words. Cards never
collapse to their corners: a seat shows at least `INDEX_W` pixels of every card (the rank, "10"
too, and the suit), and an opponent's hand longer than a row goes on in a second row below the
first, far enough down that the first row's rank and suit stay in view.

Each TEXT SIZE (Options, ACCESS) has its own `Layout`, built from its type scale
(game.platform.text.TypeScale): `NORMAL`, whose places the module's names below are, and `LARGE`,
where every word needed during play is 40 px at 1080p. Large has fewer lines, not smaller
blocks: every seat says its hand in one line (the result says the rest), the bands move a few
pixels to hold the taller lines, and the log and the key hints keep the normal size.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

import pygame

from game.felt.card_art import CARD_H, CARD_W, INDEX_H, INDEX_W
from game.felt.chips import CHIP
from game.platform.display import SAFE
from game.platform.text import BIG, LARGE_TYPE, NORMAL_TYPE, TypeScale

LINE = NORMAL_TYPE.line  # one line of body text with its shadow and a gap
ROW_STEP = INDEX_H + 2  # a second row of cards starts below the first row's rank and suit
WORD_LINES = 2  # a seat's hand in words takes at most two lines
CARD_GAP = 8  # between a seat's text and its cards (the winning five rise into it)
MAX_CARDS = 13  # a No Peek hand with every bonus card (Night Baseball: nine and four fours)


@dataclass(frozen=True)
class SeatSlot:
    x: int  # top-left of the seat block
    y: int
    width: int
    per_row: int  # cards in one row; the rest go on in a second row
    max_step: int  # widest spacing between cards
    name_lines: int = 2  # the name, then the balance and status (1: both on one line)
    word_lines: int = WORD_LINES  # lines of hand words under the cards
    line: int = LINE  # one line of its words (the type scale's)
    # how low its words may reach when No Peek's second row of turned cards, a whole card under
    # the first, pushes them under it (0: the block's foot): the top of the band under it
    floor: int = 0
    # the most cards a stud row holds before the hand goes on in two even rows a whole card apart
    # (card_rows.fits): a side seat's per_row (seven, 30 pixels apart; eight closed up to 26 read
    # poorly from a sofa beside the top seats' 34: two play-testers at 1080p and TEXT SIZE large)
    row_most: int = MAX_CARDS

    @property
    def rows(self) -> int:
        return -(-MAX_CARDS // self.per_row)

    @property
    def cards_y(self) -> int:
        return self.y + self.name_lines * self.line + CARD_GAP

    @property
    def cards_bottom(self) -> int:
        return self.cards_y + (self.rows - 1) * ROW_STEP + CARD_H

    @property
    def hand_y(self) -> int:
        return self.cards_bottom + 4

    @property
    def bottom(self) -> int:
        return self.hand_y + self.word_lines * self.line

    @property
    def words_floor(self) -> int:
        return max(self.floor, self.bottom)

    def words_lines(self, top: int) -> int:
        """The lines of its hand in words from `top` (pile_layout.words_top): as many as the block
        keeps for them under its second row's room, fewer where the band under it comes nearer."""
        return (self.words_floor - max(top, self.hand_y)) // self.line

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.width, self.bottom - self.y)

    @property
    def least_step(self) -> float:
        """The step between the cards of a full row (per_row cards): the least the block promises
        a row of faces, every row of fewer cards getting more."""
        return min(self.max_step, (self.width - CARD_W) / (self.per_row - 1))

    def card_pos(self, index: int, count: int) -> tuple[float, float]:
        row, column = divmod(index, self.per_row)
        in_row = min(self.per_row, count - row * self.per_row)
        step = self.max_step if in_row <= 1 else min(self.max_step, (self.width - CARD_W) / (in_row - 1))
        return self.x + column * step, self.cards_y + row * ROW_STEP


def row_step(slot: SeatSlot, rows: int) -> int:
    """How far under the last a row of turned cards starts: a whole card and a gap, so every
    card's index column (rank and suit at its top, a wild's star and a bonus card's + mark at its
    foot) stays in view (a play-test: the second row hid the first's marks), as the room over the
    band under the seat holds (TEXT SIZE large's side and top seats: then no line of words is left
    under the last row, and the words go beside it, words_block; at 42 pixels apart a newcomer saw
    a ten drawn over a bonus king's +); never less than a stud seat's step under the ranks and suits
    (an eight-player seat's third row, in a block with no words)."""
    if rows <= 1:
        return ROW_STEP
    foot = slot.words_floor  # (a block with no words: the band under it, or its last row's foot)
    room = (foot - slot.cards_y - CARD_H) // (rows - 1)
    return max(ROW_STEP, min(CARD_H + 2, room))


# between a row's last card and the words beside it: their plate (4 pixels out) stands 4 pixels clear
# of the card (a newcomer's play-test read a right seat's "Five 10s" touching its second row's last
# card, shot_152), and "Five" / "10's" fit beside a side seat's second row of five at TEXT SIZE large,
# "Str" / "to 9" (hand_words' one abbreviation) beside two
WORDS_GAP = 8
# the fewest characters a line of a seat's words beside its cards holds ("Pair", "Two" / "pair"):
# fewer said nothing ("P\u2026")
BESIDE_COLUMNS = 4


def beside_room(slot: SeatSlot, columns: int = BESIDE_COLUMNS) -> int:
    """The width the seat's words beside its lowest row take in `columns` (at the least BESIDE_COLUMNS:
    pile_layout.words_block) of its body size (a line's height but its shadow and gap, TypeScale.line)."""
    return WORDS_GAP + columns * (slot.line - 4)


def line_under(slot: SeatSlot, rows: int) -> bool:
    """Whether the seat has a line of its words under `rows` rows of cards (pile_layout.words_top);
    else they go beside the lowest row (pile_layout.words_block)."""
    return slot.cards_y + (rows - 1) * row_step(slot, rows) + CARD_H + 4 + slot.line <= slot.words_floor


def turn_box(
    slot: SeatSlot, places: Sequence[tuple[float, float]], words_bottom: int, count: pygame.Rect | None
) -> pygame.Rect:
    """The yellow box of the seat to act: round every card of the seat (`places`; a play-test: it
    ended above a No Peek second row), its words (down to `words_bottom`) and its pile's `count`
    (yours on the line under your words)."""
    bottom = max([slot.cards_bottom + 2, words_bottom, *(round(y) + CARD_H + 2 for _, y in places)])
    if count is not None:
        bottom = max(bottom, count.y + LINE)
    return pygame.Rect(slot.x - 6, slot.y - 4, slot.width + 12, bottom - slot.y + 6)


def name_plate(slot: SeatSlot) -> pygame.Rect:
    """Round a seat's name lines, 4 pixels out at each side: its plate, lit for the seat to act."""
    return pygame.Rect(slot.x - 4, slot.y - 2, slot.width + 8, slot.name_lines * slot.line + 2)


TILE_GAP = 24  # seats' blocks side by side closer than this each lie on a dark tile of their own
NAME_GAP = TILE_GAP  # between one top seat's name lines widened for its name and the next seat's


def seat_plate(
    slot: SeatSlot, slots: Iterable[SeatSlot], places: Sequence[tuple[float, float]], named: SeatSlot
) -> pygame.Rect:
    """The dark plate under a seat's name lines (`named`: their block, name_slots), 4 pixels out at
    each side; where another seat's block lies beside it closer than TILE_GAP (the top seats of
    seven and eight players, 10 pixels apart) a tile under its name and its cards (`places`)
    instead, 2 pixels out, the felt between one seat's tile and the next: a newcomer's play-test
    read a seat's last upcard as the next seat's, beside its backs."""
    if not any(other.y == slot.y and 0 < abs(other.x - slot.x) < slot.width + TILE_GAP for other in slots):
        return name_plate(named)
    bottom = max([slot.cards_y + CARD_H, *(round(y) + CARD_H for _, y in places)]) + 3
    return pygame.Rect(slot.x - 2, slot.y - 2, slot.width + 4, bottom - slot.y + 2)


def top_plate(slot: SeatSlot) -> bool:
    """A two-line plate in the top band (name_slots)."""
    return slot.y == TOP_Y and slot.name_lines == 2


def shared(wants: list[int], room: int) -> list[int]:
    """Each of `wants` whole where together they fit in `room`, else every one over an equal share
    cut to it (the shares the smaller wants leave over go to the others): where a top row's long
    names cannot all be whole each is cut as little as the others, not the leftmost to its own block."""
    level, left = max(room, 0), max(room, 0)
    for taken, want in enumerate(sorted(wants)):
        share = left // (len(wants) - taken)
        if want > share:
            level = share
            break
        left -= want
    return [min(want, level) for want in wants]


def name_slots(slots: Mapping[int, SeatSlot], wants: Mapping[int, int]) -> dict[int, SeatSlot]:
    """Each seat's block for its name lines (`slots`: the seats' blocks; `wants`: the width each
    name line wants, seat_words.named_slots): wider where the name wants it and the top band has
    room beside it (a host play-test's TV cut BARTHOLOMEW FITZ to BARTHOLOMEW… on its top
    seat, the felt empty beside it). A two-line plate in the top band widens to the right of its
    cards, as far as the next seat's plate leaves room, else the rest to the left of them, the seats
    at its left keeping their own blocks, each long name cut alike where they cannot all be whole
    (shared); the middle band's seats have the centre beside them (the pot's chips, the stock, a
    banner), your seat the information and the buttons, and the top seats of seven and eight
    players the next seat's tile (cut there: seat_words.clip)."""
    numbers = sorted((number for number, slot in slots.items() if top_plate(slot)), key=lambda n: slots[n].x)
    row = [slots[number] for number in numbers]
    free = SAFE.width - sum(slot.width for slot in row) - NAME_GAP * (len(row) - 1)
    more = shared(
        [max(wants.get(number, 0) - slot.width, 0) for number, slot in zip(numbers, row, strict=True)], free
    )
    named = dict(slots)
    end = SAFE.right
    for index in reversed(range(len(row))):
        slot, want = row[index], row[index].width + more[index]
        floor = row[index - 1].x + row[index - 1].width + NAME_GAP if index else SAFE.x
        right = max(slot.x + slot.width, min(end, slot.x + want))
        left = min(slot.x, max(floor, right - want))
        named[numbers[index]] = replace(slot, x=left, width=right - left)
        end = left - NAME_GAP
    return named


SIDE_W = 224  # 14 characters of body text; seven cards a row, INDEX_W apart
# a top seat with felt beside it in the top band (two to five players; six's three fill it): ten a row,
# each at the widest step (INDEX_W + 4: its whole corner and a margin), a Baseball hand with three
# fours' extra cards (play-tests: 224 pixels held eight cards only closed up, corner on corner,
# hard to read across a room, the felt empty either side)
TOP_W = 9 * (INDEX_W + 4) + CARD_W
# six players' three top seats fill the top band, TILE_GAP apart (288 pixels: eight cards a row at
# the widest step, nine and more closed up to their corners; at SIDE_W a nine-card hand went to two
# rows, the felt between the seats empty)
SIX_W = (SAFE.width - 2 * TILE_GAP) // 3
HUMAN_W = 400  # thirteen cards in one row
LEFT_X, RIGHT_X = SAFE.x, SAFE.right - SIDE_W
TOP_Y = SAFE.y  # (the felt reaches 4 pixels over it: backdrop.FELT_RECT)
INFO_W = 224  # the game's information at the bottom left: 14 characters
POT_GAP = 8  # between the pot's chip pile and its figure
# how far over the bottom band (the game's information, the buttons) a side seat's words and its
# pile's count may reach: at 4 pixels a host play-test's TV read a left seat's "Straight to 8", on
# the line under its second row of turned cards, as one column with MIDNIGHT under it; now neither
# goes under a second row (no line of 20 is left there): the words go beside it (as at TEXT SIZE
# large, pile_layout.words_block), the stack alone shows the pile where its count has no place
SIDE_CLEARANCE = 14
CARDS_PER_LAYER = 13  # the stock is drawn one card back per 13 cards left, each a pixel up and left


def stock_layers(cards_left: int) -> int:
    return -(-cards_left // CARDS_PER_LAYER)


class Layout:
    """Every place on the table for one type scale. `mid_y`, `bottom_y`: where the middle band
    (the side seats, the centre) and the bottom band (the game's information, your seat, the
    buttons) start; `top_words`: the lines of hand words of a top seat with nothing under it;
    `fitted`: the centre's words kept to its width and lines (the prompt wrapped upwards, the
    hand to beat named short), where the normal size's few longest lines run a little wide."""

    def __init__(
        self, scale: TypeScale, mid_y: int, bottom_y: int, top_words: int = WORD_LINES, fitted: bool = False
    ) -> None:
        self.scale = scale
        self.large = scale.body > NORMAL_TYPE.body  # TEXT SIZE large: a less busy table
        self.body = scale.body
        self.small = scale.small
        self.line = line = scale.line
        self.mid_y, self.bottom_y = mid_y, bottom_y
        self.centre = centre = pygame.Rect(
            LEFT_X + SIDE_W + 16, mid_y, RIGHT_X - LEFT_X - SIDE_W - 32, bottom_y - mid_y - 4
        )
        self.slots_for = self._slots(top_words)
        self.bottom = self.slots_for[2][0]
        # The centre, from the top: the pot, the bet to match, the log, the prompt.
        self.bet_line = (centre.centerx, centre.y + CARD_H + 8)  # below the stock
        self.log = (centre.centerx, self.bet_line[1] + line + 4)  # midtop of the recent-actions log
        small_line = self.small + 4
        self.log_line = small_line  # the log is secondary: the small size's lines
        self.prompt = (centre.centerx, centre.bottom - line)
        self.columns = centre.width // self.body  # the centre's characters a line
        # the lines from the bet line to the prompt's (None: as many as they take)
        self.centre_rows = (self.prompt[1] - self.bet_line[1]) // line if fitted else None
        self.prompt_rows = 2 if fitted else 1  # a prompt wider than the centre goes on upwards
        self.log_lines = (self.prompt[1] - self.log[1]) // small_line
        # the chips and a shared card at the left, the stock at the right
        self.log_columns = (centre.width - 2 * 40) // self.small
        self.log_box = pygame.Rect(
            self.log[0] - self.log_columns * self.small // 2,
            self.log[1],
            self.log_columns * self.small,
            self.log_lines * small_line,
        )
        # the chip pile and the stock lie on the felt at the left and right of the pot figure
        self.stock = (centre.right - 2 * CARD_W - 26, centre.y + 6)  # a card's width from the seats
        self.community = (centre.x, centre.y + BIG + 8)  # a shared card (a short stock), under the chips
        layers = stock_layers(52)
        self.stock_rect = pygame.Rect(
            self.stock[0] - layers + 1, self.stock[1] - layers + 1, CARD_W + layers - 1, CARD_H + layers - 1
        )  # a full deck
        self.chips_right = centre.x + 84  # the room a full chip pile takes left of the pot figure
        # the word POT over the amount in big figures, between the chips and the stock: seven big
        # figures ("123 1/2") fit there; on one line with the word they did not
        self.pot_label = ((self.chips_right + self.stock_rect.left) // 2, centre.y + 2)
        self.pot_text = (self.pot_label[0], self.pot_label[1] + self.body + 4)  # midtop of the amount (BIG)
        self.pile_y = centre.y + 24  # the pile's lowest chip's centre, beside the word POT
        # the showcase of a shown hand covers the bet line and the log, under the pot figure and
        # above the prompt's line (where attract mode's PRESS START blinks)
        self.showcase = pygame.Rect(
            centre.x, self.bet_line[1] - 2, centre.width, self.prompt[1] - self.bet_line[1] - 2
        )
        self.showcase_step = 4 * self.small + 4  # a wild card's "=10♠" (four characters) fits under each card
        self.showcase_columns = centre.width // self.body - 1
        # top-left of the action buttons, just clear of your seat's turn box
        self.buttons = (self.bottom.x + self.bottom.width + 12, bottom_y)
        self.button_w = SAFE.right - self.buttons[0]
        self.button_spacing = self.body + 14
        # While a pot's result fills the centre, the log moves under its NEXT HAND button (and the
        # line counting down to the next deal): the result never covers the log. Its lines keep a
        # letter of the small size off the table's rail (a newcomer's play-test at TEXT SIZE large
        # read "Casey shows two" running to the table's edge)
        under = self.button_spacing + self.body + 12  # NEXT HAND and REPLAY, boxed
        self.result_log = pygame.Rect(
            self.buttons[0], bottom_y + under, self.button_w - self.small, SAFE.bottom - bottom_y - under
        )
        self.info = (SAFE.x, bottom_y)  # the game, the hand number, the wild ranks, the keys

    def pot_pile(self, amount: str) -> tuple[int, int]:
        """The centre of the pot's chip pile's first column, just left of the pot figure (the word
        POT over `amount` in big figures): a newcomer's play-test saw a few chips far left of a
        small pot's figure and could not tell what they were. The pile grows leftwards from here."""
        half = max(len("POT") * self.body, len(amount) * BIG) // 2
        return self.pot_label[0] - half - POT_GAP - CHIP // 2, self.pile_y

    def _slots(self, top_words: int) -> dict[int, tuple[SeatSlot, ...]]:
        """The seats of every table size, clockwise from the human (bottom): left side going up,
        the top, right side coming down."""
        line, mid_y = self.line, self.mid_y

        def floor(y: int) -> int:
            """Where the band under a seat at `y` starts, its plates' margin off (a side seat's:
            SIDE_CLEARANCE)."""
            return mid_y - 4 if y < mid_y else self.bottom_y - SIDE_CLEARANCE

        def side(x: int, y: int, word_lines: int = top_words) -> SeatSlot:
            return SeatSlot(
                x, y, SIDE_W, 7, INDEX_W + 4, word_lines=word_lines, line=line, floor=floor(y), row_most=7
            )

        def wide(x: int, word_lines: int = top_words) -> SeatSlot:  # (a top seat with room: TOP_W)
            return SeatSlot(
                x, TOP_Y, TOP_W, 10, INDEX_W + 4, word_lines=word_lines, line=line, floor=floor(TOP_Y)
            )

        def six(x: int, word_lines: int = top_words) -> SeatSlot:  # (six players' three top seats)
            per_row = (SIX_W - CARD_W) // (INDEX_W + 4) + 1  # (at the widest step)
            return SeatSlot(
                x, TOP_Y, SIX_W, per_row, INDEX_W + 4, word_lines=word_lines, line=line, floor=floor(TOP_Y)
            )

        def across(count: int, per_row: int, gap: int) -> tuple[SeatSlot, ...]:
            """Seven or eight players: `count` seats across the top band, `gap` pixels apart, with
            `per_row` cards a row and as many rows as thirteen cards need. A full row's step
            (SeatSlot.least_step) shows every face's corner index, a one-figure rank's: at seven
            players and at eight at the normal size a ten's too (INDEX_W); at eight at TEXT SIZE
            large seven a row, 22 pixels apart, five 174-pixel seats leaving no more (INDEX_W
            apart would take 220 each), a ten taking its INDEX_W and the cards beside it closing
            up (card_rows.spaced). Five seats need three rows (two at TEXT SIZE large): their hands
            in words are left to the showcase and the result."""
            width = (SAFE.width - (count - 1) * gap) // count
            word_lines = 1 if per_row == 7 else 0  # one line: the outer seats stand over the side seats
            # two name lines, the name over the net, as every seat's (a host play-test at TEXT SIZE
            # large read "…+37 1/2" on one line, no letter of the name); under them at large
            # two rows of cards reach the side seats' plates, three would not: a hand too wide for
            # two rows lies seven a row, its cards closer (card_rows.seat_rows)
            rows_of = 7 if self.large else per_row
            return tuple(
                SeatSlot(
                    SAFE.x + i * (width + gap),
                    TOP_Y,
                    width,
                    rows_of,
                    INDEX_W + 4,
                    2,
                    word_lines,
                    line,
                    floor(TOP_Y),
                )
                for i in range(count)
            )

        # the human's seat between the information and the buttons: a character and its plate's
        # margin clear of a game's name as wide as the information (NIGHT BASEBALL on one line); at
        # TEXT SIZE large, whose taller plate reaches down beside that name, two (a host play-test:
        # NIGHT BASEBALL sat close to the bottom seat's plate on the party TV), the buttons as many
        # characters wide (at the normal size one fewer cut [A] CHECK AHEAD)
        beside = INFO_W + 20 + (self.small if self.large else 0)
        bottom = SeatSlot(SAFE.x + beside, self.bottom_y, HUMAN_W, MAX_CARDS, 44, 1, line=line)
        top = six(SAFE.centerx - SIX_W // 2)
        alone = wide(SAFE.centerx - TOP_W // 2)  # two and four players: the top band to itself
        # A seat with another block right under it (a side seat under a top corner, the game's
        # information and the buttons under a side seat) says its hand in one line ("Straight";
        # the result and the log say the rest): a second line ran into the block under it.
        top_left, top_right = six(LEFT_X, 1), six(SAFE.right - SIX_W, 1)
        inner_left, inner_right = wide(SAFE.centerx - TOP_W - 48), wide(SAFE.centerx + 48)  # three
        # five players: the same two over the side seats' corners, one line of words (the side
        # seats' plates under them); at six the three top seats leave no felt to widen into
        over_left, over_right = wide(inner_left.x, 1), wide(inner_right.x, 1)
        mid_left, mid_right = side(LEFT_X, mid_y, 1), side(RIGHT_X, mid_y, 1)
        return {
            2: (bottom, alone),
            3: (bottom, inner_left, inner_right),
            4: (bottom, mid_left, alone, mid_right),  # (the side seats under the top band)
            5: (bottom, mid_left, over_left, over_right, mid_right),
            6: (bottom, mid_left, top_left, top, top_right, mid_right),
            7: (bottom, mid_left, *across(4, per_row=7, gap=10), mid_right),  # 220 pixels each
            # eight: the top seats' tiles the felt's 6 pixels apart (seat_plate), their rows as wide as
            # that leaves: a seven-card hand with two tens up, or shown down with one, in one row (a
            # play-test: 24 apart, they went on in a second row at six or seven cards); at 12 apart
            # Baseball's widest showdown (four fours up, each with a wild bonus card, and three tens)
            # needed 4 pixels more than two rows of 172-pixel seats hold (card_rows.closed_up)
            8: (bottom, mid_left, *across(5, per_row=5, gap=10), mid_right),  # 174 pixels each
        }

    def seat_slots(self, players: int, human: int = 0) -> dict[int, SeatSlot]:
        """Seat number -> block, with the human at the bottom and the others clockwise after."""
        if players not in self.slots_for:
            raise ValueError(f"the table seats 2 to 8 players, not {players}")
        slots = self.slots_for[players]
        return {(human + offset) % players: slot for offset, slot in enumerate(slots)}


NORMAL = Layout(NORMAL_TYPE, mid_y=204, bottom_y=398)
# large: the top seats' one line of words and the taller names end at 194, the side seats' at
# 380; your seat's two lines (SHOWING, BEST) end on the TV-safe area's foot
LARGE = Layout(LARGE_TYPE, mid_y=200, bottom_y=386, top_words=1, fitted=True)
LAYOUTS = {"normal": NORMAL, "large": LARGE}  # settings.text_size -> its layout


def placed_by(slots: dict[int, SeatSlot]) -> Layout:
    """The layout whose seats these are (a pot's result follows the table's TEXT SIZE)."""
    blocks = set(slots.values())
    return next((each for each in (LARGE, NORMAL) if blocks <= set(each.slots_for[len(slots)])), NORMAL)


# The normal layout's places by name, as the screens and tests that know one size read them.
MID_Y, BOTTOM_Y, CENTRE, SLOTS_FOR = NORMAL.mid_y, NORMAL.bottom_y, NORMAL.centre, NORMAL.slots_for
BOTTOM, TOP, TOP_LEFT, TOP_RIGHT = NORMAL.bottom, SLOTS_FOR[2][1], SLOTS_FOR[6][2], SLOTS_FOR[6][4]
TOP_INNER_LEFT, TOP_INNER_RIGHT = SLOTS_FOR[3][1:]
OVER_SIDES_LEFT, OVER_SIDES_RIGHT = SLOTS_FOR[5][2:4]
MID_LEFT, MID_RIGHT = SLOTS_FOR[4][1], SLOTS_FOR[4][3]
TOP_FOUR, TOP_FIVE = SLOTS_FOR[7][2:6], SLOTS_FOR[8][2:7]
BET_LINE, LOG, LOG_LINES, LOG_COLUMNS, LOG_BOX = (
    NORMAL.bet_line,
    NORMAL.log,
    NORMAL.log_lines,
    NORMAL.log_columns,
    NORMAL.log_box,
)
PROMPT, STOCK, COMMUNITY, STOCK_RECT = (
    NORMAL.prompt,
    NORMAL.stock,
    NORMAL.community,
    NORMAL.stock_rect,
)
CHIPS_RIGHT, POT_LABEL, POT_TEXT = NORMAL.chips_right, NORMAL.pot_label, NORMAL.pot_text
SHOWCASE, SHOWCASE_STEP, SHOWCASE_COLUMNS = NORMAL.showcase, NORMAL.showcase_step, NORMAL.showcase_columns
BUTTONS, BUTTON_W, BUTTON_SPACING = NORMAL.buttons, NORMAL.button_w, NORMAL.button_spacing
RESULT_LOG, INFO = NORMAL.result_log, NORMAL.info
seat_slots = NORMAL.seat_slots
