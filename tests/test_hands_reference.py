"""The hand evaluator against an independent, deliberately plain reference written here.

The reference (top half) uses nothing of the production evaluator: a straightforward five-card evaluator over
(rank, suit) pairs, and a brute force over every five-card subset of a hand, with every choice
of what each wild in the subset stands for under the rule of docs/rules.md: a card the player does not hold
naturally (wilds distinct from each other), or the fifth card of a rank for five of a kind.

Values are tuples (category number, ranks in comparison order); Python's tuple order then is the
showdown order, and a shorter tuple (a missing kicker) loses to a longer one with the same prefix.
Rank numbers: 0 = two ... 12 = ace.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import ALL_CARDS
from engine.hands import best_hand, hand_score, showing_hand, showing_score

pytestmark = pytest.mark.slow  # brute-force reference checks (the quick subset skips them)

CATEGORY_NUMBER = {
    "high_card": 0,
    "pair": 1,
    "two_pair": 2,
    "three_of_a_kind": 3,
    "straight": 4,
    "flush": 5,
    "full_house": 6,
    "four_of_a_kind": 7,
    "straight_flush": 8,
    "five_of_a_kind": 9,
}
RANKS = "23456789TJQKA"


def _groups(ranks) -> tuple[list[int], tuple[int, ...]]:
    """Group sizes, biggest first, and the ranks in comparison order (bigger groups, then higher)."""
    counted = sorted(Counter(ranks).items(), key=lambda item: (item[1], item[0]), reverse=True)
    return [count for _, count in counted], tuple(rank for rank, _ in counted)


def _straight_top(ranks) -> int | None:
    distinct = sorted(set(ranks), reverse=True)
    if len(distinct) != 5:
        return None
    if distinct[0] - distinct[4] == 4:
        return distinct[0]
    if distinct == [12, 3, 2, 1, 0]:
        return 3
    return None


@cache
def five_card_value(ranks: tuple[int, ...], flush: bool) -> tuple:
    """The value of exactly five cards given their ranks and whether they share one suit."""
    shape, order = _groups(ranks)
    top = _straight_top(ranks)
    if shape == [5]:
        return (9, order)
    if top is not None and flush:
        return (8, (top,))
    if shape == [4, 1]:
        return (7, order)
    if shape == [3, 2]:
        return (6, order)
    if flush:
        return (5, order)
    if top is not None:
        return (4, (top,))
    return (_group_category(shape), order)


def _group_category(shape: list[int]) -> int:
    if shape[0] == 4:
        return 7
    if shape[0] == 3:
        return 3
    if shape[:2] == [2, 2]:
        return 2
    if shape[0] == 2:
        return 1
    return 0


@cache
def short_value(ranks: tuple[int, ...]) -> tuple:
    """Showing value of one to four cards: rank groups only."""
    shape, order = _groups(ranks)
    return (_group_category(shape), order)


def _split(cards, wild_ranks):
    naturals = [card for card in cards if RANKS[card >> 2] not in wild_ranks]
    return naturals, len(cards) - len(naturals)


def _wild_rank_choices(naturals_held: list[int], subset_ranks: list[int], k: int):
    """Every multiset of ranks k wilds may stand for beside subset_ranks (rank-only, suits free)."""
    held = Counter(card >> 2 for card in naturals_held)
    for chosen in combinations_with_replacement(range(13), k):
        ranks = tuple(sorted(subset_ranks + list(chosen)))
        extra = Counter(chosen)
        five_kind = len(set(ranks)) == 1 and len(ranks) == 5
        room = 5 if five_kind else 4  # a fifth card of a rank only for five of a kind
        if all(extra[rank] <= room - held[rank] for rank in extra):
            yield ranks


def _flush_choices(naturals_held: list[int], subset: list[int], k: int):
    """Rank sets for a flush: every card (rank, suit) chosen for a wild must not be held naturally."""
    suits = {card & 3 for card in subset} or {0, 1, 2, 3}
    if len(suits) != 1 and subset:
        return
    held = set(naturals_held)
    for suit in suits:
        for chosen in combinations(range(13), k):
            if all(rank * 4 + suit not in held for rank in chosen):
                yield tuple(sorted([card >> 2 for card in subset] + list(chosen)))


def brute_best(cards, wild_ranks) -> tuple:
    """The best five-card value of 5+ cards by exhaustive search (wilds in a subset are interchangeable)."""
    naturals, wilds = _split(cards, wild_ranks)
    best = None
    for k in range(min(wilds, 5) + 1):
        for subset in combinations(naturals, 5 - k):
            subset = list(subset)
            ranks = [card >> 2 for card in subset]
            for chosen in _wild_rank_choices(naturals, ranks, k):
                value = five_card_value(chosen, False)
                best = value if best is None or value > best else best
            for chosen in _flush_choices(naturals, subset, k):
                value = five_card_value(chosen, True)
                best = value if value > best else best
    return best


def brute_showing(cards, wild_ranks) -> tuple:
    """Showing value by exhaustive search."""
    if len(cards) >= 5:
        return brute_best(cards, wild_ranks)
    naturals, wilds = _split(cards, wild_ranks)
    ranks = [card >> 2 for card in naturals]
    return max(short_value(chosen) for chosen in _wild_rank_choices(naturals, ranks, wilds))


def value_of_used(used, short: bool = False) -> tuple:
    """Reference value of a HandValue's `.used`: each wild read as the card or rank it stands for."""
    ranks, suits = [], []
    for card, stands_for in used:
        token = str(card) if stands_for is None else stands_for
        ranks.append(RANKS.index(token[0]))
        suits.append(token[1] if len(token) == 2 else None)
    if short:
        return short_value(tuple(sorted(ranks)))
    flush = suits[0] is not None and all(suit == suits[0] for suit in suits)
    return five_card_value(tuple(sorted(ranks)), flush)


