"""Audit spot-checks of hand values (docs/rules.md#hand-values-at-the-showdown, docs/rules.md#the-showing-value-face-up-cards-only) at the edges a referee argues about."""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.hands import best_hand, showing_hand

WILD = {"3", "9"}


def value(text, wild=WILD):
    return best_hand(parse_cards(text), wild)


@pytest.mark.parametrize(
    "cards, category, description",
    [
        ("As 8s 6s 2s 3c", "flush", "Flush, ace high"),  # the wild is the Ks, never a second ace
        ("8s 8h 8c 8d 3c", "five_of_a_kind", "Five eights"),
        (
            "8s 7s 6s 5s 3c",
            "straight_flush",
            "Straight flush to the nine",
        ),  # the 3 stands for the 9s, a wild card
        ("9s 8s 7s 6s 3c", "straight_flush", "Straight flush to the ten"),  # two wilds: Ts and 9s
        ("As 2d 4c 5h 9s", "straight", "Straight to the five"),  # the wild fills the wheel
        ("As 4c 5h 9s 3d Kd Qh", "straight", "Straight to the ace"),  # two wilds: broadway beats the wheel
        ("Qs Kd Ah 2c 9d", "pair", "Pair of aces"),  # no wrapping Q-K-A-2-3
        ("3c 3d 9h 9s 2c", "five_of_a_kind", "Five twos"),  # four wilds and a two
        ("3c 3d 9h 9s 2c Kd", "five_of_a_kind", "Five kings"),
    ],
)
def test_showdown_values_at_the_edges(cards, category, description):
    hand = value(cards)
    assert (hand.category, hand.description) == (category, description)
    assert len(hand.used) == 5


def test_five_of_a_kind_beats_a_natural_royal_flush_and_five_aces_beat_five_kings():
    royal = value("As Ks Qs Js Ts")
    assert value("8s 8h 8c 8d 3c") > royal
    assert value("As Ah Ad Ac 9s") > value("Ks Kh Kd Kc 3h") > royal
    assert value("Ts 9s 8s 7s 6s", set()) < royal


def test_the_wheel_is_the_lowest_straight_with_or_without_wilds():
    wheel = value("As 2d 4c 5h 9s")
    assert wheel == value("Ac 2h 3d 4s 5c", set())
    assert wheel < value("4d 5h 6s 7c 8c") and wheel > value("Ac Ad Ah Kc Qd")


def test_natural_beats_wild_only_breaks_an_exact_tie_and_only_when_asked():
    natural, wild = value("Ah Ad Ac Ks Kd"), value("Ah Ad 9c Ks Kd")
    assert natural == wild and not natural.needs_wild and wild.needs_wild
    assert natural.key(False) == wild.key(False)
    assert natural.key(True) > wild.key(True)
    assert value("Ah Ad 9c 9s Kd").key(True) > natural.key(True)  # four aces: a better value still wins


@pytest.mark.parametrize(
    "cards, needs",
    [
        ("As Ks Qs Js Ts 9d", False),  # the royal flush is there without the wild
        ("As Ah Kd Qc 7s 3h 2d", True),  # trips need the three
        ("Kc Kd 7s 7h 2c 9c 3d", True),  # two wilds make four kings
    ],
)
def test_needs_wild_says_whether_the_value_can_be_made_without_a_wild(cards, needs):
    assert value(cards).needs_wild is needs


@pytest.mark.parametrize(
    "cards, category, description",
    [
        ("9c", "high_card", "Ace high"),
        ("Kd 9c", "pair", "Pair of kings"),
        ("3c 9d", "pair", "Pair of aces"),
        ("Kd Kh 9c", "three_of_a_kind", "Three kings"),
        ("5c 6d 7h 8s", "high_card", "Eight high"),  # no straight with fewer than five cards
        ("5c 6d 7h 8s 9c", "straight", "Straight to the nine"),
        ("2s 5s 7s Js 3d", "flush", "Flush, ace high"),
    ],
)
def test_showing_values_at_the_edges(cards, category, description):
    hand = showing_hand(parse_cards(cards), WILD)
    assert (hand.category, hand.description) == (category, description)
