"""An upright 8. The pixel font's 8 leans, an S-like stroke through two offset loops, and a
Hold'em newcomer's play-test read "8 wilds" as "& wilds" and a wild card's "=8" as "=&". Here
every 8 is drawn as two stacked loops in the font's own style (the sides two pixels thick, as its
B and 0 have them), in the cell the font gave its own 8, at every size.

`upright_eights(font, text, body, colour)` is `body` (the font's rendering of `text`) with its 8s
redrawn; the same surface when `text` has none."""

from __future__ import annotations

import pygame

from game.platform.palette import Colour

# the glyph on the font's 7x7 grid of a digit (its eighth row and column are the gap to the next)
UPRIGHT_EIGHT = (
    ".#####.",
    "##...##",
    "##...##",
    ".#####.",
    "##...##",
    "##...##",
    ".#####.",
)
GRID = len(UPRIGHT_EIGHT)


def digit_box(font: pygame.font.Font) -> pygame.Rect:
    """Where a digit's pixels stand in its cell (the font's 0: the box every digit fills)."""
    return font.render("0", False, (255, 255, 255)).get_bounding_rect()


def edges(start: int, length: int) -> list[int]:
    """The canvas pixel where each of the grid's cells begins, and where the last ends: at a size
    that is not a multiple of 8 the font's pixels are two or three canvas pixels, spread evenly."""
    return [start + round(step * length / GRID) for step in range(GRID + 1)]


def upright_eights(font: pygame.font.Font, text: str, body: pygame.Surface, colour: Colour) -> pygame.Surface:
    """`body`, the font's rendering of `text` in `colour`, with each 8 drawn upright."""
    if "8" not in text:
        return body
    drawn = pygame.Surface(body.get_size(), pygame.SRCALPHA)
    drawn.blit(body, (0, 0))
    box = digit_box(font)
    cell = font.size("8")[0]
    for index, char in enumerate(text):
        if char != "8":
            continue
        left = font.size(text[:index])[0]  # (a monospaced font: the cells before it)
        drawn.fill((0, 0, 0, 0), pygame.Rect(left, 0, cell, body.get_height()))
        xs, ys = edges(left + box.x, box.width), edges(box.y, box.height)
        for row, line in enumerate(UPRIGHT_EIGHT):
            for column, pixel in enumerate(line):
                if pixel == "#":
                    block = pygame.Rect(
                        xs[column], ys[row], xs[column + 1] - xs[column], ys[row + 1] - ys[row]
                    )
                    drawn.fill(colour, block)
    return drawn
