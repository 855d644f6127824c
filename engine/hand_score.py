"""The fast scorer: from a hand's bit-sum (see `hand_tables.card_bits`) to an int score.

No substitution is tried. The natural cards give four suit masks; from them come the masks of
ranks held at least once, twice, three and four times. With w wilds the categories are decided
from the top down, each by what w wilds can add to those masks: a wild stands for a card the
player does not hold, so it fills a missing rank of a straight, a missing card of a suit for a
flush, a missing suit of a rank for a group, or the fifth card of a rank.
"""

from __future__ import annotations

from engine.hand_tables import (
    ALL_RANKS,
    CATEGORY_SHIFT,
    FIVE_OF_A_KIND,
    FLUSH,
    FLUSH_BITS,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    STRAIGHT_TOP,
    SUIT_COUNT_ONES,
    SUIT_MASK,
    THREE_OF_A_KIND,
    TOP5,
    TWO_PAIR,
    WILD_SHIFT,
)

_FIVE = FIVE_OF_A_KIND << CATEGORY_SHIFT
_SF = STRAIGHT_FLUSH << CATEGORY_SHIFT
_QUADS = FOUR_OF_A_KIND << CATEGORY_SHIFT
_FULL = FULL_HOUSE << CATEGORY_SHIFT
_FLUSH = FLUSH << CATEGORY_SHIFT
_STRAIGHT = STRAIGHT << CATEGORY_SHIFT
_TRIPS = THREE_OF_A_KIND << CATEGORY_SHIFT
_TWO_PAIR = TWO_PAIR << CATEGORY_SHIFT
_PAIR = PAIR << CATEGORY_SHIFT
_HIGH = HIGH_CARD << CATEGORY_SHIFT
_FIVE_ACES = _FIVE | 13 << 16
_WILD_BITS = (1 << 52) - 1  # one bit per card above WILD_SHIFT
_WILD_MASK = _WILD_BITS << WILD_SHIFT  # the wild cards' bits in place
STRAIGHT_TOP_NATURAL = STRAIGHT_TOP[0]


def _fill(mask: int, wilds: int) -> int:
    """The suit mask with its `wilds` highest missing ranks added (what wilds add to a flush)."""
    for _ in range(wilds):
        mask |= 1 << (ALL_RANKS & ~mask).bit_length() - 1
    return mask


def _masks(h: int) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int, int]]:
    """The natural cards' four suit masks, and the ranks held at least 0, 1, 2, 3 and 4 times."""
    s0 = h & SUIT_MASK
    s1 = h >> 16 & SUIT_MASK
    s2 = h >> 32 & SUIT_MASK
    s3 = h >> 48 & SUIT_MASK
    a = s0 & s1
    b = s2 & s3
    o01 = s0 | s1
    o23 = s2 | s3
    return (s0, s1, s2, s3), (ALL_RANKS, o01 | o23, a | b | (o01 & o23), (a & o23) | (b & o01), a & b)


def score_five_plus(h: int) -> int:
    """Score of the best five of five or more cards (docs/rules.md#hand-values-at-the-showdown), from the hand's bit-sum."""
    suits, at_least = _masks(h)
    if h & _WILD_MASK:
        return _score_with_wilds(h, suits, at_least, (h & _WILD_MASK).bit_count())
    _, m1, m2, m3, _ = at_least
    if m3 or h & FLUSH_BITS or STRAIGHT_TOP_NATURAL[m1]:
        return _score_made(h, suits, at_least)
    # Two pair, a pair or high card: most hands end here, so they are scored here.
    if m2:
        top = m2.bit_length() - 1
        if m2 ^ (1 << top):
            pairs = TOP5[m2] & 0xFF000
            second = (pairs >> 12 & 0xF) - 1
            return _TWO_PAIR | pairs | (TOP5[m1 ^ (1 << top) ^ (1 << second)] >> 8) & 0xF00
        return _PAIR | (top + 1) << 16 | (TOP5[m1 ^ (1 << top)] >> 4) & 0xFFF0
    return _HIGH | TOP5[m1]


def _score_made(h: int, suits: tuple[int, ...], at_least: tuple[int, ...]) -> int:
    """A natural hand of three of a kind or better: a rank held three times, five cards of a suit
    or a straight."""
    _, m1, m2, m3, m4 = at_least
    flush = 0
    if h & FLUSH_BITS:
        for suit in suits:
            if suit.bit_count() >= 5:
                top = STRAIGHT_TOP_NATURAL[suit]
                if top:
                    return _SF | top << 16
                flush = max(flush, TOP5[suit])
    if m4:
        top = m4.bit_length() - 1
        return _QUADS | (top + 1) << 16 | (TOP5[m1 ^ (1 << top)] >> 4) & 0xF000
    if m3:
        top = m3.bit_length() - 1
        pairs = m2 ^ (1 << top)
        if pairs:
            return _FULL | (top + 1) << 16 | (TOP5[pairs] >> 4) & 0xF000
    if flush:
        return _FLUSH | flush
    top_straight = STRAIGHT_TOP_NATURAL[m1]
    if top_straight:
        return _STRAIGHT | top_straight << 16
    return _TRIPS | (top + 1) << 16 | (TOP5[m1 ^ (1 << top)] >> 4) & 0xFF00  # m3: top is its rank


