"""A card's marks as drawn at the table: a wild bonus card shows its wild star and its bonus +
both, in the strip the next card leaves it, and a No Peek pile bears one + however few cards
are left in it."""

from __future__ import annotations

import pygame
from test_ui_no_peek_piles import midnight
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt import card_draw, seat_draw
from game.felt.card_art import CARD_H, CARD_W, INDEX_X
from game.felt.pile_layout import pile_place
from game.felt.table_model import CardSprite
from game.platform import palette
from game.platform.text import BODY


def _count(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    return sum(
        surface.get_at((x, y))[:3] == colour
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )


def test_a_wild_bonus_card_shows_its_star_and_its_plus_beside_the_next_card(app):
    """A play-test: a bonus card that was itself wild (a three in Baseball) showed its + and lost
    its wild star under it. In a seat's row, the next card over its right, both show: as much
    of the star's gold as the card alone has, and the tag's orange."""
    scene = table_scene(app, profile="baseball", players=4)
    app.settings.reduced_motion = True
    app.frame([], 0.05)
    scene.director.dealing = False
    cards = parse_cards("2h 5s 4h 3d Kc 7s Qd 8c")  # the 3 of diamonds: the four's bonus card, wild
    seat = scene.model.seats[2]  # (the top seat's one row: a side seat lays eight four over four)
    seat.cards = [CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in cards]
    wild = seat.cards[3]
    wild.bonus = True
    app.draw()
    canvas = app.display.canvas
    places = scene.director.seat_places(2)
    x, y = round(places[3][0]), round(places[3][1])
    assert round(places[4][0]) - x < CARD_W  # the next card lies over its right part
    star = pygame.Rect(x + INDEX_X, y + CARD_H - BODY - 3, BODY, BODY)
    alone = scene.renderer.art.face(wild.card, wild=True)
    gold_alone = _count(alone, star.move(-x, -y), palette.GOLD)
    assert gold_alone > 0
    assert _count(canvas, star, palette.GOLD) == gold_alone
    seen = pygame.Rect(x, y, round(places[4][0]) - x, CARD_H)  # the strip the next card leaves
    assert _count(canvas, seen.clip(star.move(BODY + 1, 0)), palette.ORANGE) > 40  # the + tag, whole
    scene.leave()


def test_a_no_peek_pile_of_one_bonus_card_bears_one_plus(app, tmp_path, monkeypatch):
    """A play-test: a No Peek pile whose last card was the bonus card showed two + marks over
    "1 LEFT": the card's own and the stack's. The stack alone bears one."""
    scene = midnight(app, tmp_path, 4)
    app.frame([], 0.05)
    scene.director.dealing = False
    for seat in scene.model.seats:
        turned = [CardSprite(card, "up", shown=True, flight=1.0) for card in parse_cards("Kc 4s 7h")]
        seat.cards = [*turned, CardSprite(None, "down", flight=1.0, bonus=True)]
    marks: list[pygame.Rect] = []
    real = card_draw.draw_bonus_mark

    def counted(canvas: pygame.Surface, card: pygame.Rect, right: bool = False, wild: bool = False) -> None:
        marks.append(card)
        real(canvas, card, right, wild)

    for drawer in (card_draw, seat_draw):  # a card's own mark, and a No Peek stack's
        monkeypatch.setattr(drawer, "draw_bonus_mark", counted)
    app.draw()
    for number, slot in scene.director.slots.items():
        stack = pygame.Rect(pile_place(slot, 0), (CARD_W, CARD_H))
        assert sum(mark.colliderect(stack) for mark in marks) == 1, number
    scene.leave()
