"""Cards drawn procedurally and cached: a big corner index (rank and suit shape from the pixel
font, so suits never rely on colour alone), a gold frame and star on wild cards, a distinct back.

The index (rank over suit, in body-size letters) fits in the top-left INDEX_W x INDEX_H of the
card: a seat that fans its cards at least INDEX_W apart shows every rank and suit. "10" is drawn
with its two digits closer than the font sets them, so it fits that corner too.

`four_colour` (on by default) switches to hearts red, spades black, clubs teal, diamonds violet:
at seat size from across a room a club and a spade differ by their colour as well as their shape.
The four colours are chosen to stay apart for colour-blind eyes too (protanopia, deuteranopia and
tritanopia, simulated in tests/colour_vision.py): a red and a green of the same darkness look
alike to most of them, so the green is a darker teal and the blue a violet blue.

`colour_safe` (Options, ACCESS) tells every suit three ways: its shape in the index, its letter
(S H D C) in the bottom-right corner where the second shape stood, and the four colours, with or
without the four-colour deck.
"""

from __future__ import annotations

import pygame

from engine.cards import SUIT_SYMBOLS, Card
from game.platform import palette
from game.platform.palette import Colour
from game.platform.text import BODY, Text

CARD_W, CARD_H = 40, 56
INDEX_X, INDEX_Y = 3, 3
TEN_OVERLAP = 4  # pixels the 0 of a 10 moves onto the 1's empty right side
INDEX_W = INDEX_X + 2 * BODY - TEN_OVERLAP - 2 + 1  # the widest rank (10) and a pixel
INDEX_H = INDEX_Y + 2 * BODY + 3  # the rank, a gap, the suit
TWO_COLOURS = {"h": palette.RED, "d": palette.RED, "s": palette.BLACK, "c": palette.BLACK}
FOUR_COLOURS: dict[str, Colour] = {
    "h": (204, 40, 32),
    "d": (110, 100, 200),
    "s": palette.BLACK,
    "c": (0, 130, 100),
}
SUIT_LETTERS = {"s": "S", "h": "H", "d": "D", "c": "C"}


def rank_label(card: Card) -> str:
    return "10" if card.rank == "T" else card.rank


def card_label(text: str) -> str:
    """'Ks' -> 'K♠', '8' -> '8' (what a wild stands for; a bare rank when the suit is free)."""
    rank = "10" if text[0] in "Tt" else text[0].upper()
    return rank + (SUIT_SYMBOLS[text[1].lower()] if len(text) > 1 else "")


