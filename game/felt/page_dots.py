"""The mark on a panel that turns through pages (game.felt.result_view at TEXT SIZE large): a dot a
page on its bottom edge by the right corner, the page shown filled, the others hollow. A Hold'em
newcomer's play-test saw one page of a pot's result at a time and did not know it turned; on the
border the dots stand clear of every line of words inside the panel."""

from __future__ import annotations

import pygame

from game.platform import palette

DOT = 6  # a dot's side, square as the house's pixels are, across the panel's 2-pixel edge
STEP = DOT + 4  # from one dot to the next
CORNER = 14  # the last dot's right side this far in from the panel's right side, past its rounding


def dot_places(panel: pygame.Rect, pages: int) -> list[pygame.Rect]:
    """Each page's dot, in order from the left, centred on the panel's bottom edge."""
    right = panel.right - CORNER
    return [
        pygame.Rect(right - (pages - index) * STEP + (STEP - DOT), panel.bottom - 1 - DOT // 2, DOT, DOT)
        for index in range(pages)
    ]


def page_dots(
    canvas: pygame.Surface, panel: pygame.Rect, pages: int, shown: int, colour: tuple[int, int, int]
) -> None:
    """`pages` dots on `panel`'s bottom edge, page `shown` (from 0) filled in `colour`."""
    for index, dot in enumerate(dot_places(panel, pages)):
        pygame.draw.rect(canvas, colour if index == shown else palette.BLACK, dot)
        pygame.draw.rect(canvas, colour, dot, 1)
