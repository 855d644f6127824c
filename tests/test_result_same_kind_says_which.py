"""Two hands of one kind at a pot's result say what decides between them: their names under the
cards differ, or the line saying why names the deciding rank. A Hold'em newcomer's play-test at
TEXT SIZE large read "Str flush" against "Str flush" under PERFECT GAME! (to J against to 8), the
seats' narrowest form, with no reason why theirs won (shot_385). Every class of hand, two of it
that differ, at both TEXT SIZEs and every table size."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.cards import RANK_NAMES, parse_cards
from engine.explain import why_wins
from engine.hand_value import HandValue
from engine.hands import showing_hand
from game.felt import layout, result_view
from game.felt.result_view import ResultView
from game.felt.table_model import Seat, TableModel
from game.telling.hand_forms import as_named
from game.telling.hand_words import RUNGS, ranks_named
from game.telling.pot_result import PotResult, ShownHand

WILD = frozenset({"9"})
# two hands of each class, the first the better, the deciding rank given: worked out by hand
PAIRS = {
    "pair": ("Jh Jd 8c 4s 2d", "8h 8d Ac Ks 2c", "J"),
    "two pair": ("Jh Jd 8c 8s 2d", "Jc Js 4c 4h Ad", "8"),
    "trips": ("Qh Qd Qc 4s 2d", "5h 5d 5c As Kd", "Q"),
    "straight": ("Jh 10d 9c 8s 7d", "8h 7d 6c 5s 4d", "J"),
    "flush": ("Kh Jh 8h 4h 2h", "Qd Jd 8d 4d 2d", "K"),
    "full house": ("Kh Kd Kc 4s 4d", "Qh Qd Qc As Ad", "K"),
    "quads": ("7h 7d 7c 7s 2d", "6h 6d 6c 6s Ad", "7"),
    "straight flush": ("Js 10s 9s 8s 7s", "8h 7h 6h 5h 4h", "J"),
    "five of a kind": ("Kh Kd Kc Ks 9d", "Qh Qd Qc Qs 9c", "K"),
}


def shown(seat: int, cards: str) -> tuple[ShownHand, HandValue]:
    value = showing_hand(parse_cards(cards), WILD)
    return ShownHand(seat, as_named(value.description), tuple(value.used), value.category), value


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("rung", range(RUNGS))
@pytest.mark.parametrize("kind", list(PAIRS))
def test_two_hands_of_a_kind_say_which_won(app, monkeypatch, size, rung, kind):
    """At every form the seats may take (the play-test's was the narrowest, its tag), each hand is
    named with a rank, and the two names differ or the line saying why names the deciding rank."""
    better, worse, decider = PAIRS[kind]
    (won, won_value), (lost, lost_value) = shown(0, better), shown(1, worse)
    assert won.category == lost.category, kind
    why = why_wins(won_value, lost_value).line
    result = PotResult(((0, Fraction(26)),), False, (won,), lost, why, "PERFECT GAME!")
    monkeypatch.setattr(result_view, "seats_form", lambda slots, size: rung)
    model = TableModel(seats=[Seat(name, "", n == 0) for n, name in enumerate(("YOU", "CASEY", "YOGI"))])
    places = layout.LAYOUTS[size]
    view = ResultView(app.text, app.cards, model, result, places.seat_slots(3, 0), lambda: 0.0)
    names = [view.named(won), view.named(lost)]
    # never "Str flush" alone (the long form names its ranks in words: "to the jack")
    assert all(
        ranks_named(name) or name == hand.words for name, hand in zip(names, (won, lost), strict=True)
    ), names
    said = why.lower()
    assert names[0] != names[1] or RANK_NAMES[decider] in said or decider in why.split(), (names, why)
