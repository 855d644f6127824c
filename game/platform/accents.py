"""Accented capitals at full height. The pixel font fits an accented capital into its 8x8 cell by
squashing the letter under its accent, so 'ZOË' read as 'ZOë' on the party TV all night (a host's
play-test: every name is drawn in capitals). Here such a letter is drawn as its plain capital, at
full height, with the accent from the font's own glyph lifted into the line's gap above the cell
(the top quarter of the cell: the accent and the blank row under it).

`raised(font, text, colour)` is the rendered text and how many pixels it reaches above its cell
(0 when nothing is accented: the font's own rendering, unchanged)."""

from __future__ import annotations

import unicodedata
from functools import cache

import pygame

from game.platform.eight import upright_eights
from game.platform.palette import Colour


@cache
def plain_capital(char: str) -> str | None:
    """The unaccented capital an accented capital is drawn as ('Ë' -> 'E'), else None."""
    if not char.isupper() or char.isascii():
        return None
    base = unicodedata.normalize("NFD", char)[0]
    return base if base.isascii() and base.isalpha() and base != char else None


def raised(font: pygame.font.Font, text: str, colour: Colour) -> tuple[pygame.Surface, int]:
    accented = [(index, base) for index, char in enumerate(text) if (base := plain_capital(char))]
    if not accented:
        return upright_eights(font, text, font.render(text, False, colour), colour), 0
    size = font.get_height()
    lift = round(size / 4)  # the accent's rows of the cell: two of the font's eight
    plain = list(text)
    for index, base in accented:
        plain[index] = base
    body = upright_eights(font, text, font.render("".join(plain), False, colour), colour)
    surface = pygame.Surface((body.get_width(), body.get_height() + lift), pygame.SRCALPHA)
    surface.blit(body, (0, lift))
    for index, _ in accented:
        x = font.size(text[:index])[0]  # (a monospaced font: the cells before it)
        glyph = font.render(text[index], False, colour)
        surface.blit(glyph, (x, 0), pygame.Rect(0, 0, glyph.get_width(), lift))
    return surface, lift
