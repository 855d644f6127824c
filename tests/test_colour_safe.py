"""COLOUR-SAFE (Options, ACCESS): the four-colour deck's suits (on the TV and the phones) and the
seats' colours stay apart for colour-blind eyes, by a measured colour difference under simulated
protanopia, deuteranopia and tritanopia (tests/colour_vision.py); and with the option on every suit
is told by its shape and its letter as well as its colour."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from colour_vision import KINDS, closest_pairs, contrast, delta_e, hex_rgb, simulate

from engine.cards import SUIT_SYMBOLS, Card
from game.felt.card_art import CARD_H, CARD_W, FOUR_COLOURS, SUIT_LETTERS, CardArt
from game.party.room import SEAT_COLOURS
from game.platform import palette
from game.platform.text import BODY, Text

APART = 20.0  # CIE76 ΔE: another colour at a glance (about 2.3 is the least noticed side by side)
READABLE = 4.5  # a suit's colour on the card's face: WCAG's contrast for text
PHONE_CSS = Path(__file__).parent.parent / "game" / "party" / "wire" / "static" / "phone.css"


def phone_suit_colours() -> dict[str, tuple[float, float, float]]:
    """The phone page's suit colours, read from its style sheet (`.card.h { color: #... }`)."""
    css = PHONE_CSS.read_text(encoding="utf-8")
    found = dict(re.findall(r"\.card\.([hdsc]) \{ color: (#[0-9a-f]{6}); \}", css))
    assert set(found) == set(SUIT_SYMBOLS), found
    return {suit: hex_rgb(colour) for suit, colour in found.items()}


# ----- the simulation and the measure, checked on what is known of them


@pytest.mark.parametrize("kind", KINDS)
def test_the_simulation_keeps_greys_grey_and_the_measure_is_zero_on_one_colour(kind):
    for level in (0, 60, 128, 200, 255):
        grey = (level, level, level)
        assert delta_e(simulate(grey, kind), grey) < 1.0, (kind, level)
    assert delta_e((214, 44, 52), (214, 44, 52)) == 0


def test_the_simulation_merges_what_colour_blind_eyes_confuse():
    """A red and a green of a like darkness (the old four-colour deck's hearts and clubs) are far
    apart to normal eyes and close to red-green colour blind ones; a blue and a green of a like
    darkness close under tritanopia. The checks below could fail."""
    red, green = (214, 44, 52), (20, 130, 50)
    assert delta_e(red, green) > 80
    assert delta_e(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < APART
    assert delta_e(simulate(red, "protanopia"), simulate(green, "protanopia")) > APART / 2
    blue = (60, 110, 220)
    assert delta_e(simulate(blue, "tritanopia"), simulate(green, "tritanopia")) < delta_e(blue, green) / 3


# ----- the colours


@pytest.mark.parametrize(
    ("where", "colours"),
    [("the TV's deck", FOUR_COLOURS), ("the phones' deck", phone_suit_colours())],
)
def test_every_pair_of_suits_stays_apart_under_every_colour_vision(where, colours):
    named = {SUIT_SYMBOLS[suit]: colour for suit, colour in colours.items()}
    closest = closest_pairs(named)
    assert closest[0][0] >= APART, f"{where}: closest pairs {closest[:3]}"
    for suit, colour in colours.items():  # and each reads on the card's face
        assert contrast(colour, palette.CARD_FACE) >= READABLE, (where, suit, colour)


def test_the_phones_suits_wear_the_tvs_colours():
    assert phone_suit_colours() == FOUR_COLOURS


def test_every_pair_of_seat_colours_stays_apart_under_every_colour_vision():
    seats = {colour: hex_rgb(colour) for colour in SEAT_COLOURS}
    closest = closest_pairs(seats)
    assert closest[0][0] >= APART, f"closest pairs {closest[:3]}"


# ----- the shapes and letters


def ink(surface: pygame.Surface, rect: pygame.Rect) -> frozenset[tuple[int, int]]:
    """The pixels of `rect` that differ from the card's face: the shape drawn, whatever its colour."""
    face = palette.CARD_FACE
    return frozenset(
        (x - rect.x, y - rect.y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if tuple(surface.get_at((x, y)))[:3] != face
    )


CORNER = pygame.Rect(CARD_W - BODY - 3, CARD_H - BODY - 3, BODY, BODY)


def test_colour_safe_cards_name_each_suit_by_its_letter_as_well_as_its_shape(app):
    text = Text()
    art = CardArt(text, four_colour=False)
    art.set_colour_safe(True)
    corners = {}
    for suit, letter in SUIT_LETTERS.items():
        face = art.face(Card.of("7", suit))
        corners[suit] = ink(face, CORNER)
        glyph = text.render(letter, BODY, (0, 0, 0))
        assert corners[suit] == ink_of_glyph(glyph), suit  # the corner holds the suit's letter
        assert tuple(face.get_at((CORNER.x + 8, 2)))[:3] == palette.CARD_FACE  # nothing else moved
    assert len(set(corners.values())) == 4  # four letters: no two suits alike in black and white
    # and their colours are the four colours even with the two-colour deck chosen
    assert {suit: art.suit_colour(suit) for suit in SUIT_LETTERS} == FOUR_COLOURS
    art.set_colour_safe(False)
    assert art.suit_colour("d") == art.suit_colour("h")  # the two-colour deck again: no letter
    assert ink(art.face(Card.of("7", "h")), CORNER) == ink_of_glyph(
        text.render(SUIT_SYMBOLS["h"], BODY, (0, 0, 0))
    )


def ink_of_glyph(glyph: pygame.Surface) -> frozenset[tuple[int, int]]:
    """Where a rendered glyph has ink, drawn on a patch of the card's face the corner's size."""
    patch = pygame.Surface(CORNER.size)
    patch.fill(palette.CARD_FACE)
    patch.blit(glyph, (0, 0))
    return ink(patch, patch.get_rect())
