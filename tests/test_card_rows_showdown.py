"""A stud seat's rows as its hidden cards turn at the showdown and with ten or eleven cards
(game.felt.card_rows): the rows never split anew, and the second row lies a whole card under the
first where the block has room, the first row's foot marks in view."""

from __future__ import annotations

import pygame
import pytest
from test_ui_card_rows import BEST, ELEVEN, THREE_BONUSES, table

from engine.cards import parse_cards
from engine.events import Showdown
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, INDEX_W

NINE_UP = "x x Th 4h +Tc 5s Ks 6d Qs x"  # ten cards, two tens up and a bonus card
NINE_SHOWN = "Td Ts Th 4h Tc 5s Ks 6d Qs 2c"  # its hidden cards turned: two more tens


def rows_of(director, seat: int) -> list[float]:
    return [y for _, y in director.seat_places(seat)]


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_a_long_row_with_tens_keeps_its_rows_when_its_hidden_cards_turn(players):
    """A play-test: a nine-card row with several tens re-wrapped when the hidden cards turned at
    the showdown (the row jumped). Each seat's cards stay in the rows they had."""
    seats = range(1, players)
    director, model, tweens = table(players, layout.NORMAL, dict.fromkeys(seats, NINE_UP))
    for seat in seats:
        before = rows_of(director, seat)
        cards = tuple(parse_cards(NINE_SHOWN))
        director.play(
            Showdown(seat, cards, tuple(parse_cards("Td Ts Th Tc Ks")), "four_of_a_kind", "Four tens")
        )
        tweens.finish_all()
        assert all(sprite.shown for sprite in model.seats[seat].cards)
        assert rows_of(director, seat) == before, (players, seat)


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_the_first_rows_foot_marks_stay_clear_of_the_second_row(players):
    """A play-test: with ten or eleven cards, the first row's foot marks (a wild's star, a bonus
    card's +, the best five's frame) lay under the second row. At the normal size every seat
    with two rows lays the second a whole card under the first, as dealt and shown down."""
    director, model, tweens = table(players, layout.NORMAL, dict.fromkeys(range(1, players), THREE_BONUSES))
    # (the top seats of four and five players, layout.TOP_W wide, lay eleven cards in one row)
    seats = [seat for seat in range(1, players) if director.slots[seat].width != layout.TOP_W]
    for seat in seats:
        for showdown in (False, True):
            if showdown:
                cards, best = tuple(parse_cards(ELEVEN)), tuple(parse_cards(BEST))
                director.play(Showdown(seat, cards, best, "four_of_a_kind", "Four fours"))
                tweens.finish_all()
            places = director.seat_places(seat)
            first = min(y for _, y in places)
            second = [
                pygame.Rect(round(x), round(y - sprite.lift), CARD_W, CARD_H)
                for sprite, (x, y) in zip(model.seats[seat].cards, places, strict=True)
                if y > first
            ]
            assert second, (players, seat)  # (eleven cards: two rows at these seats)
            for sprite, (x, y) in zip(model.seats[seat].cards, places, strict=True):
                if y == first:
                    card = pygame.Rect(round(x), round(y - sprite.lift), CARD_W, CARD_H)
                    foot = pygame.Rect(card.x, card.bottom - 18, INDEX_W, 18)
                    marks = card.inflate(4, 4) if sprite.best else foot  # the frame's foot too
                    assert marks.collidelist(second) == -1, (players, seat, showdown)
