"""Hand values with wild cards: the showdown value and the showing value
(docs/rules.md#hand-values-at-the-showdown, docs/rules.md#the-showing-value-face-up-cards-only).

Two ways in, same order:
- `hand_score` / `showing_score` return a plain int (larger is better), fast enough for bots
  and simulations that score hundreds of thousands of hands;
- `best_hand` / `showing_hand` return a `HandValue` for people and the hand history: the
  category, the cards used (with what each wild stands for), a description and `needs_wild`.
  The value and the category names are engine.hand_value's (the game takes them from there);
  they are named here too for the engine's callers.

Showing values of different sizes share one scale: category first (showdown order; a hand of
fewer than five cards can only be four of a kind, three of a kind, two pair, pair or high
card), then the group ranks, then kickers high to low, where any kicker beats a missing one.
So K-K-7-2 > K-K-7 > K-K-5-2, and a five-card pair of kings with kickers 7-2-x beats K-K-7-2.

`needs_wild` is True when the value cannot be made from the natural cards (those not of a wild
rank) alone; a wild-rank card never counts as natural, even standing for its own rank.
Pass `wild_ranks` as a frozenset or str (such as `Rules.wild_ranks`) for the fastest path.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence

from engine.cards import ALL_CARDS, RANK_NAMES, RANK_PLURALS, RANKS, SUITS, Card
from engine.hand_score import score_five_plus, score_short
from engine.hand_tables import (
    CARD_BITS,
    CATEGORY_SHIFT,
    FLUSH,
    STRAIGHT,
    STRAIGHT_FLUSH,
    SUIT_COUNTS_START,
    card_bits,
    rank_mask,
)
from engine.hand_value import CATEGORIES, HandValue, royal

__all__ = [
    "CATEGORIES",
    "HandValue",
    "best_hand",
    "hand_score",
    "hand_value",
    "score_category",
    "showing_hand",
    "showing_score",
]

WildRanks = Collection[str]  # such as {"3", "9"}, a frozenset or a string of rank characters

_TABLES: dict[object, dict[int, int]] = {}
_GETTERS: dict[object, Callable[[int], int]] = {}  # each table's __getitem__, by the same keys
_WILD_CARDS: dict[object, Callable[[int], bool]] = {}  # whether a card (0-51) is wild, by the same keys


def _bits_table(wild_ranks: WildRanks) -> dict[int, int]:
    """The per-card bit table for these wild ranks, cached by the (hashable) wild_ranks given."""
    try:
        return _TABLES[wild_ranks]
    except (KeyError, TypeError):
        pass
    try:
        key: object = frozenset(wild_ranks) if not isinstance(wild_ranks, str) else wild_ranks
    except TypeError:
        raise ValueError(
            f"wild_ranks must be a collection of ranks such as {{'3', '9'}}, got {wild_ranks!r}"
        ) from None
    table = _TABLES.get(key)
    if table is None:
        table = card_bits(rank_mask(wild_ranks))
        _TABLES[key] = table
    _GETTERS[key] = table.__getitem__
    _WILD_CARDS[key] = _wild_cards(wild_ranks)
    if getattr(wild_ranks, "__hash__", None) is not None:
        _TABLES[wild_ranks] = table
        _GETTERS[wild_ranks] = table.__getitem__
        _WILD_CARDS[wild_ranks] = _WILD_CARDS[key]
    return table


def _wild_cards(wild_ranks: WildRanks) -> Callable[[int], bool]:
    """Whether each card (0-51) is of a wild rank, cached with the bit tables (_bits_table)."""
    try:
        return _WILD_CARDS[wild_ranks]
    except (KeyError, TypeError):
        mask = rank_mask(wild_ranks)
        return tuple(bool(mask >> (card >> 2) & 1) for card in range(52)).__getitem__


def _bad_cards(cards: Sequence[Card], least: int, what: str) -> ValueError:
    """The clearest message for cards the fast path rejected."""
    if not hasattr(cards, "__len__") or isinstance(cards, str):
        return ValueError(f"{what} needs a sequence of cards (a list or tuple), got {cards!r}")
    for card in cards:
        if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < 52:
            return ValueError(f"{what}: {card!r} is not a card (use engine.cards.parse_cards)")
    seen = set()
    for card in cards:
        if card in seen:
            return ValueError(f"{what}: {ALL_CARDS[card]} appears twice")
        seen.add(card)
    return ValueError(f"{what} needs at least {least} card{'s' if least > 1 else ''}, got {len(cards)}")


def _hand_bits(cards: Sequence[Card], wild_ranks: WildRanks, least: int, what: str) -> int:
    table = _bits_table(wild_ranks)
    try:
        count = len(cards)
        h = sum(map(table.__getitem__, cards), SUIT_COUNTS_START)
    except (KeyError, TypeError):
        raise _bad_cards(cards, least, what) from None
    if count < least or (h & CARD_BITS).bit_count() != count:
        raise _bad_cards(cards, least, what)
    return h


def hand_score(cards: Sequence[Card], wild_ranks: WildRanks) -> int:
    """The showdown value of five or more cards as an int (larger is better; same order as best_hand)."""
    # _hand_bits, written out for wild ranks already seen and good cards; anything else takes
    # _hand_bits, which caches the wild ranks or says what is wrong with the cards.
    try:
        h = sum(map(_GETTERS[wild_ranks], cards), SUIT_COUNTS_START)
        count = len(cards)
    except (KeyError, TypeError):
        h = _hand_bits(cards, wild_ranks, 5, "a showdown hand")
    else:
        if count < 5 or (h & CARD_BITS).bit_count() != count:
            raise _bad_cards(cards, 5, "a showdown hand")
    return score_five_plus(h)


def showing_score(cards: Sequence[Card], wild_ranks: WildRanks) -> int:
    """The showing value of one or more face-up cards as an int (same order as showing_hand)."""
    try:
        h = sum(map(_GETTERS[wild_ranks], cards), SUIT_COUNTS_START)
        count = len(cards)
    except (KeyError, TypeError):
        h = _hand_bits(cards, wild_ranks, 1, "a showing hand")
        count = len(cards)
    else:
        if count < 1 or (h & CARD_BITS).bit_count() != count:
            raise _bad_cards(cards, 1, "a showing hand")
    return score_five_plus(h) if count >= 5 else score_short(h)


def score_category(score: int) -> str:
    """The category name of a score from hand_score or showing_score."""
    return CATEGORIES[score >> CATEGORY_SHIFT]


def best_hand(cards: Iterable[Card], wild_ranks: WildRanks) -> HandValue:
    """The best five of five or more cards (docs/rules.md#hand-values-at-the-showdown)."""
    cards = _as_list(cards)
    return _value(hand_score(cards, wild_ranks), cards, wild_ranks, 5)


def showing_hand(cards: Iterable[Card], wild_ranks: WildRanks) -> HandValue:
    """The showing value of one or more face-up cards (docs/rules.md#the-showing-value-face-up-cards-only)."""
    cards = _as_list(cards)
    return _value(showing_score(cards, wild_ranks), cards, wild_ranks, 1)


def hand_value(cards: Iterable[Card], wild_ranks: WildRanks) -> HandValue:
    """What a seat's cards are worth so far, the way the showdown values them: the best five of five
    or more cards, else the showing value of fewer, on the same scale. That is the showing value
    itself (docs/rules.md: five or more face-up cards are valued as a showdown hand), so this is
    showing_hand under the name the showdown, the views and the events call it by."""
    return showing_hand(cards, wild_ranks)


def _as_list(cards: Iterable[Card]) -> list[Card]:
    try:
        return list(cards)
    except TypeError:
        raise ValueError(f"expected a sequence of cards, got {cards!r}") from None


def _value(score: int, cards: list[Card], wild_ranks: WildRanks, least: int) -> HandValue:
    """The value object for a score of `least` or more valid cards: which cards make it, how to say
    it, whether it needs a wild."""
    is_wild = _wild_cards(wild_ranks)
    wilds = [ALL_CARDS[card] for card in cards if is_wild(card)]  # each as the deck's Card
    naturals = [ALL_CARDS[card] for card in cards if not is_wild(card)]
    category = score >> CATEGORY_SHIFT
    # the ranks of the score's nibbles, most significant first, a nibble of 0 (no card) left out
    ranks = (
        _NIBBLE_PAIR_RANKS[score >> 12 & 0xFF]
        + _NIBBLE_PAIR_RANKS[score >> 4 & 0xFF]
        + _NIBBLE_RANKS[score & 0xF]
    )
    needs_wild = _needs_wild(score, naturals, wilds, least)
    used = _used_cards(category, ranks, naturals, wilds)  # takes the wilds it uses from the list
    return HandValue.made(score, CATEGORIES[category], used, _describe(category, ranks), needs_wild)


def _needs_wild(score: int, naturals: list[Card], wilds: list[Card], least: int) -> bool:
    """Whether the natural cards alone fall short of `score` (as the same scorer values them: the
    showdown's from five, the showing value's from one)."""
    if not wilds:
        return False
    if len(naturals) < least:
        return True
    h = sum(map(_NATURAL_BITS, naturals), SUIT_COUNTS_START)
    return (score_five_plus(h) if len(naturals) >= 5 else score_short(h)) != score


_GROUP_SIZES = {  # per category: how many cards each listed rank contributes, in order
    "five_of_a_kind": (5,),
    "four_of_a_kind": (4, 1),
    "full_house": (3, 2),
    "three_of_a_kind": (3, 1, 1),
    "two_pair": (2, 2, 1),
    "pair": (2, 1, 1, 1),
    "high_card": (1, 1, 1, 1, 1),
}


_SIZES = tuple(_GROUP_SIZES.get(name, ()) for name in CATEGORIES)  # _GROUP_SIZES by category number


def _straight_ranks(top: int) -> list[int]:
    return [top - i for i in range(4)] + [top - 4 if top >= 4 else RANKS.index("A")]


def _used_cards(
    category: int, ranks: tuple[int, ...], naturals: list[Card], wilds: list[Card]
) -> tuple[tuple[Card, str | None], ...]:
    """Cards realizing the value, each wild with what it stands for (a card for flushes, else a rank);
    the wilds used are taken off the end of `wilds`."""
    used: list[tuple[Card, str | None]] = []
    if category in (FLUSH, STRAIGHT_FLUSH):
        wanted = _straight_ranks(ranks[0]) if category == STRAIGHT_FLUSH else ranks
        held = set(naturals)
        for suit in range(len(SUITS)):
            cards = [ALL_CARDS[rank * 4 + suit] for rank in wanted]  # Card.of(RANKS[rank], SUITS[suit])
            if sum(card not in held for card in cards) <= len(wilds):
                break
        for card in cards:
            used.append((card, None) if card in held else (wilds.pop(), str(card)))
        return tuple(used)
    if category == STRAIGHT:
        groups = zip(_straight_ranks(ranks[0]), (1, 1, 1, 1, 1), strict=True)
    else:
        groups = zip(ranks, _SIZES[category], strict=False)  # a short hand has fewer ranks
    bits = sum(map(_CARD_BIT, naturals))  # bit 4 * rank + suit: a rank's suits held are a nibble
    for rank, size in groups:
        mine = _HELD[rank][bits >> 4 * rank & 0xF][:size]
        used += mine
        if len(mine) < size:
            used += [(wilds.pop(), RANKS[rank]) for _ in range(size - len(mine))]
    return tuple(used)


_NIBBLE_RANKS = tuple((nibble - 1,) if nibble else () for nibble in range(16))
_NIBBLE_PAIR_RANKS = tuple(_NIBBLE_RANKS[pair >> 4] + _NIBBLE_RANKS[pair & 0xF] for pair in range(256))
_CARD_BIT = tuple(1 << card for card in range(52)).__getitem__
# _HELD[rank][suits held, a nibble]: those cards of the rank, highest suit first (the order a group
# uses natural cards in), each as a used card standing for itself
_HELD = tuple(
    tuple(
        tuple((ALL_CARDS[rank * 4 + suit], None) for suit in reversed(range(4)) if suits >> suit & 1)
        for suits in range(16)
    )
    for rank in range(13)
)
_NATURAL_BITS = card_bits(0).__getitem__


_DESCRIPTIONS = {  # {name}/{plural}: of the first listed rank; {plural2}: of the second
    "five_of_a_kind": "Five {plural}",
    "straight_flush": "Straight flush to the {name}",
    "four_of_a_kind": "Four {plural}",
    "full_house": "Full house, {plural} over {plural2}",
    "flush": "Flush, {name} high",
    "straight": "Straight to the {name}",
    "three_of_a_kind": "Three {plural}",
    "two_pair": "Two pair, {plural} and {plural2}",
    "pair": "Pair of {plural}",
    "high_card": "{Name} high",
}


def _describe(category: int, ranks: tuple[int, ...]) -> str:
    key = (category, ranks[0], ranks[1] if len(ranks) > 1 else ranks[0])
    words = _SAID.get(key)
    if words is None:
        words = _SAID[key] = _words(*key)
    return words


_SAID: dict[tuple[int, int, int], str] = {}  # _describe's answers: a few hundred at most


def _words(category: int, first_rank: int, second_rank: int) -> str:
    first, second = RANKS[first_rank], RANKS[second_rank]
    if royal(CATEGORIES[category], first_rank):
        return "Royal flush"
    return _DESCRIPTIONS[CATEGORIES[category]].format(
        name=RANK_NAMES[first],
        Name=RANK_NAMES[first].capitalize(),
        plural=RANK_PLURALS[first],
        plural2=RANK_PLURALS[second],
    )
