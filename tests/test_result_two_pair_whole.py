"""The pot's result box never names a hand in a form that drops one of its ranks: a Hold'em
newcomer's play-test at TEXT SIZE large read "CASEY Pairs J's" under Casey's jacks and twos, the box's
line saying "three of a kind beats two pair" (shot_244). Where the hand's whole name does not fit
on the line under the player's name, the caption takes the lines the whole name needs, or names the
player alone (the seat says the hand)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from engine.cards import parse_cards
from game.felt import layout
from game.felt.result_view import ResultView
from game.felt.table_model import CardSprite, Seat, TableModel
from game.platform.text import KEEP
from game.telling.pot_result import PotResult, ShownHand


def shown(seat: int, cards: str, words: str, category: str) -> ShownHand:
    return ShownHand(seat, words, tuple((card, None) for card in parse_cards(cards)), category)


# the play-test's Midnight pot: your three eights (a wild three) over Casey's jacks and twos
RESULT = PotResult(
    ((0, Fraction(12)),),
    False,
    (shown(0, "8s 8d 3d Ks Jd", "Three eights", "three_of_a_kind"),),
    shown(2, "Js Jh 2h 2c Ah", "Two pair, jacks and twos, kicker ace", "two_pair"),
    "Nobody beat it. Three of a kind beats two pair",
    "",
)
SEATS = {1: ("Kd 2d 5c 6h 7s 8c Td", "King high"), 2: ("2c Jh Js Ah 2h 5d 6s", "Two pair, jacks and twos")}
FIGURE = re.compile(r"(?<![\w'])(?:10|[2-9JQKA])(?:'s)?(?![\w'])")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_result_names_two_pair_with_both_its_ranks_or_not_at_all(app, size, players):
    names = ("YOU", "BABE", "CASEY", "YOGI", "ANN", "BO")[:players]
    model = TableModel(seats=[Seat(name, "", number == 0) for number, name in enumerate(names)])
    for number, (cards, words) in SEATS.items():
        model.seats[number].cards = [CardSprite(card, "up") for card in parse_cards(cards)]
        model.seats[number].showing = words
    places = layout.LAYOUTS[size]
    view = ResultView(app.text, app.cards, model, RESULT, places.seat_slots(players, 0), lambda: 0.0)
    _, hands, captions, _ = view.rows()
    assert hands, "the hands are shown"
    casey = " ".join(captions[1]).replace(KEEP, " ")
    assert "Pairs" not in casey, casey
    said = casey.removeprefix("CASEY").strip(": ")
    if said:  # the hand named: "Two pair" with both its ranks
        assert said.startswith("Two pair") and FIGURE.findall(said)[:2] == ["J's", "2's"], casey
