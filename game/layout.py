"""Where things sit on the 640x360 table: seat blocks clockwise from the human at the bottom,
the stock, the pot, the community card, the log and the action buttons."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.card_art import CARD_H, CARD_W

SEAT_W = 160  # other seats' block width: 20 characters of 8 px text
HUMAN_W = 288


@dataclass(frozen=True)
class SeatSlot:
    x: int  # top-left of the seat block
    y: int
    width: int
    max_step: int  # widest spacing between cards

    @property
    def cards_y(self) -> int:
        # below the two text lines (to y + 19 with the shadow), with room for the winning five
        # lifted 4 px, their 1 px outline and the 1 px sway: they never touch the style line
        return self.y + 26

    @property
    def hand_y(self) -> int:
        return self.cards_y + CARD_H + 3

    def card_pos(self, index: int, count: int) -> tuple[float, float]:
        step = self.max_step if count <= 1 else min(self.max_step, (self.width - CARD_W) / (count - 1))
        return self.x + index * step, self.cards_y


# Every block stays inside the TV-safe area (game.display.SAFE: 14 px from the sides, 9 from the
# top and bottom): a TV that crops its edges must not cut a name or a balance.
LEFT_X, RIGHT_X, TOP_Y = 14, 466, 9
BOTTOM = SeatSlot(176, 266, HUMAN_W, 30)
LOWER_LEFT, UPPER_LEFT = SeatSlot(LEFT_X, 184, SEAT_W, 16), SeatSlot(LEFT_X, 95, SEAT_W, 16)
MID_LEFT, MID_RIGHT = SeatSlot(LEFT_X, 134, SEAT_W, 16), SeatSlot(RIGHT_X, 134, SEAT_W, 16)
TOP = SeatSlot(240, TOP_Y, SEAT_W, 16)
TOP_LEFT, TOP_RIGHT = SeatSlot(150, TOP_Y, SEAT_W, 16), SeatSlot(330, TOP_Y, SEAT_W, 16)
CORNER_LEFT, CORNER_RIGHT = SeatSlot(LEFT_X, TOP_Y, SEAT_W, 16), SeatSlot(RIGHT_X, TOP_Y, SEAT_W, 16)
UPPER_RIGHT, LOWER_RIGHT = SeatSlot(RIGHT_X, 95, SEAT_W, 16), SeatSlot(RIGHT_X, 184, SEAT_W, 16)

# Clockwise from the human (bottom): left side going up, the top, right side coming down.
SLOTS_FOR = {
    2: (BOTTOM, TOP),
    3: (BOTTOM, UPPER_LEFT, UPPER_RIGHT),
    4: (BOTTOM, MID_LEFT, TOP, MID_RIGHT),
    5: (BOTTOM, LOWER_LEFT, UPPER_LEFT, UPPER_RIGHT, LOWER_RIGHT),
    6: (BOTTOM, LOWER_LEFT, UPPER_LEFT, TOP, UPPER_RIGHT, LOWER_RIGHT),
    7: (BOTTOM, LOWER_LEFT, UPPER_LEFT, TOP_LEFT, TOP_RIGHT, UPPER_RIGHT, LOWER_RIGHT),
    8: (BOTTOM, LOWER_LEFT, UPPER_LEFT, CORNER_LEFT, TOP, CORNER_RIGHT, UPPER_RIGHT, LOWER_RIGHT),
}

# The stock lies in the middle of the table beside the pot, clear of every seat: left of centre,
# it sat right after the left seat's nine-card No Peek pile and read as part of that pile.
STOCK = (258, 130)  # its bottom card, below the round's level line, left of the pot's chips
CARDS_PER_LAYER = 13  # the stock is drawn one card back per 13 cards left, each a pixel up and left


def stock_layers(cards_left: int) -> int:
    return -(-cards_left // CARDS_PER_LAYER)


STOCK_RECT = pygame.Rect(
    STOCK[0] - stock_layers(52) + 1,
    STOCK[1] - stock_layers(52) + 1,
    CARD_W + stock_layers(52) - 1,
    CARD_H + stock_layers(52) - 1,
)  # a full deck
COMMUNITY = (436, 124)  # clear of the round line and the showcase panel
POT = (320, 148)  # centre of the chip pile
POT_TEXT = (320, 95)  # below the top seat's two lines of hand words
SHOWCASE_Y = 132
SHOWCASE_COLUMNS = 34  # the caption's width: the panel stays between the side seats


def showcase_height(caption_lines: int) -> int:
    """The showcase panel: the five cards, what each wild stands for, one or two lines of caption."""
    return CARD_H + 20 + 10 * caption_lines


SHOWCASE_BOTTOM = SHOWCASE_Y - 4 + showcase_height(2)  # what lies below (the result banner) starts here
LOG = (320, 206)  # midtop of the recent-actions log
LOG_LINES = 5
LOG_COLUMNS = 36  # 288 px: between the side seats
PROMPT = (320, 190)
BUTTONS = (RIGHT_X + 4, 270)  # top-left of the action buttons, clear of the turn box round your seat
BUTTON_W = 156
INFO = (LEFT_X, 270)  # profile, pot number, wild ranks


def seat_slots(players: int, human: int = 0) -> dict[int, SeatSlot]:
    """Seat number -> block, with the human at the bottom and the others clockwise after."""
    if players not in SLOTS_FOR:
        raise ValueError(f"the table seats 2 to 8 players, not {players}")
    slots = SLOTS_FOR[players]
    return {(human + offset) % players: slot for offset, slot in enumerate(slots)}
