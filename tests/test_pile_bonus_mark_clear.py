"""Midnight Baseball: a four turned up puts a bonus card face down under its pile, and the stack
bears an orange "+" tag for it. At the stack's foot the tag sat on the plate of the pile's count
under it ("5 LEFT"), the two run together (a newcomer's play-test): the tag is drawn at the stack's
top right, a gap clear of every count's plate and of every card, at every table size and both
TEXT SIZEs."""

from __future__ import annotations

import pygame
import pytest
from test_ui_no_peek_piles import midnight, turn_every_seat

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W, bonus_tag
from game.felt.pile_layout import count_plate, in_pile, marked_top
from game.platform import palette
from game.platform.frame_log import FRAME

DECK = parse_cards("3d 9h Kc 3s 9c Qd 7h 8d")  # seven cards and the four's bonus card under them
GAP = 2  # clear pixels between the tag and a count's plate


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 7))
def test_the_stacks_bonus_tag_is_drawn_clear_of_its_count(app, tmp_path, players, size):
    app.settings.text_size = size
    scene = midnight(app, tmp_path, players)
    app.frame([], 0.05)
    for turned in range(len(DECK) - 1):
        turn_every_seat(scene, DECK, turned)
        for seat in scene.model.seats:
            seat.cards[-1].bonus = True  # under the pile, the four's
        app.draw()
        where = f"{players} players, {size}, {turned} turned"
        plates = [count_plate(item.rect) for item in FRAME.texts() if item.text.endswith(" LEFT")]
        assert plates, where
        cards = [item.rect for item in FRAME.items if item.kind == "card"]
        canvas = app.display.canvas
        for number, seat in enumerate(scene.model.seats):
            top = marked_top(seat.cards, seat.revealed)
            assert top is not None and in_pile(top, seat.revealed), where
            x, y = scene.director.card_place(number, top)
            stack = pygame.Rect(round(x), round(y), CARD_W, CARD_H)
            tag = bonus_tag(stack, right=True)
            # the tag is drawn there: orange with the black + at its centre
            assert canvas.get_at(tag.center)[:3] == palette.BLACK, (where, number)
            assert canvas.get_at((tag.x + 2, tag.y + 2))[:3] == palette.ORANGE, (where, number)
            assert tag.inflate(2 * GAP, 2 * GAP).collidelist(plates) == -1, (where, number, tag, plates)
            later = cards[len(cards) - cards[::-1].index(stack) :]
            assert tag.collidelist(later) == -1, (where, number)
    scene.leave()