# --- The production evaluator against the reference -------------------------------------------
WILD_SETS = [frozenset("39"), frozenset("39"), frozenset(), frozenset("2"), frozenset("39K"), frozenset("A")]


def random_hand(rng: random.Random, size: int, wilds: int, wild_ranks) -> list:
    """`size` cards with exactly `wilds` of a wild rank; the naturals often come from a narrowed
    deck (two suits, or seven neighbouring ranks) so flushes, straights and groups are common."""
    naturals = [card for card in ALL_CARDS if RANKS[card.rank_index] not in wild_ranks]
    shape = rng.random()
    if shape < 0.25:
        suits = rng.sample(range(4), 2)
        naturals = [card for card in naturals if card.suit_index in suits]
    elif shape < 0.5:
        low = rng.randrange(-1, 7)
        naturals = [
            card
            for card in naturals
            if low <= card.rank_index <= low + 6 or (low < 0 and card.rank_index == 12)
        ]
    wild_cards = [card for card in ALL_CARDS if RANKS[card.rank_index] in wild_ranks]
    return rng.sample(wild_cards, wilds) + rng.sample(naturals, size - wilds)


def check_used_is_legal(value, cards, wild_ranks):
    """The used cards come from the hand, once each; only wilds stand for something, never for a
    card held naturally (a bare rank, suit unspecified, is fine for groups and five of a kind)."""
    held_naturals = {str(card) for card in cards if card.rank not in wild_ranks}
    used_cards = [card for card, _ in value.used]
    assert len(set(used_cards)) == len(used_cards) and set(used_cards) <= set(cards)
    stands = [stands_for for card, stands_for in value.used if card.rank in wild_ranks]
    assert all(stands_for is not None for stands_for in stands)
    assert all(stands_for is None for card, stands_for in value.used if card.rank not in wild_ranks)
    suited = [stands_for for stands_for in stands if len(stands_for) == 2]
    assert not set(suited) & held_naturals and len(set(suited)) == len(suited)


def check_order_agrees(pairs):
    """Scores sorted by the reference value rise exactly when the reference value rises."""
    pairs = sorted(pairs)
    for (ref_a, score_a), (ref_b, score_b) in pairwise(pairs):
        assert (score_a < score_b) if ref_a < ref_b else (score_a == score_b), (ref_a, ref_b)


def check_against_brute_force(rng: random.Random, wilds: int) -> tuple[tuple, int]:
    """One random hand of five or more cards holding `wilds` wild cards: its value, cards used,
    category, scores and needs_wild against the brute force; (the reference value, the score)."""
    wild_ranks = rng.choice([ranks for ranks in WILD_SETS if len(ranks) * 4 >= wilds])
    size = rng.randint(max(5, wilds), 10 if wilds <= 2 else 8)
    cards = random_hand(rng, size, wilds, wild_ranks)
    value = best_hand(cards, wild_ranks)
    reference = brute_best(cards, wild_ranks)
    assert value_of_used(value.used) == reference, (cards, value.used, reference)
    assert CATEGORY_NUMBER[value.category] == reference[0]
    assert hand_score(cards, wild_ranks) == value.score == showing_score(cards, wild_ranks)
    check_used_is_legal(value, cards, wild_ranks)
    naturals = [card for card in cards if card.rank not in wild_ranks]
    natural_equal = len(naturals) >= 5 and brute_best(naturals, ()) == reference
    assert value.needs_wild == (wilds > 0 and not natural_equal), cards
    return reference, value.score


