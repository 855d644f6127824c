"""Score layout and the lookup tables the hand evaluator reads, built once at import.

A score is one int: the category number shifted left by 20, then up to five rank nibbles, most
significant first, each holding rank index + 1 (2 -> 1 ... ace -> 13) and 0 for "no card".
So larger is better, categories dominate, and a short showing hand's missing kicker (0) loses
to any real kicker.

Ranks are bits of a 13-bit mask (bit 0 = two ... bit 12 = ace).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import ALL_CARDS, RANKS

(
    HIGH_CARD,
    PAIR,
    TWO_PAIR,
    THREE_OF_A_KIND,
    STRAIGHT,
    FLUSH,
    FULL_HOUSE,
    FOUR_OF_A_KIND,
    STRAIGHT_FLUSH,
    FIVE_OF_A_KIND,
) = range(10)  # the place of each category's name in engine.hand_value.CATEGORIES
CATEGORY_SHIFT = 20
ALL_RANKS = (1 << 13) - 1
ACE = 12

# The ten straights as rank masks, best first; the wheel A-2-3-4-5 has top card index 3 (the five).
STRAIGHT_WINDOWS = tuple(
    (top, (0b11111 << (top - 4)) if top >= 4 else 0b1111 | (1 << ACE)) for top in range(ACE, 2, -1)
)


def _top_five_table() -> list[int]:
    """TOP5[mask]: the highest five ranks of mask packed as nibbles from bit 16 down (fewer if absent)."""
    table = [0] * (ALL_RANKS + 1)
    for mask in range(1, ALL_RANKS + 1):
        top = mask.bit_length() - 1
        table[mask] = ((top + 1) << 16) | (table[mask ^ (1 << top)] >> 4)
    return table


def _straight_tables() -> tuple[list[int], ...]:
    """STRAIGHT_TOP[missing][mask]: top rank + 1 of the best straight lacking at most `missing` ranks, else 0."""
    tables = tuple([0] * (ALL_RANKS + 1) for _ in range(5))
    for mask in range(ALL_RANKS + 1):
        for top, window in STRAIGHT_WINDOWS:
            lacking = (window & ~mask).bit_count()
            for missing in range(lacking, 5):
                if not tables[missing][mask]:
                    tables[missing][mask] = top + 1
            if lacking == 0:
                break
    return tables


TOP5 = _top_five_table()
STRAIGHT_TOP = _straight_tables()


SUIT_COUNTS_SHIFT = 116


def card_bits(wild_mask: int) -> dict[int, int]:
    """What each card adds to a hand's bit-sum for this set of wild ranks (a mask).

    A natural card sets bit 16 * suit + rank (four 13-bit suit masks in one int) and adds 1 to
    its suit's 5-bit counter at bit 116 + 5 * suit; a wild card sets its own bit 64 + card index
    (above the suits, so wilds can be counted and duplicates still detected).
    """
    bits: dict[int, int] = {}
    for card in ALL_CARDS:  # keyed by the cards themselves: a lookup by the same object skips comparing
        rank, suit = card >> 2, card & 3
        if wild_mask >> rank & 1:
            bits[card] = 1 << (64 + card)
        else:
            bits[card] = (1 << (16 * suit + rank)) | (1 << (SUIT_COUNTS_SHIFT + 5 * suit))
    return bits


# Every 5-bit suit counter starts at 11 so a count of 5 or more shows as its top bit (11 + 5 = 16);
# the field holds up to 31, so a suit's cards plus the wilds counted into it (SUIT_COUNT_ONES) may
# reach 20: all 13 of a suit and 7 wilds, far above any hand (a seat holds at most 13 cards).
SUIT_COUNTS_START = sum(11 << 5 * suit for suit in range(4)) << SUIT_COUNTS_SHIFT
FLUSH_BITS = sum(16 << 5 * suit for suit in range(4)) << SUIT_COUNTS_SHIFT
# 1 in every suit's counter: a bit-sum plus w times it counts w wilds into every suit, so
# `(h + w * SUIT_COUNT_ONES) & FLUSH_BITS` says whether w wilds bring some suit to five cards
SUIT_COUNT_ONES = sum(1 << 5 * suit for suit in range(4)) << SUIT_COUNTS_SHIFT
CARD_BITS = (1 << SUIT_COUNTS_SHIFT) - 1
WILD_SHIFT = 64
SUIT_MASK = ALL_RANKS


def rank_mask(wild_ranks: Iterable[str] | str) -> int:
    """The wild ranks ('3', '9', also '10' and lower case) as a mask; a clear error for anything else."""
    if isinstance(wild_ranks, str) and len(wild_ranks) == 1:
        wild_ranks = (wild_ranks,)
    mask = 0
    for rank in wild_ranks:
        token = "T" if rank == "10" else str(rank).upper()
        if len(token) != 1 or token not in RANKS:
            raise ValueError(f"wild rank {rank!r} is not a rank: expected characters from {RANKS}")
        mask |= 1 << RANKS.index(token)
    return mask
