"""Cards, their two-character notation, and a deck that shuffles with an injected RNG.

A card is a small int subclass (rank index * 4 + suit index), so it is hashable, compact, sorts
by rank and can be used directly as an index into the hand evaluator's tables.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
RANK_NAMES = {
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "T": "ten",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "A": "ace",
}
RANK_PLURALS = {rank: name + ("es" if name == "six" else "s") for rank, name in RANK_NAMES.items()}

_TOKEN = re.compile(r"^(10|[2-9tjqka])([cdhs])$", re.IGNORECASE)


class CardError(ValueError):
    """A card token that is not a card."""


class Card(int):
    """One of the 52 cards. Create with `Card.parse("As")` or `Card.of("A", "s")`."""

    __slots__ = ()

    @property
    def rank(self) -> str:
        return RANKS[self >> 2]

    @property
    def suit(self) -> str:
        return SUITS[self & 3]

    @property
    def rank_index(self) -> int:
        """0 for a two up to 12 for an ace."""
        return self >> 2

    @property
    def suit_index(self) -> int:
        return self & 3

    @staticmethod
    def of(rank: str, suit: str) -> Card:
        return ALL_CARDS[RANKS.index(rank) * 4 + SUITS.index(suit)]

    @staticmethod
    def parse(token: str) -> Card:
        match = _TOKEN.match(token.strip())
        if not match:
            raise CardError(
                f"{token!r} is not a card: expected a rank from {RANKS} (or 10) "
                f"followed by a suit from {SUITS}, such as 'As' or '10h'"
            )
        rank = match.group(1).upper()
        return Card.of("T" if rank == "10" else rank, match.group(2).lower())

    def pretty(self) -> str:
        """The card with its suit symbol, for people: 'A♠'."""
        return self.rank + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:
        return (Card.parse, (str(self),))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


ALL_CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse 'As Kd 3c' (spaces or commas) or an iterable of tokens into cards."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(token) for token in tokens]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


class Deck:
    """The 52 cards shuffled by the given RNG and cut; `order()` is the stock the table deals from."""

    def __init__(self, rng: random.Random, cards: Iterable[Card] | None = None):
        self._rng = rng
        self._cards: list[Card] = list(ALL_CARDS if cards is None else cards)

    def shuffle(self) -> None:
        self._rng.shuffle(self._cards)

    def cut(self, at: int | None = None) -> int:
        """Move the top `at` cards under the rest; a random cut leaves at least 4 in each half."""
        if at is None:
            at = self._rng.randint(min(4, len(self._cards)), max(0, len(self._cards) - 4))
        if not 0 <= at <= len(self._cards):
            raise ValueError(f"cannot cut {len(self._cards)} cards at {at}")
        self._cards = self._cards[at:] + self._cards[:at]
        return at

    def order(self) -> tuple[Card, ...]:
        """The cards in the order they will come off the stock."""
        return tuple(self._cards)
