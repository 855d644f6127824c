"""A wild card's star and a bonus card's + read from across a room (a newcomer's play-test: the +
was tiny, its cross 8 px wide and 2 thick in a 15 px tag; the wild's gold star was faint on the
card's pale gold, and the glint across it read as a scratch)."""

from __future__ import annotations

import pygame

from engine.cards import Card
from game.felt.card_art import CARD_H, CARD_W, TAG_W, bonus_tag, draw_bonus_mark, star_badge
from game.platform import palette
from game.platform.text import BODY


def test_the_bonus_plus_is_a_bold_cross_filling_most_of_its_tag():
    canvas = pygame.Surface((CARD_W + 20, CARD_H + 20))
    canvas.fill(palette.WHITE)
    card = pygame.Rect(10, 10, CARD_W, CARD_H)
    draw_bonus_mark(canvas, card)
    tag = bonus_tag(card)
    x, y = tag.center
    across = [px for px in range(tag.left + 1, tag.right - 1) if canvas.get_at((px, y))[:3] == palette.BLACK]
    upright = [py for py in range(tag.top + 1, tag.bottom - 1) if canvas.get_at((x, py))[:3] == palette.BLACK]
    thick = [
        py for py in range(tag.top + 1, tag.bottom - 1) if canvas.get_at((x - 3, py))[:3] == palette.BLACK
    ]
    assert TAG_W >= 18 and len(across) >= 11 and len(upright) >= 11, (across, upright)
    assert len(thick) == 3  # the bar across, 3 px thick
    assert canvas.get_at((tag.left + 2, tag.top + 2))[:3] == palette.ORANGE  # on its orange tag


def test_a_wild_cards_star_lies_on_a_dark_badge(app):
    face = app.cards.face(Card.parse("3d"), wild=True)
    badge = star_badge()
    assert badge.bottom <= CARD_H - 2 and badge.width >= BODY  # the star whole, inside the card's frame
    pixels = [
        face.get_at((x, y))[:3]
        for x in range(badge.left, badge.right)
        for y in range(badge.top, badge.bottom)
    ]
    assert pixels.count(palette.GOLD) > 20  # the star
    assert pixels.count(palette.BLACK) > len(pixels) / 3  # ...on black, not the card's pale gold
    assert palette.WILD_TINT not in pixels[len(pixels) // 3 : 2 * len(pixels) // 3]
