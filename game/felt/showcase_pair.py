"""A guided showdown's two hands side by side: your best five beside the shown hand's, while a
page stands beside them (game.felt.guide_view.beside_box). A newcomer's play-test saw only Casey's
five at the split (your straight and hers, equal): the page said the hands were equal with one of
them shown. The pair stands where the one hand did (centre_draw.showcase_aside), taller, down to
your seat's turn frame, for its second caption line."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.card_art import CARD_W
from game.felt.seat_draw import TURN_FRAME

GAP = 4  # between the pair's panel and your seat's turn frame
INSET = 4  # between a half's border and its cards and words
CAPTION_LINES = 2  # "Casey:" over "Straight to J", at both TEXT SIZEs


def pair_box(aside: pygame.Rect, places: layout.Layout) -> pygame.Rect:
    """The panel of the two hands: the one hand's place beside the page (`aside`), down to your
    seat's turn frame."""
    return pygame.Rect(aside.x, aside.y, aside.width, places.bottom_y - GAP - TURN_FRAME - aside.y)


def halves(box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """The pair's left half (yours) and right half (the shown hand's)."""
    left = pygame.Rect(box.x, box.y, box.width // 2, box.height)
    return left, pygame.Rect(left.right, box.y, box.right - left.right, box.height)


def half_step(half: pygame.Rect) -> int:
    """How far apart a half's five cards stand: side by side, within its INSET."""
    return (half.width - 2 * INSET - CARD_W) // 4


def half_columns(half: pygame.Rect, places: layout.Layout) -> int:
    """The letters of a half's caption line."""
    return (half.width - 2 * INSET) // places.body
