"""Where a pot's result (game.felt.result_view) draws each hand's lines of words: across its panel
in a column under each hand, a line wider than its column kept CARD_INSET inside the border. Two
hands' lines on one row must keep a character apart: at TEXT SIZE large a split pot read "WINS 8
1/2" "WINS 8 1/2" with 16 pixels between them, a 20-pixel letter's gap short, two lines of ten kept
off the border towards each other (apart)."""

from __future__ import annotations

from itertools import pairwise

import pygame

PAD = 4  # inside the panel, between its rows
HAND_GAP = 16  # between the two hands: they never read as one row of ten cards
# the hands' cards keep this far inside their columns, a margin of black inside the border (a
# newcomer's play-test at TEXT SIZE large saw a wild's '9 =8' touch the box's yellow edge)
CARD_INSET = 4


def text_room(area: pygame.Rect) -> int:
    """The width of a line of words across the panel: as the cards, CARD_INSET inside its border
    besides the PAD (a newcomer at TEXT SIZE large read "Two pair beats a pair" from the yellow
    edge to the yellow edge)."""
    return area.width - 2 * (PAD + CARD_INSET)


def column_width(area: pygame.Rect, hands: int) -> int:
    """Each hand's column."""
    return (area.width - 2 * PAD - HAND_GAP * (hands - 1)) // max(1, hands)


def line_centre(area: pygame.Rect, hands: int, index: int, line: str, size: int) -> int:
    """Where a line of `size` letters under hand `index` of `hands` is centred: in its column, but
    a line wider than it kept CARD_INSET inside the border (a newcomer at TEXT SIZE large read "WIN
    19 1/2" touching its edge)."""
    width = column_width(area, hands)
    middle = area.x + PAD + index * (width + HAND_GAP) + width // 2
    half = len(line) * size // 2
    room = area.inflate(-2 * (PAD + CARD_INSET), 0)
    return min(max(middle, room.x + half), room.right - half)


def apart(area: pygame.Rect, captions: list[list[str]], size: int) -> bool:
    """Every two hands' lines on one row keep at least a letter between them, as they are drawn."""
    hands = len(captions)
    for index, (left, right) in enumerate(pairwise(captions)):
        for one, other in zip(left, right, strict=False):
            ends = line_centre(area, hands, index, one, size) + len(one) * size // 2
            starts = line_centre(area, hands, index + 1, other, size) - len(other) * size // 2
            if starts - ends < size:
                return False
    return True