class CardArt:
    def __init__(self, text: Text, four_colour: bool = False) -> None:
        self.text = text
        self.four_colour = four_colour
        self.colour_safe = False
        self._faces: dict[tuple[int, bool, bool], pygame.Surface] = {}
        self._back = self._draw_back()

    def set_four_colour(self, flag: bool) -> None:
        if flag != self.four_colour:
            self.four_colour = flag
            self._faces.clear()

    def set_colour_safe(self, flag: bool) -> None:
        if flag != self.colour_safe:
            self.colour_safe = flag
            self._faces.clear()

    def suit_colour(self, suit: str) -> Colour:
        return (FOUR_COLOURS if self.four_colour or self.colour_safe else TWO_COLOURS)[suit]

    def back(self) -> pygame.Surface:
        return self._back

    def face(self, card: Card, wild: bool = False, hidden: bool = False) -> pygame.Surface:
        """A face-up card; `hidden` marks one of the player's own face-down cards with a dog-ear."""
        key = (int(card), wild, hidden)
        surface = self._faces.get(key)
        if surface is None:
            surface = self._draw_face(card, wild, hidden)
            self._faces[key] = surface
        return surface

    def _blank(self) -> pygame.Surface:
        return pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)

    def _draw_face(self, card: Card, wild: bool, hidden: bool) -> pygame.Surface:
        surface = self._blank()
        rect = surface.get_rect()
        pygame.draw.rect(surface, palette.WILD_TINT if wild else palette.CARD_FACE, rect, border_radius=3)
        pygame.draw.rect(
            surface, palette.GOLD if wild else palette.CARD_EDGE, rect, 2 if wild else 1, border_radius=3
        )
        colour = self.suit_colour(card.suit)
        symbol = SUIT_SYMBOLS[card.suit]
        self._draw_rank(surface, rank_label(card), colour)
        surface.blit(self.text.render(symbol, BODY, colour), (INDEX_X, INDEX_Y + BODY + 2))
        foot = SUIT_LETTERS[card.suit] if self.colour_safe else symbol
        surface.blit(self.text.render(foot, BODY, colour), (CARD_W - BODY - 3, CARD_H - BODY - 3))
        if wild:  # its star on a dark badge (star_badge): gold on the card's pale gold was faint
            pygame.draw.rect(surface, palette.BLACK, star_badge(), border_radius=3)
            surface.blit(self.text.render("\u2605", BODY, palette.GOLD), (INDEX_X, CARD_H - BODY - 3))
        if hidden:
            corner = [(CARD_W - 13, 0), (CARD_W - 1, 0), (CARD_W - 1, 12)]
            pygame.draw.polygon(surface, palette.CARD_BACK, corner)
        return surface

    def _draw_rank(self, surface: pygame.Surface, rank: str, colour: Colour) -> None:
        x = INDEX_X
        for i, digit in enumerate(rank):  # "10": the 1's glyph has blank columns on its left
            glyph = self.text.render(digit, BODY, colour)
            if len(rank) > 1 and i == 0:
                x -= 2
            surface.blit(glyph, (x, INDEX_Y))
            x += BODY - TEN_OVERLAP

    def _draw_back(self) -> pygame.Surface:
        surface = self._blank()
        rect = surface.get_rect()
        pygame.draw.rect(surface, palette.CARD_BACK, rect, border_radius=3)
        inner = rect.inflate(-8, -8)
        pattern = pygame.Surface(inner.size)
        pattern.fill(palette.CARD_BACK_DARK)
        for offset in range(-inner.height, inner.width, 7):  # a diagonal lattice
            pygame.draw.line(pattern, palette.CARD_BACK, (offset, 0), (offset + inner.height, inner.height))
            pygame.draw.line(pattern, palette.CARD_BACK, (offset + inner.height, 0), (offset, inner.height))
        surface.blit(pattern, inner)
        pygame.draw.rect(surface, palette.CARD_BACK_LINE, inner.inflate(2, 2), 1)
        pygame.draw.rect(surface, palette.CARD_EDGE, rect, 1, border_radius=3)
        return surface


# a bonus card's "+" tag, square: read from across a room (a newcomer's play-test found the 15 px
# tag's 2 px cross tiny), its cross 3 px thick and PLUS_ARM from its centre each way
TAG_W = 18
PLUS_ARM = 5
# how far from a card's left the tag of a wild bonus card starts: right of the wild's star (the
# tag over the star hid it: a play-test saw a wild bonus three with its + and no star); its tag is
# narrower, the cross as bold: an 18 px one there would leave a crowded row's next card no room.
# Two pixels of the card's face between the star's badge and the tag: touching, the two dark marks
# read as one, the star and the + on top of each other (issue 31, a Baseball play-test)
WILD_TAG_X = INDEX_X + BODY + 3
WILD_TAG_W = 13
WILD_PLUS_ARM = 4  # (its cross 3 px thick as the others', a pixel of the tag round it)
WILD_BONUS_W = WILD_TAG_X + WILD_TAG_W + 1  # what a wild bonus card must show beside the next card


