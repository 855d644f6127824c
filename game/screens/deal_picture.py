"""The deal in cards, under HOW TO PLAY's page that says it in words: a Hold'em newcomer's play-test
read "you get 2 cards face down and 1 face up, then 3 more face up one by one, then 1 face down"
on a page of four lines with half the page empty. A stud game's seven cards in the order they come,
face down as card backs, face up as cards, a little space between one deal and the next."""

from __future__ import annotations

import pygame

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W, CardArt
from game.platform.display import WIDTH

# what the face-up cards show, in turn: no 3, 9 or 4, which Baseball games make wild or earn a card with
UP_CARDS = parse_cards("Kh 8s 5d Jc Qs Th 6c")
STEP = CARD_W + 6  # from one card to the next
STREET_GAP = 14  # more between one deal and the next


def picture_width(streets: tuple[tuple[str, ...], ...]) -> int:
    cards = sum(len(street) for street in streets)
    return cards * STEP - 6 + (len(streets) - 1) * STREET_GAP


def draw_deal(canvas: pygame.Surface, art: CardArt, streets: tuple[tuple[str, ...], ...], top: int) -> None:
    """`streets`' cards in a row centred at `top`: "down" a card's back, "up" a card's face."""
    x = (WIDTH - picture_width(streets)) // 2
    shown = iter(UP_CARDS)
    for street in streets:
        for face in street:
            canvas.blit(art.face(next(shown)) if face == "up" else art.back(), (x, top))
            x += STEP
        x += STREET_GAP


def fits(top: int, bottom: int) -> bool:
    """Whether a row of cards at `top` ends above `bottom`."""
    return top + CARD_H <= bottom