def _score_with_wilds(h: int, suits: tuple[int, ...], at_least: tuple[int, ...], w: int) -> int:
    if w >= 5:
        return _FIVE_ACES
    m1, m2 = at_least[1], at_least[2]
    five = at_least[5 - w]
    if five:
        return _FIVE | five.bit_length() << 16
    # From here a rank's count plus w is at most 4, so w <= 3 (five or more cards).
    # A suit's straight with w ranks missing needs 5 - w of its cards: the wilds make it a flush.
    straights = STRAIGHT_TOP[w]
    s0, s1, s2, s3 = suits
    top = max(straights[s0], straights[s1], straights[s2], straights[s3])
    if top:
        return _SF | top << 16
    quads = at_least[4 - w]
    if quads:
        top = quads.bit_length() - 1
        return _QUADS | (top + 1) << 16 | (TOP5[m1 & ~(1 << top)] >> 4) & 0xF000
    # Now w <= 2 and no rank is held twice when w == 2. One wild makes a full house only from
    # two natural pairs (the higher becomes the triple); two wilds never do.
    if w == 1 and m2.bit_count() >= 2:
        return _FULL | TOP5[m2] & 0xFF000
    if (h + w * SUIT_COUNT_ONES) & FLUSH_BITS:  # a suit that the wilds bring to five cards
        return _FLUSH | _flush(suits, w)
    top_straight = straights[m1]
    if top_straight:
        return _STRAIGHT | top_straight << 16
    trips = at_least[3 - w]
    if trips:
        top = trips.bit_length() - 1
        return _TRIPS | (top + 1) << 16 | (TOP5[m1 & ~(1 << top)] >> 4) & 0xFF00
    # One wild, no natural pair: it pairs the highest natural card.
    top = m1.bit_length() - 1
    return _PAIR | (top + 1) << 16 | (TOP5[m1 ^ (1 << top)] >> 4) & 0xFFF0


def _flush(suits: tuple[int, ...], w: int) -> int:
    """The best flush `w` wilds make (the TOP5 of its ranks), for a hand that has one."""
    flush = 0
    for suit in suits:
        if suit.bit_count() + w >= 5:
            flush = max(flush, TOP5[_fill(suit, w)])
    return flush


_NO_SUITS = (0, 0, 0, 0)


def score_ranks(h: int) -> int:
    """The score of five or more cards (a bit-sum) by their ranks alone: the best value that is
    neither a flush nor a straight flush. For a hand without five cards of a suit, wilds counted,
    that is its score; otherwise its score is the best of this and `score_suited` of each suit."""
    w = (h & _WILD_MASK).bit_count()
    if not w:  # a natural hand looks for a flush only where a suit's counter shows five cards
        return score_five_plus(h & ~FLUSH_BITS)
    # with no suit to fill and 0 for the bit-sum, the wild scorer finds no flush of either kind
    return _score_with_wilds(0, _NO_SUITS, _masks(h)[1], w)


def score_suited(suit: int, w: int) -> int:
    """The best straight flush or flush that the ranks of one suit (a mask) and `w` wilds make
    (w at most 4; from 5 wilds on the hand is five aces anyway), 0 if fewer than five cards."""
    if suit.bit_count() + w < 5:
        return 0
    top = STRAIGHT_TOP[w][suit]
    return _SF | top << 16 if top else _FLUSH | TOP5[_fill(suit, w)]


def score_short(h: int) -> int:
    """Showing score of one to four face-up cards (docs/rules.md#the-showing-value-face-up-cards-only): rank groups only, wilds join the best group."""
    _, at_least = _masks(h)
    m1, m2 = at_least[1], at_least[2]
    w = (h & _WILD_MASK).bit_count()
    # With at most four cards every wild goes into the one biggest group; nothing is left over.
    for size, category in ((4, _QUADS), (3, _TRIPS), (2, _PAIR)):
        group = at_least[max(0, size - w)]
        if group:
            top = group.bit_length() - 1
            rest = m1 & ~(1 << top)
            if category == _PAIR and w == 0 and m2 & rest:
                second = (m2 & rest).bit_length() - 1
                return _TWO_PAIR | (top + 1) << 16 | (second + 1) << 12
            return category | (top + 1) << 16 | (TOP5[rest] >> 4)
    if w:  # a lone wild is an ace
        return _HIGH | 13 << 16
    return _HIGH | TOP5[m1]
