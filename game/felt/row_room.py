"""How wide a line centred in the table's middle may be and stay clear of what the seats beside it
drew level with it this frame (a hand's words, cards, a pile's count, a plate): a host play-test's
party TV read 'BARTHOLOMEW FITZ TO PLAY 27' run into Sam's 'Four 5's' beside it, a space's width
apart, as one line."""

from __future__ import annotations

import pygame

from game.platform.frame_log import FRAME

BESIDE_GAP = 2  # characters at the least between such a line and a seat's words level with it (one
# character's gap read as a space between two words of one line)
BESIDE = ("text", "card")  # what a seat draws that the line keeps clear of (its plates are regions)


def centred_room(row: pygame.Rect, size: int) -> int:
    """The characters of `size` a line centred on `row` (the most its width, at its height) may
    have, BESIDE_GAP characters clear of every word or card drawn so far this frame at either side
    of it level with it (anything across `row`'s centre is the middle's own, and keeps its room)."""
    half = row.width // 2
    gap = BESIDE_GAP * size
    for item in FRAME.items:
        if item.kind not in BESIDE or item.rect.bottom <= row.top or item.rect.top >= row.bottom:
            continue
        if item.rect.right <= row.centerx:  # at its left
            half = min(half, row.centerx - item.rect.right - gap)
        elif item.rect.left >= row.centerx:  # at its right
            half = min(half, item.rect.left - row.centerx - gap)
    return max(0, 2 * half // size)
