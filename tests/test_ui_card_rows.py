"""A stud seat's cards in rows (game.felt.card_rows): the same hand lies the same way at every
seat, and every face-up card's corner index (rank and suit) stays in view, bonus cards and the
showdown's risen best five included."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest

from engine.cards import parse_cards
from engine.events import Award, Deal, HandStart, SeatInfo, SessionStart, Showdown
from engine.rules import Rules
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, INDEX_H, INDEX_W, INDEX_X
from game.felt.director import Director
from game.felt.table_model import TableModel
from game.platform.text import BODY
from game.platform.tween import Tweens

# two down, then up cards (a four and its bonus card, "+"), the seventh street's card down: "x"
# is a card the table does not see (another seat's down card)
ONE_BONUS = "x x Th 4h +Td Tc Ks x"
# three fours earn three bonus cards; the last of them a ten: eleven cards
THREE_BONUSES = "x x Th 4h +4d +4c +Tc Td Ks Qs x"
ELEVEN = "2h 5s Th 4h 4d 4c Tc Td Ks Qs Kd"  # THREE_BONUSES shown down
BEST = "4h 4d 4c Kd Ks"  # four fours and a king: the king of diamonds was the last card


def table(players: int, places: layout.Layout, hands: dict[int, str]) -> tuple[Director, TableModel, Tweens]:
    """A director whose seats (you at 0) were dealt `hands` (the others ONE_BONUS's cards, unseen)."""
    model, tweens = TableModel(), Tweens()
    director = Director(model, tweens, human=0, style_labels={})
    director.places = places
    seats = tuple(SeatInfo(f"P{n}", "human" if n == 0 else "bot", "balanced") for n in range(players))
    director.play(SessionStart("baseball", Rules(max_players=8), seats, 1, 8))
    director.play(HandStart(1, players - 1, None))
    mine = iter(parse_cards("2c 3d 5c 6d 7c 8d 2d 3h 5h 6h 7h 8h 2s 3s 5d 6s 7s 8s 7d 8c 9c 9d 9h 9s"))
    for seat in range(players):
        for token in hands.get(seat, ONE_BONUS).split():
            if token == "x":  # yours are known to you
                director.play(Deal(seat, next(mine) if seat == 0 else None, "down", "street"))
            else:
                card = parse_cards(token.lstrip("+"))[0]
                director.play(Deal(seat, card, "up", "bonus" if token[0] == "+" else "street"))
        tweens.finish_all()
    return director, model, tweens


@pytest.mark.parametrize("players", [5, 6, 7])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_seventh_card_of_a_seat_with_a_bonus_card_lies_in_line_at_every_seat(players, size):
    """A play-test: a seat with a bonus card (eight cards) had its seventh street's card put in a
    second row at the side and top seats, and in line at yours: the same hand, laid out two ways.
    The side seats, 224 pixels wide, lay eight four over four (SeatSlot.row_most: in one row they
    lay 26 pixels apart, hard to read from a sofa), never seven over a lone eighth."""
    places = layout.LAYOUTS[size]
    director, _, _ = table(players, places, {})
    for seat in range(players):
        laid = director.seat_places(seat)
        rows = [sum(round(y) == row for _, y in laid) for row in sorted({round(y) for _, y in laid})]
        side = director.slots[seat].y == places.mid_y
        assert rows == ([4, 4] if side else [8]), (players, size, seat, rows)


def drawn(director: Director, model: TableModel, seat: int) -> list[tuple[pygame.Rect, pygame.Rect | None]]:
    """Each of the seat's cards in drawing order: where it is drawn (risen by its lift, with its
    best five's frame) and, face up, its corner index."""
    out = []
    for sprite, (x, y) in zip(model.seats[seat].cards, director.seat_places(seat), strict=True):
        card = pygame.Rect(round(x), round(y - sprite.lift), CARD_W, CARD_H)
        covering = card.inflate(4, 4) if sprite.best else card
        if sprite.shown and sprite.card is not None:  # a 10's two figures, else one, the suit under
            corner = INDEX_W if sprite.card.rank == "T" else INDEX_X + BODY + 1
            index: pygame.Rect | None = pygame.Rect(card.x, card.y, corner, INDEX_H)
        else:
            index = None
        out.append((covering, index))
    return out


def hidden_corners(director: Director, model: TableModel, seat: int) -> list[str]:
    cards = drawn(director, model, seat)
    return [
        f"seat {seat} card {n}: {index} under card {n + k}"
        for n, (_, index) in enumerate(cards)
        if index is not None
        for k, (over, _) in enumerate(cards[n + 1 :], 1)
        if over.colliderect(index)
    ]


@pytest.mark.parametrize("players", [5, 6, 7])
def test_every_face_up_corner_shows_at_the_top_seats_with_bonus_cards_and_at_the_showdown(players):
    """A play-test: the top seats' cards overlapped so much that suits were hidden. Eleven cards
    (three bonus cards, three tens) at every top seat: each face-up card's rank and suit stays
    in view, as dealt and when the seat shows down, its best five risen (a second row's card
    rose over the suits of the row above it)."""
    tops = [seat for seat, slot in layout.NORMAL.seat_slots(players).items() if slot.y == layout.TOP_Y]
    director, model, tweens = table(players, layout.NORMAL, dict.fromkeys(tops, THREE_BONUSES))
    for seat in tops:
        assert hidden_corners(director, model, seat) == []
        cards, best = tuple(parse_cards(ELEVEN)), tuple(parse_cards(BEST))
        director.play(Showdown(seat, cards, best, "four_of_a_kind", "Four fours"))
        tweens.finish_all()
        assert all(sprite.shown for sprite in model.seats[seat].cards)
        assert hidden_corners(director, model, seat) == []


def test_every_winner_of_a_split_pot_keeps_its_best_five_marked():
    """A play-test: after a split pot, your winning cards were framed and risen and the co-winner's
    greyed (the first award put every other seat's five down, the co-winner's award not yet told).
    Every winner's best five is marked alike; the loser's are put down."""
    hands = {0: "Ah Kd Qc Js Td 4c 2h", 1: "As Kc Qd Jc Th 4d 6c", 2: "Ad Ks Qs Jd 8c 7d 6s"}
    director, model, tweens = table(3, layout.NORMAL, hands)
    model.pot = Fraction(6)
    for seat, cards in hands.items():
        shown = tuple(parse_cards(cards))
        director.play(Showdown(seat, shown, shown[:5], "straight", "Straight"))
    tweens.finish_all()
    for seat in (0, 1):
        director.play(Award(seat, Fraction(3), "showdown"))
    tweens.finish_all()
    for seat in (0, 1):
        cards = model.seats[seat].cards
        assert [sprite.best for sprite in cards] == [True] * 5 + [False] * 2, seat
        assert [sprite.dim for sprite in cards] == [False] * 5 + [True] * 2, seat
        assert [sprite.lift > 0 for sprite in cards[:5]] == [True] * 5, seat
    assert not any(sprite.best or sprite.lift for sprite in model.seats[2].cards)
