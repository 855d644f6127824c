"""engine.explain: the line saying why a hand wins agrees with the HandValue order for every pair
of hands drawn from small decks (exhaustively), and for random seven-card hands with wilds."""

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import ALL_CARDS, RANK_NAMES, RANK_PLURALS, parse_cards
from engine.explain import why_wins
from engine.hands import CATEGORIES, best_hand, showing_hand

WILD = frozenset("39")
# small decks whose five-card hands reach every kind of decision: categories, group ranks,
# kickers, equal values with and without wilds
DECKS = (
    "As Ah Ad Ks Kh 3c 9d 7s 7h 2c",
    "As Ks Qs Js Ts 9h 3h Ah Kd 5c",
    "8s 8h 8c 8d 3c 9s Qh Qd 4c 4d",
    "As Ks Qs Js Ts 9s 8h 8d 3c 5c 5d Ah 2h",  # 1287 hands: a few hundred values, every pair
)
GROUPED = ("four_of_a_kind", "full_house", "three_of_a_kind", "two_pair", "pair", "five_of_a_kind")


def value(cards):
    return (best_hand if len(cards) >= 5 else showing_hand)(cards, WILD)


def check_pair(a, b):
    """Everything the explanation must say about two values, checked against their order and
    their descriptions (the engine's words for them)."""
    if a < b:
        a, b = b, a
    why = why_wins(a, b)
    if a == b:
        assert why.kind == "split"
        assert why_wins(a, b, tie_keeps_lead=True).kind == "lead"
        natural = why_wins(a, b, natural_beats_wild=True) if not a.needs_wild or b.needs_wild else None
        if natural is not None:
            assert natural.kind == ("natural" if a.needs_wild != b.needs_wild else "split")
        return
    with pytest.raises(ValueError):
        why_wins(b, a)
    if a.category != b.category:
        assert why.kind == "category"
        assert CATEGORIES.index(a.category) > CATEGORIES.index(b.category)
        return
    assert why.kind in ("rank", "kicker")
    if a.category in GROUPED:
        # the kicker decides exactly when the two hands are described alike ("Pair of kings")
        assert (why.kind == "kicker") == (a.description == b.description), (a, b, why)
    words = why.line.lower()
    assert any(name in words for name in (*RANK_NAMES.values(), *RANK_PLURALS.values())), why.line


@pytest.mark.parametrize("deck", DECKS)
def test_every_pair_of_hands_from_a_small_deck_is_explained_in_line_with_the_order(deck):
    values = {value(hand).score: value(hand) for hand in itertools.combinations(parse_cards(deck), 5)}
    for a, b in itertools.combinations_with_replacement(values.values(), 2):
        check_pair(a, b)


def test_equal_values_made_differently_follow_each_rule():
    natural, wild = value(parse_cards("As Ks Qs Js Ts")), value(parse_cards("Ah Kh Qh Jh 9h"))
    assert natural == wild and wild.needs_wild and not natural.needs_wild
    assert why_wins(natural, wild).kind == "split"
    assert why_wins(natural, wild, natural_beats_wild=True).line.startswith("Equal hands: the natural")
    with pytest.raises(ValueError):
        why_wins(wild, natural, natural_beats_wild=True)
    assert "tie does not beat" in why_wins(wild, natural, tie_keeps_lead=True).line


def test_a_kicker_beats_a_missing_card_in_short_showing_hands():
    why = why_wins(value(parse_cards("Kh Kc 7c 2d")), value(parse_cards("Ks Kd 7d")))
    assert why.kind == "kicker" and why.line == "The kicker decides: a two beats no card"


def test_plain_lines_for_the_common_cases():
    def line(a, b):
        return why_wins(value(parse_cards(a)), value(parse_cards(b))).line

    assert line("5s 5h 5c 5d 3c", "As Ks Qs Js Ts") == "Five of a kind beats a royal flush"
    assert line("Ks Kh Kd 2c 2d", "Qs Qh Qd 4c 4d") == "Kings beat queens"
    assert line("Ks Kh Kd 4c 4d", "Kc Kd Kh 2c 2d") == "Same kings; fours beat twos"
    assert line("As Ah Ad Kc Kd", "Ks Kh Kc Qd Qc") == "Aces beat kings"
    assert line("Ks Kh Ac 7d 2c", "Kc Kd Qc 7h 2s") == "The kicker decides: an ace beats a queen"


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_seven_card_hands_with_wilds(rng: random.Random):
    cards = rng.sample(ALL_CARDS, 14)
    check_pair(value(cards[:7]), value(cards[7:]))