@pytest.mark.parametrize("wilds, hands", [(0, 1500), (1, 1500), (2, 700), (3, 300), (4, 200)])
def test_best_hand_agrees_with_brute_force(wilds, hands):
    rng = random.Random(1000 + wilds)
    check_order_agrees([check_against_brute_force(rng, wilds) for _ in range(hands)])


HUNDRED_THOUSAND_PARTS = 20  # so the workers share them


@pytest.mark.parametrize("part", range(HUNDRED_THOUSAND_PARTS))
def test_a_hundred_thousand_random_hands_with_0_to_4_wilds_agree_with_brute_force(part):
    """The evaluator is written for speed; this is what it must keep while it changes. Fewer hands
    with many wilds, as they are dealt, since the brute force over their choices costs the most."""
    rng = random.Random(f"hundred-thousand/{part}")
    results = [
        check_against_brute_force(rng, rng.choices(range(5), weights=(35, 35, 18, 8, 4))[0])
        for _ in range(100_000 // HUNDRED_THOUSAND_PARTS)
    ]
    check_order_agrees(results)


def test_big_hands_agree_with_brute_force():
    """Up to 14 cards: a Night Baseball pile of nine plus bonus cards for fours, or a long showing row."""
    rng = random.Random(99)
    for wilds in (0, 0, 1, 1, 2) * 8:
        cards = random_hand(rng, rng.randint(11, 14 - wilds), wilds, frozenset("39"))
        value = best_hand(cards, frozenset("39"))
        assert value_of_used(value.used) == brute_best(cards, frozenset("39")), cards
        assert value == showing_hand(cards, frozenset("39"))


def test_short_showing_hands_agree_with_brute_force():
    rng = random.Random(7)
    pairs = []
    for _ in range(3000):
        size = rng.randint(1, 4)
        wild_ranks = rng.choice(WILD_SETS)
        wilds = rng.randint(0, min(size, len(wild_ranks) * 4))
        cards = random_hand(rng, size, wilds, wild_ranks)
        value = showing_hand(cards, wild_ranks)
        reference = brute_showing(cards, wild_ranks)
        assert value_of_used(value.used, short=True) == reference, (cards, value.used)
        assert len(value.used) == size
        check_used_is_legal(value, cards, wild_ranks)
        assert showing_score(cards, wild_ranks) == value.score
        naturals = [card for card in cards if card.rank not in wild_ranks]
        natural_equal = bool(naturals) and brute_showing(naturals, ()) == reference
        assert value.needs_wild == (wilds > 0 and not natural_equal), cards
        pairs.append((reference, value.score))
    for _ in range(1000):  # five to seven face-up cards: the full value, on the same scale
        wild_ranks = frozenset("39")
        cards = random_hand(rng, rng.randint(5, 7), rng.randint(0, 2), wild_ranks)
        pairs.append((brute_showing(cards, wild_ranks), showing_score(cards, wild_ranks)))
    check_order_agrees(pairs)


@settings(max_examples=300, deadline=None)
@given(
    cards=st.lists(st.sampled_from(ALL_CARDS), min_size=5, max_size=8, unique=True),
    wild_ranks=st.sampled_from([frozenset("39"), frozenset(), frozenset("T"), frozenset("2A")]),
)
def test_any_hand_of_up_to_eight_cards_matches_brute_force(cards, wild_ranks):
    if sum(card.rank in wild_ranks for card in cards) > 4:
        cards = cards[:5]
    value = best_hand(cards, wild_ranks)
    assert value_of_used(value.used) == brute_best(cards, wild_ranks)
    check_used_is_legal(value, cards, wild_ranks)


@settings(max_examples=300, deadline=None)
@given(
    cards=st.lists(st.sampled_from(ALL_CARDS), min_size=1, max_size=4, unique=True),
    wild_ranks=st.sampled_from([frozenset("39"), frozenset(), frozenset("K")]),
)
def test_any_short_showing_hand_matches_brute_force(cards, wild_ranks):
    value = showing_hand(cards, wild_ranks)
    assert value_of_used(value.used, short=True) == brute_showing(cards, wild_ranks)
