"""What a seat draws on the felt round its name plate: the plates of its hand in words and of its
pile's count, and its cards. A popup keeps off them (seat_popup.seats_drawn), and the log's lines
keep a character clear of them (log_room.clear_width)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.felt.card_art import CARD_H, CARD_W
from game.felt.pile_layout import count_plate
from game.felt.seat_words import SeatLines, words_plate


def seat_marks(
    lines: SeatLines, laid: Sequence[tuple[float, float]], body: int
) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """A seat's words (`lines`, as seat_draw draws them: its hand in words' plate, its count's) and
    its cards (at `laid`)."""
    said = [line for line, _ in lines.words]
    words = [words_plate(lines.written, lines.top, said, body)] if said else []
    if lines.where is not None and lines.counted:
        words.append(count_plate(lines.where))
    return words, [pygame.Rect(round(x), round(y), CARD_W, CARD_H) for x, y in laid]