def star_badge() -> pygame.Rect:
    """Where a wild card's star lies, on its dark badge, in the card's lower left corner (a card's
    own coordinates): read as "wild" from across a room, the star twinkling on it (juice.twinkle).
    A pixel round the star's ink (BODY - 2 square: the glyph's last two columns and rows are blank),
    so a wild bonus card's + stands four pixels clear of it (with the glyph's whole cell, two: a
    host play-test's 720p TV showed them touching)."""
    return pygame.Rect(INDEX_X - 1, CARD_H - BODY - 4, BODY, BODY)


def bonus_tag(card: pygame.Rect, right: bool = False, wild: bool = False) -> pygame.Rect:
    """Where a bonus card's "+" tag lies: in the card's lower left corner, which the next card in
    a row never covers, on the card (out over the card before it, the tag hid that card's suit:
    Babe's 4 of diamonds). `right`: in the upper right corner, on a No Peek stack holding a bonus
    card (your turned cards lie over its left; at its foot the tag sat on the plate of the pile's
    count under it: a newcomer's play-test). `wild`: a face-up wild card's, right of its star
    (game.felt.card_rows gives it that room)."""
    if right:
        return pygame.Rect(card.right - TAG_W - 1, card.y + 1, TAG_W, TAG_W)
    if wild:
        return pygame.Rect(card.x + WILD_TAG_X, card.bottom - WILD_TAG_W - 1, WILD_TAG_W, WILD_TAG_W)
    return pygame.Rect(card.x + 1, card.bottom - TAG_W - 1, TAG_W, TAG_W)


def draw_bonus_mark(
    canvas: pygame.Surface, card: pygame.Rect, right: bool = False, wild: bool = False
) -> None:
    """An orange frame and a "+" tag (bonus_tag) on the card: this card came free, for a four."""
    pygame.draw.rect(canvas, palette.ORANGE, card, 2, border_radius=3)
    tag = bonus_tag(card, right, wild)
    if wild:  # the tag on the card's face alone: the foot's suit under it peeked out round its edge
        foot = pygame.Rect(tag.x - 1, card.bottom - BODY - 4, card.right - 1 - tag.x, BODY + 2)
        pygame.draw.rect(canvas, palette.WILD_TINT, foot)
    pygame.draw.rect(canvas, palette.ORANGE, tag, border_radius=3)
    pygame.draw.rect(canvas, palette.BLACK, tag, 1, border_radius=3)
    x, y = tag.center  # drawn, not written: no words may lie on a card (tests/frame_checks.py)
    arm = WILD_PLUS_ARM if wild else PLUS_ARM
    pygame.draw.rect(canvas, palette.BLACK, (x - arm, y - 1, 2 * arm + 1, 3))
    pygame.draw.rect(canvas, palette.BLACK, (x - 1, y - arm, 3, 2 * arm + 1))


STAND_LINE = BODY + 2  # a line of a wild's stand-in mark (draw_stand_in)


def draw_stand_in(canvas: pygame.Surface, text: Text, card: pygame.Rect, stands: str) -> pygame.Rect:
    """What a wild `card` stands for (`stands`: "Js", "J", or as labelled, "J\u2660"), "=" over "J",
    on a dark strip over the card's foot (its own suit means nothing there): never a card of its own ("J♠ 10 9♠" side by side read as three
    cards); the rank alone, as the stand-in's suit counts only in a flush, where the hand's other
    cards show it; two lines, so "=10" fits its card. Returns the strip."""
    strip = pygame.Rect(card.x, card.bottom - 2 * STAND_LINE, card.width, 2 * STAND_LINE)
    pygame.draw.rect(canvas, palette.BLACK, strip)
    rank = "T" if stands.startswith("10") else stands[0]  # (a label's 10 is two letters)
    for row, part in enumerate(("=", card_label(rank))):
        where = (strip.centerx, strip.y + row * STAND_LINE + STAND_LINE // 2)
        # a mark on the card, as its rank is
        text.draw(canvas, part, where, BODY, palette.YELLOW, anchor="center", shadow=None, secondary=True)
    return strip
