"""Where things sit on the 640x360 table: seat blocks clockwise from the human at the bottom,
the stock, the pot, the community card, the log and the action buttons."""

from __future__ import annotations

from dataclasses import dataclass

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
        return self.y + 24  # below the two text lines, with room for a lifted card

    @property
    def hand_y(self) -> int:
        return self.cards_y + CARD_H + 3

    def card_pos(self, index: int, count: int) -> tuple[float, float]:
        step = self.max_step if count <= 1 else min(self.max_step, (self.width - CARD_W) / (count - 1))
        return self.x + index * step, self.cards_y


BOTTOM = SeatSlot(176, 266, HUMAN_W, 30)
LOWER_LEFT, UPPER_LEFT = SeatSlot(4, 180, SEAT_W, 16), SeatSlot(4, 88, SEAT_W, 16)
MID_LEFT, MID_RIGHT = SeatSlot(4, 130, SEAT_W, 16), SeatSlot(476, 130, SEAT_W, 16)
TOP = SeatSlot(240, 2, SEAT_W, 16)
TOP_LEFT, TOP_RIGHT = SeatSlot(150, 2, SEAT_W, 16), SeatSlot(330, 2, SEAT_W, 16)
CORNER_LEFT, CORNER_RIGHT = SeatSlot(4, 2, SEAT_W, 16), SeatSlot(476, 2, SEAT_W, 16)
UPPER_RIGHT, LOWER_RIGHT = SeatSlot(476, 88, SEAT_W, 16), SeatSlot(476, 180, SEAT_W, 16)

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

STOCK = (184, 118)  # below the round's level line
COMMUNITY = (430, 118)
POT = (320, 146)  # centre of the chip pile
POT_TEXT = (320, 84)
SHOWCASE_Y = 132
LOG = (320, 206)  # midtop of the recent-actions log
LOG_LINES = 5
LOG_COLUMNS = 38  # 304 px: between the side seats
PROMPT = (320, 190)
BUTTONS = (476, 270)  # top-left of the action buttons
BUTTON_W = 160
INFO = (6, 270)  # profile, pot number, wild ranks


def seat_slots(players: int, human: int = 0) -> dict[int, SeatSlot]:
    """Seat number -> block, with the human at the bottom and the others clockwise after."""
    if players not in SLOTS_FOR:
        raise ValueError(f"the table seats 2 to 8 players, not {players}")
    slots = SLOTS_FOR[players]
    return {(human + offset) % players: slot for offset, slot in enumerate(slots)}
