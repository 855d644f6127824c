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
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.felt.card_art import CARD_H, CARD_W, INDEX_H, INDEX_W
from game.platform.display import SAFE
from game.platform.text import BIG, BODY

LINE = BODY + 4  # one line of body text with its shadow and a gap
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

    @property
    def rows(self) -> int:
        return -(-MAX_CARDS // self.per_row)

    @property
    def cards_y(self) -> int:
        return self.y + self.name_lines * LINE + CARD_GAP

    @property
    def cards_bottom(self) -> int:
        return self.cards_y + (self.rows - 1) * ROW_STEP + CARD_H

    @property
    def hand_y(self) -> int:
        return self.cards_bottom + 4

    @property
    def bottom(self) -> int:
        return self.hand_y + self.word_lines * LINE

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.width, self.bottom - self.y)

    def card_pos(self, index: int, count: int) -> tuple[float, float]:
        row, column = divmod(index, self.per_row)
        in_row = min(self.per_row, count - row * self.per_row)
        step = self.max_step if in_row <= 1 else min(self.max_step, (self.width - CARD_W) / (in_row - 1))
        return self.x + column * step, self.cards_y + row * ROW_STEP


SIDE_W = 224  # 14 characters of body text; seven cards a row, INDEX_W apart
HUMAN_W = 400  # thirteen cards in one row
LEFT_X, RIGHT_X = SAFE.x, SAFE.right - SIDE_W
TOP_Y = SAFE.y
MID_Y = 204
BOTTOM_Y = 398
CENTRE = pygame.Rect(LEFT_X + SIDE_W + 16, MID_Y, RIGHT_X - LEFT_X - SIDE_W - 32, BOTTOM_Y - MID_Y - 4)


def _side(x: int, y: int, width: int = SIDE_W, word_lines: int = WORD_LINES) -> SeatSlot:
    return SeatSlot(x, y, width, per_row=7, max_step=INDEX_W + 4, word_lines=word_lines)


def _across(count: int, per_row: int, gap: int) -> tuple[SeatSlot, ...]:
    """Seven or eight players: `count` seats across the top band, `gap` pixels apart, with
    `per_row` cards a row (at least INDEX_W apart) and as many rows as thirteen cards need. Five
    seats need three rows: their hands in words are left to the showcase and the result."""
    width = (SAFE.width - (count - 1) * gap) // count
    word_lines = 1 if per_row == 7 else 0  # one line: the outer seats stand over the side seats
    return tuple(
        SeatSlot(SAFE.x + i * (width + gap), TOP_Y, width, per_row, INDEX_W + 4, word_lines=word_lines)
        for i in range(count)
    )


