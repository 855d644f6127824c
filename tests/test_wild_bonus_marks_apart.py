"""A wild bonus card's two marks, the wild's star and the four's +, stand apart on its face, each
whole: touching, their dark edges read as one mark, the star and the + on top of each other (issue
31, a Baseball play-test with many fours), and the suit at the card's foot peeked out round the +.
On the drawn table: stud tables of 4 and 8 players, both TEXT SIZEs (one canvas at 1920x1080 and
1280x720), every seat's wild bonus cards (a 3 or 9 dealt for a four), with HINTS on."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from test_side_seat_clear_of_the_bottom_band import stud

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W, bonus_tag, star_badge
from game.felt.table_model import CardSprite
from game.platform import palette

DECK = parse_cards("4c 9d 4s 3h Jh 4h 9c 2c")  # each four's extra card a wild one


def hand() -> list[CardSprite]:
    sprites = [CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in DECK]
    for four, extra in pairwise(sprites):
        extra.bonus = four.card.rank == "4"
    return sprites


def marks_problems(canvas: pygame.Surface, card: pygame.Rect, where: str) -> list[str]:
    """The card's face between its star's badge and its + tag, over the tag and beside it is the
    wild's tint: a gap between the marks, no suit peeking out round the tag."""
    badge, tag = star_badge().move(card.topleft), bonus_tag(card, wild=True)
    between = pygame.Rect(
        badge.right, tag.y, tag.x - badge.right, card.bottom - 2 - tag.y
    )  # (over the frame)
    above = pygame.Rect(tag.x - 1, badge.y, tag.width + 2, tag.y - badge.y)
    beside = pygame.Rect(tag.right, badge.y, 1, tag.bottom - 3 - badge.y)  # (the frame's corner under it)
    problems = [] if between.width >= 2 else [f"{where}: the + {tag} touches the star {badge}"]
    for name, part in (("between", between), ("above", above), ("beside", beside)):
        colours = {
            tuple(canvas.get_at((x, y)))[:3]
            for x in range(part.left, part.right)
            for y in range(part.top, part.bottom)
        }
        if colours - {palette.WILD_TINT}:
            problems.append(f"{where}: {name} the marks of the card at {card.topleft}: {sorted(colours)}")
    return problems


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 8])
def test_a_wild_bonus_cards_star_and_plus_stand_apart(app, tmp_path, players, size):
    app.settings.hints = True
    scene = stud(app, tmp_path, players, size)
    scene.director.dealing = False
    scene.renderer.hints = True
    for seat in scene.model.seats:
        seat.cards = hand()
    app.draw()
    problems = []
    for number in scene.director.slots:
        laid = scene.director.seat_places(number)
        for sprite, (x, y) in zip(scene.model.seats[number].cards, laid, strict=True):
            if sprite.wild and sprite.bonus:
                card = pygame.Rect(round(x), round(y), CARD_W, CARD_H)
                problems += marks_problems(
                    app.display.canvas, card, f"{players} players, {size}, seat {number}"
                )
    scene.leave()
    assert not problems, "\n".join(problems[:10])
