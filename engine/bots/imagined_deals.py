"""The two costs of each deal an equity estimate imagines, cut down: drawing the unseen cards
and scoring the hands they make.

A hard computer player imagines thousands of deals a decision, so these run hundreds of thousands
of times a session, in pure Python. Drawing: one array of the unseen cards is reused, and each
deal shuffles only the places it needs to the front (a partial Fisher-Yates shuffle: the first
`size` cards are then a uniformly random ordered draw, whatever order the array was left in), with
one `random()` per card rather than `random.sample`'s rejection sampling, and no new list.
Scoring: straight from the hand's bit-sum (`engine.hand_tables.card_bits`) without checking
the cards again (the dealer cannot deal a card twice), and remembered for the estimate: the cards
a seat holds now, or will hold when nothing more can come to it, recur from deal to deal.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence

from engine.cards import Card
from engine.hand_score import score_five_plus, score_short
from engine.hand_tables import FLUSH_BITS, SUIT_COUNT_ONES, SUIT_COUNTS_START, card_bits, rank_mask

Score = Callable[[Sequence[Card]], int]
_WILDS = 3 * 13  # rank counts: three bits a rank, the wilds' count above them


def drawer(pool: Sequence[Card], size: int, rng: random.Random) -> Callable[[], list[Card]]:
    """Each call draws `size` random cards of `pool`, in random order, to the front of one
    array, which it returns (the same list every time: read its first `size` cards, change none).
    Reproducible: the draws are a function of `rng`'s state."""
    deck = list(pool)
    if not 0 <= size <= len(deck):
        raise ValueError(f"cannot draw {size} of {len(deck)} cards")
    places = [(place, len(deck) - place) for place in range(size)]
    uniform = rng.random

    def draw() -> list[Card]:
        for place, left in places:
            # int(random() * n) is uniform on 0..n-1 to within 2**-53 (and never n) for n this small
            other = place + int(uniform() * left)
            deck[place], deck[other] = deck[other], deck[place]
        return deck

    return draw


def scorer(wild_ranks: frozenset[str]) -> Score:
    """The showing score of one or more cards (engine.hands.showing_score: the showdown score
    from five cards on), for cards known to be distinct. Without five cards of a suit, counting
    the wilds, there is no flush, and the rest of the score depends on the ranks alone: such
    scores are remembered by rank counts (those of fewer than five cards for good: there are
    few), the others, for this scorer's life, by the cards."""
    bits_of, ranks_of, short = _tables(wild_ranks)
    bits = bits_of.__getitem__
    ranks = ranks_of.__getitem__
    short_known = short.get
    scores: dict[int, int] = {}
    known = scores.get

    def score(cards: Sequence[Card]) -> int:
        counts = sum(map(ranks, cards))
        if len(cards) < 5:
            value = short_known(counts)
            if value is None:
                value = short[counts] = score_short(sum(map(bits, cards), SUIT_COUNTS_START))
            return value
        h = sum(map(bits, cards), SUIT_COUNTS_START)
        key = h if (h + (counts >> _WILDS) * SUIT_COUNT_ONES) & FLUSH_BITS else counts
        value = known(key)
        if value is None:
            value = scores[key] = score_five_plus(h)
        return value

    return score


@functools.cache
def _tables(wild_ranks: frozenset[str]) -> tuple[tuple[int, ...], tuple[int, ...], dict[int, int]]:
    """Under these wild ranks: what each card (0-51) adds to a hand's bit-sum; what it adds to
    its rank counts (three bits a rank, the wilds counted above them); and the scores of fewer
    than five cards found so far, by rank counts."""
    mask = rank_mask(wild_ranks)
    table = card_bits(mask)
    bits = tuple(table[card] for card in range(52))
    ranks = tuple(1 << 3 * (_WILDS // 3 if mask >> (card >> 2) & 1 else card >> 2) for card in range(52))
    return bits, ranks, {}
