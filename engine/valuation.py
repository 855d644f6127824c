"""Hand values as the flows need them, for any number of cards.

`engine.hands` values 1 to 12 cards (5 to 12 for a showdown). A seat can hold more: Night Baseball
turns 9 cards plus up to 4 face-up bonus cards, and a stud seat may add community cards to a
bonus-swollen hand. The best five of more than 12 cards are among some 12 of them, so larger sets
are valued as the best of their subsets. A stud survivor short of five cards (the stock ran dry)
is valued by its showing value, which shares one scale with the showdown value.
"""

from __future__ import annotations

from itertools import combinations

from engine import hands

MAX_CARDS = 12  # the hands contract: best_hand and showing_hand take up to 12 cards


def score(cards, wild_ranks) -> int:
    """The showing value (SPEC 3; SPEC 2 from five cards on) as an int."""
    if len(cards) > MAX_CARDS:
        return max(hands.showing_score(list(subset), wild_ranks) for subset in combinations(cards, MAX_CARDS))
    return hands.showing_score(cards, wild_ranks)


def value(cards, wild_ranks, showing: bool = False) -> hands.HandValue:
    """The HandValue of the best five (`showing`: of a showing hand, so fewer than five is fine)."""
    if len(cards) > MAX_CARDS:
        return max(value(list(subset), wild_ranks, showing) for subset in combinations(cards, MAX_CARDS))
    if showing or len(cards) < 5:
        return hands.showing_hand(cards, wild_ranks)
    return hands.best_hand(cards, wild_ranks)
