"""A stud seat's cards in rows (game.felt.card_rows): the same hand lies the same way at every
seat."""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.events import Deal, HandStart, SeatInfo, SessionStart
from engine.rules import Rules
from game.felt import layout
from game.felt.director import Director
from game.felt.table_model import TableModel
from game.platform.tween import Tweens

# two down, then up cards (a four and its bonus card, "+"), the seventh street's card down: "x"
# is a card the table does not see (another seat's down card)
ONE_BONUS = "x x Th 4h +Td Tc Ks x"


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
    second row at the side and top seats, and in line at yours: the same hand, laid out two ways."""
    director, _, _ = table(players, layout.LAYOUTS[size], {})
    for seat in range(players):
        rows = {y for _, y in director.seat_places(seat)}
        assert len(rows) == 1, (players, size, seat, sorted(rows))