INFO_W = 224  # the game's information at the bottom left: 14 characters
# the human's seat between the information and the buttons
BOTTOM = SeatSlot(SAFE.x + INFO_W + 16, BOTTOM_Y, HUMAN_W, MAX_CARDS, 44, name_lines=1)
TOP = _side(SAFE.centerx - SIDE_W // 2, TOP_Y)
# A seat with another block right under it (a side seat under a top corner, the game's information
# and the buttons under a side seat) says its hand in one line ("Straight"; the result and the
# log say the rest): a second line ran into the block under it.
TOP_LEFT, TOP_RIGHT = _side(LEFT_X, TOP_Y, word_lines=1), _side(RIGHT_X, TOP_Y, word_lines=1)
TOP_INNER_LEFT = _side(SAFE.centerx - SIDE_W - 48, TOP_Y)
TOP_INNER_RIGHT = _side(SAFE.centerx + 48, TOP_Y)
# five players: the same two over the side seats' corners
OVER_SIDES_LEFT = _side(TOP_INNER_LEFT.x, TOP_Y, word_lines=1)
OVER_SIDES_RIGHT = _side(TOP_INNER_RIGHT.x, TOP_Y, word_lines=1)
MID_LEFT, MID_RIGHT = _side(LEFT_X, MID_Y, word_lines=1), _side(RIGHT_X, MID_Y, word_lines=1)
TOP_FOUR = _across(4, per_row=7, gap=10)  # seven players: 220 pixels each, seven cards a row
TOP_FIVE = _across(5, per_row=5, gap=24)  # eight players: 163 pixels each, five cards a row

# Clockwise from the human (bottom): left side going up, the top, right side coming down.
SLOTS_FOR = {
    2: (BOTTOM, TOP),
    3: (BOTTOM, TOP_INNER_LEFT, TOP_INNER_RIGHT),
    4: (BOTTOM, MID_LEFT, TOP, MID_RIGHT),
    5: (BOTTOM, MID_LEFT, OVER_SIDES_LEFT, OVER_SIDES_RIGHT, MID_RIGHT),
    6: (BOTTOM, MID_LEFT, TOP_LEFT, TOP, TOP_RIGHT, MID_RIGHT),
    7: (BOTTOM, MID_LEFT, *TOP_FOUR, MID_RIGHT),
    8: (BOTTOM, MID_LEFT, *TOP_FIVE, MID_RIGHT),
}

# The centre, from the top: the pot, the bet to match, the log, the prompt.
BET_LINE = (CENTRE.centerx, CENTRE.y + CARD_H + 8)  # below the stock
LOG = (CENTRE.centerx, BET_LINE[1] + LINE + 4)  # midtop of the recent-actions log
LOG_LINES = 4
LOG_COLUMNS = (
    CENTRE.width - 2 * 40
) // BODY  # the chips and a shared card at the left, the stock at the right
LOG_BOX = pygame.Rect(LOG[0] - LOG_COLUMNS * BODY // 2, LOG[1], LOG_COLUMNS * BODY, LOG_LINES * LINE)
PROMPT = (CENTRE.centerx, CENTRE.bottom - LINE)
# the chip pile and the stock lie on the felt at the left and right of the pot figure
POT = (CENTRE.x + 40, CENTRE.y + 18)  # centre of the chip pile
STOCK = (CENTRE.right - 2 * CARD_W - 26, CENTRE.y + 6)  # its bottom card: a card's width from the seats
CARDS_PER_LAYER = 13  # the stock is drawn one card back per 13 cards left, each a pixel up and left
COMMUNITY = (CENTRE.x, CENTRE.y + BIG + 8)  # a shared card (a short stock), under the chips


def stock_layers(cards_left: int) -> int:
    return -(-cards_left // CARDS_PER_LAYER)


STOCK_RECT = pygame.Rect(
    STOCK[0] - stock_layers(52) + 1,
    STOCK[1] - stock_layers(52) + 1,
    CARD_W + stock_layers(52) - 1,
    CARD_H + stock_layers(52) - 1,
)  # a full deck
CHIPS_RIGHT = CENTRE.x + 84  # the chip pile's right edge
# the word POT over the amount in big figures, between the chips and the stock: seven big figures
# ("123 1/2") fit there; on one line with the word they did not
POT_LABEL = ((CHIPS_RIGHT + STOCK_RECT.left) // 2, CENTRE.y + 2)
POT_TEXT = (POT_LABEL[0], POT_LABEL[1] + BODY + 4)  # midtop of the amount (BIG)
# the showcase of a shown hand covers the bet line and the log, under the pot figure and above
# the prompt's line (where attract mode's PRESS START blinks)
SHOWCASE = pygame.Rect(CENTRE.x, BET_LINE[1] - 2, CENTRE.width, PROMPT[1] - BET_LINE[1] - 2)
SHOWCASE_STEP = 4 * BODY + 4  # a wild card's "=10♠" (four characters) fits under each card
SHOWCASE_COLUMNS = CENTRE.width // BODY - 1

BUTTONS = (BOTTOM.x + BOTTOM.width + 16, BOTTOM_Y)  # top-left of the action buttons
BUTTON_W = SAFE.right - BUTTONS[0]
BUTTON_SPACING = 30
# While a pot's result fills the centre, the log moves under its NEXT HAND button (and the line
# counting down to the next deal): the result never covers the log.
RESULT_UNDER = BUTTON_SPACING + BODY + 12  # NEXT HAND and REPLAY, boxed
RESULT_LOG = pygame.Rect(BUTTONS[0], BOTTOM_Y + RESULT_UNDER, BUTTON_W, SAFE.bottom - BOTTOM_Y - RESULT_UNDER)
INFO = (SAFE.x, BOTTOM_Y)  # the game, the hand number, the wild ranks, the keys


def seat_slots(players: int, human: int = 0) -> dict[int, SeatSlot]:
    """Seat number -> block, with the human at the bottom and the others clockwise after."""
    if players not in SLOTS_FOR:
        raise ValueError(f"the table seats 2 to 8 players, not {players}")
    slots = SLOTS_FOR[players]
    return {(human + offset) % players: slot for offset, slot in enumerate(slots)}
