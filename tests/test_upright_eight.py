"""Every 8 is drawn upright (game.platform.eight): the pixel font's own 8 leans like an S, and a
Hold'em newcomer's play-test read "8 wilds" as "& wilds" and a wild card's "=8" as "=&"."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.platform.eight import UPRIGHT_EIGHT
from game.platform.text import BIG, BODY, HEADING, LARGE_BODY, Text

WHITE = (255, 255, 255)


@pytest.fixture(scope="module")
def text() -> Text:
    pygame.init()
    return Text()


def lit(surface: pygame.Surface) -> set[tuple[int, int]]:
    """The pixels a rendering draws (any colour but none)."""
    colorkey = surface.get_colorkey()
    return {
        (x, y)
        for x in range(surface.get_width())
        for y in range(surface.get_height())
        if surface.get_at((x, y)).a and surface.get_at((x, y)) != colorkey
    }


@pytest.mark.parametrize("size", [BODY, HEADING, BIG])
def test_an_eight_at_a_multiple_of_the_fonts_pixel_is_the_upright_glyph_scaled_whole(text, size):
    scale = size // 8
    drawn = lit(text.render("8", size, WHITE))
    box = text.font(size).render("0", False, WHITE).get_bounding_rect()  # every digit's box
    expected = {
        (box.x + column * scale + dx, box.y + row * scale + dy)
        for row, line in enumerate(UPRIGHT_EIGHT)
        for column, pixel in enumerate(line)
        if pixel == "#"
        for dx in range(scale)
        for dy in range(scale)
    }
    assert drawn == expected


@pytest.mark.parametrize("size", [BODY, LARGE_BODY, HEADING, BIG])
def test_an_eight_is_its_own_mirror_and_reads_as_neither_an_ampersand_nor_an_s(text, size):
    eight = lit(text.render("8", size, WHITE))
    box = text.font(size).render("0", False, WHITE).get_bounding_rect()
    mirrored = {(box.left + box.right - 1 - x, y) for x, y in eight}
    assert len(eight ^ mirrored) <= 2 * size // 8 * box.height // 7, "an upright 8 is left-right even"
    for other in ("&", "S"):  # four of the font's pixels apart at least (S lacks two strokes)
        assert len(eight ^ lit(text.font(size).render(other, False, WHITE))) >= 4 * (size // 8) ** 2, other
    font_own = lit(text.font(size).render("8", False, WHITE))
    assert eight != font_own  # (the font's own leans: it is not its own mirror)


@pytest.mark.parametrize("size", [BODY, LARGE_BODY])
def test_the_words_round_an_eight_keep_their_pixels_and_the_line_its_size(text, size):
    line = "ZOË 8 WILDS: Q8"
    drawn, lift = text.rendered(line, size, WHITE)
    plain = text.rendered(line.replace("8", "0"), size, WHITE)[0]
    assert (
        drawn.get_size() == plain.get_size() and lift == text.rendered(line.replace("8", "0"), size, WHITE)[1]
    )
    font = text.font(size)
    for index, char in enumerate(line):
        left, width = font.size(line[:index])[0], font.size(char)[0]
        cell = pygame.Rect(left, 0, width, drawn.get_height())
        inside = {(x, y) for x, y in lit(drawn) if cell.collidepoint(x, y)}
        if char == "8":
            assert inside, "an 8 is drawn in its cell"
        else:  # every other letter exactly as it was
            assert inside == {(x, y) for x, y in lit(plain) if cell.collidepoint(x, y)}, char
