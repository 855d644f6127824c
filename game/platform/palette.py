"""The colours of the table, in one place so the look can be tuned without hunting."""

from __future__ import annotations

from fractions import Fraction
from typing import TypeAlias

Colour: TypeAlias = tuple[int, int, int]  # red, green, blue: every colour the game names

BLACK = (12, 12, 20)
WHITE = (244, 244, 236)
GREY = (165, 165, 175)  # secondary text, on a dark plate or the backdrop
LIGHT = (205, 205, 212)  # secondary text straight on the felt (the log's older lines): 4:1 there
DIM = (105, 105, 118)  # disabled menu items, on the dark backdrop
FADED = (140, 140, 150)  # a folded seat's name and status, on its dark plate
YELLOW = (255, 214, 64)
GOLD = (230, 170, 40)
RED = (214, 44, 52)
GREEN = (60, 170, 80)
BLUE = (60, 110, 220)
CYAN = (90, 210, 230)
ORANGE = (240, 130, 40)
LOSS = (255, 100, 100)  # negative balances: bright enough to read on the dark panels
GAIN = (110, 230, 120)

BACKGROUND = (18, 14, 36)
FELT = (22, 104, 60)
FELT_DARK = (14, 74, 42)
FELT_RIM = (96, 56, 28)
FELT_RIM_LIGHT = (150, 96, 50)
PANEL = (10, 30, 24)
PANEL_ACTIVE = (40, 60, 20)

CARD_FACE = (250, 248, 240)
CARD_EDGE = (30, 30, 40)
CARD_BACK = (170, 30, 50)
CARD_BACK_DARK = (110, 16, 34)
CARD_BACK_LINE = (240, 200, 120)
WILD_TINT = (255, 236, 150)


def net_colour(amount: float | Fraction) -> Colour:
    """A balance or result: green when up, red when down, white when even."""
    return GAIN if amount > 0 else LOSS if amount < 0 else WHITE
