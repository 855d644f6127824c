"""A pot's result never breaks a hand's name across the lines under its cards: a newcomer's play-test
at TEXT SIZE large read "YOU: Two" / "pair Js/8s", "YOU: Str" / "flush to 10" and "CASEY: 8s" /
"full of 6s". The name goes on its line and the hand on the next, broken (where a line cannot hold
it) only after a comma or before its "to", a full house's "of" or two pair's ranks
(result_view.NAME_BREAK), at both TEXT SIZEs and every table from two seats to eight."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_result_words_inside import hand

from game.felt import layout
from game.felt.result_view import ResultView
from game.felt.table_model import Seat, TableModel
from game.platform.text import KEEP
from game.telling.pot_result import PotResult

NAMES = ("YOU", "BABE", "CASEY", "YOGI", "DIZZY", "LEFTY", "MICKEY", "WHITEY")
# each hand and the words of its name that must stay on one line
HANDS = (
    ("Js Jd 8h 8c Ah", "Two pair, jacks and eights", "Two pair"),
    ("Th 9h 8h 7h 6h", "Straight flush to the ten", "Str flush"),
    ("8s 8d 8h 6c 6h", "Full house, eights over sixes", "8s full"),
    ("Qh Qc Tc 9s 7d", "Pair of queens", "Pair of Qs"),
)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_a_hands_name_is_never_broken_across_lines(app, size, players):
    model = TableModel(seats=[Seat(NAMES[seat], "", seat == 0) for seat in range(players)])
    slots = layout.LAYOUTS[size].seat_slots(players, 0)
    for index, (cards, words, _) in enumerate(HANDS):
        other = HANDS[(index + 1) % len(HANDS)]
        for winner, loser in ((0, players - 1), (players - 1, 0)):
            result = PotResult(
                ((winner, Fraction(39, 2)),),
                False,
                (hand(winner, cards, words),),
                hand(loser, *other[:2]),
                "",
                "",
            )
            _, shown, captions, _ = ResultView(app.text, app.cards, model, result, slots, lambda: 0.0).rows()
            for (held, _), lines in zip(shown, captions, strict=True):
                lines = [line.replace(KEEP, " ") for line in lines]
                name = next(name for _, said, name in HANDS if said == held.words)
                said = " ".join(lines)
                assert name not in said or any(name in line for line in lines), (size, players, lines)
