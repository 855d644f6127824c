"""Accented capitals at full height (game.platform.accents): the pixel font squashes an accented
capital under its accent, so the party TV drew 'ZOË' as 'ZOë' all night (a host's play-test)."""

from __future__ import annotations

import pygame
import pytest

from game.platform.accents import plain_capital
from game.platform.text import BODY, LARGE_BODY, Text


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def pixels(surface: pygame.Surface, area: pygame.Rect) -> list[bool]:
    """Which pixels of `area` the white text lights, laid on black."""
    flat = pygame.Surface(surface.get_size())
    flat.blit(surface, (0, 0))
    return [
        flat.get_at((x, y)).r > 128
        for y in range(area.top, area.bottom)
        for x in range(area.left, area.right)
    ]


def test_an_accented_capital_is_drawn_as_its_plain_capital():
    assert [plain_capital(c) for c in "ËÉÀÑÜÅ"] == list("EEANUA")
    assert [plain_capital(c) for c in "EZëéßØ1 "] == [None] * 8  # plain, lower case, or no plain form


@pytest.mark.parametrize("size", [BODY, LARGE_BODY, 32])
def test_zoe_is_drawn_with_a_full_height_e_under_its_accent(size):
    text = Text()
    accented, lift = text.rendered("ZOË", size)
    plain, none = text.rendered("ZOE", size)
    assert none == 0 and lift == round(size / 4) and accented.get_width() == plain.get_width()
    line = plain.get_rect()
    assert pixels(accented, line.move(0, lift)) == pixels(plain, line)  # the E whole, as in ZOE
    e_cell = pygame.Rect(2 * line.width // 3, 0, line.width // 3, lift)
    assert any(pixels(accented, e_cell))  # and the dots over it
    assert not any(pixels(accented, e_cell.move(-line.width // 3, 0)))  # over the O, nothing


def test_the_line_an_accented_name_takes_is_its_size_and_the_accent_goes_over_it():
    text = Text()
    canvas = pygame.Surface((200, 60), pygame.SRCALPHA)
    rect = text.draw(canvas, "ZOË", (10, 30), BODY, shadow=None)
    assert rect == pygame.Rect(10, 30, 3 * BODY, BODY)  # as 'ZOE' takes: layouts and checks unchanged
    above = pygame.Rect(10 + 2 * BODY, 30 - round(BODY / 4), BODY, round(BODY / 4))
    assert any(pixels(canvas, above))
