"""The two costs of each deal an equity estimate imagines, cut down: drawing the unseen cards
and scoring the hands they make.

A hard computer player imagines thousands of deals a decision, so these run hundreds of thousands
of times a session, in pure Python. Drawing: one array of the unseen cards is reused, and each
deal shuffles only the places it needs to the front (a partial Fisher-Yates shuffle: the first
`size` cards are then a uniformly random ordered draw, whatever order the array was left in), with
one `random()` per card rather than `random.sample`'s rejection sampling, and no new list.
Scoring: the deals hold each card as its value (`card_values`), so a hand's value is one `sum` of
its cards from `HAND_START`, and its score comes straight from that (the hand's bit-sum,
`engine.hand_tables.card_bits`, with its rank counts above) without checking the cards again (the
dealer cannot deal a card twice), remembered by rank counts where suits cannot matter.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence

from engine.cards import ALL_CARDS, RANKS, Card
from engine.hand_score import score_ranks, score_short, score_suited
from engine.hand_tables import (
    CARD_BITS,
    FLUSH_BITS,
    SUIT_COUNT_ONES,
    SUIT_COUNTS_SHIFT,
    SUIT_COUNTS_START,
    SUIT_MASK,
    card_bits,
    rank_mask,
)

Score = Callable[[int], int]
HAND_START = SUIT_COUNTS_START  # the value of no cards: every hand's sum starts here
FOURS_SHIFT = SUIT_COUNTS_SHIFT + 20  # above a value's bit-sum (four 5-bit counters): its fours
FOUR_BIT = 1 << FOURS_SHIFT  # in a card's value: it is a four (of rank four, wild or not)
_COUNTS = FOURS_SHIFT + 4  # and above them its rank counts
_BIT_SUM = FOUR_BIT - 1
_WILDS = 3 * 13  # rank counts: three bits a rank, the wilds' count above them
_REMEMBERED = 100_000  # scores by rank counts kept per set of wild ranks, at most (then forgotten)


def drawer(pool: Sequence[int], size: int, rng: random.Random) -> Callable[[], list[int]]:
    """Each call draws `size` random cards of `pool`, in random order, to the front of one
    array, which it returns (the same list every time: read its first `size` cards, change none).
    Reproducible: the draws are a function of `rng`'s state."""
    deck = list(pool)
    if not 0 <= size <= len(deck):
        raise ValueError(f"cannot draw {size} of {len(deck)} cards")
    places = [(place, len(deck) - place) for place in range(size)]
    uniform = rng.random
    floor = math.floor  # int() of a float, sooner (a function, not a type's constructor)

    def draw() -> list[int]:
        for place, left in places:
            # floor(random() * n) is uniform on 0..n-1 to within 2**-53 (and never n) for n this small
            other = place + floor(uniform() * left)
            deck[place], deck[other] = deck[other], deck[place]
        return deck

    return draw


@functools.cache
def card_values(wild_ranks: frozenset[str]) -> tuple[int, ...]:
    """Under these wild ranks, each card's value (0-51): what it adds to a hand's bit-sum (a wild
    card also counts in every suit's counter, so a hand's `total & FLUSH_BITS` says whether some
    suit reaches five cards with the wilds), above that `FOUR_BIT` for a four (so a hand's fours
    are `total >> FOURS_SHIFT & 15`), and above that its rank count (three bits a rank, the wilds
    counted above them). The values are distinct, so a deal may hold them in place of the cards
    (`cards_of_values` turns them back)."""
    mask = rank_mask(wild_ranks)
    bits = card_bits(mask)
    four = RANKS.index("4")
    return tuple(
        bits[card]
        + (SUIT_COUNT_ONES if mask >> (card >> 2) & 1 else 0)
        + ((card >> 2 == four) << FOURS_SHIFT)
        + (1 << _COUNTS + 3 * (_WILDS // 3 if mask >> (card >> 2) & 1 else card >> 2))
        for card in range(52)
    )


@functools.cache
def cards_of_values(wild_ranks: frozenset[str]) -> dict[int, Card]:
    """The card of each value (`card_values`)."""
    return {value: ALL_CARDS[card] for card, value in enumerate(card_values(wild_ranks))}


def scorer(wild_ranks: frozenset[str]) -> Score:
    """The showing score (engine.hands.showing_score: the showdown score from five cards on) of
    a hand of one or more distinct cards, from its value: `HAND_START` plus its cards' values.
    A hand's best value by its ranks alone is remembered by its rank counts (for every estimate
    under these wild ranks); only where some suit reaches five cards, wilds counted, can a flush
    or a straight flush beat it, and those come from a table by the suit's ranks and the wilds."""
    by_ranks = _remembered(wild_ranks)
    ranks_known = by_ranks.get
    suited = _suited_tables()

    def score(total: int) -> int:
        counts = total >> _COUNTS
        value = ranks_known(counts)
        if value is None:
            if len(by_ranks) >= _REMEMBERED:
                by_ranks.clear()
            h = total & _BIT_SUM  # its suits' counters hold the wilds too: these scorers skip them
            short = (h & CARD_BITS).bit_count() < 5  # a bit a card below the counters
            value = by_ranks[counts] = score_short(h) if short else score_ranks(h)
        if total & FLUSH_BITS:
            table = suited[counts >> _WILDS]
            best = max(
                table[total & SUIT_MASK],
                table[total >> 16 & SUIT_MASK],
                table[total >> 32 & SUIT_MASK],
                table[total >> 48 & SUIT_MASK],
            )
            if best > value:
                return best
        return value

    return score


@functools.cache
def _remembered(wild_ranks: frozenset[str]) -> dict[int, int]:
    """The scores by ranks alone found so far under these wild ranks, by rank counts (they never
    change: keeping them only saves work)."""
    return {}


@functools.cache
def _suited_tables() -> tuple[list[int], ...]:
    """By the count of wilds (up to 52), `score_suited` of every suit mask: from four wilds on,
    the hand is five of a kind whatever the suit holds, so those share one table."""
    tables = [[score_suited(suit, wilds) for suit in range(SUIT_MASK + 1)] for wilds in range(5)]
    return tuple(tables[min(wilds, 4)] for wilds in range(53))
