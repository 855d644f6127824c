"""What a hand is worth, as the engine publishes it: the `HandValue` of a showdown, a seat's
showing hand or its best so far, and the names of the `CATEGORIES`, weakest first.

These are values only: working one out from cards is engine.hands's (`best_hand`, `showing_hand`,
`hand_value`), which only the engine calls. The game shows the values the engine publishes (a
seat's view, `Showdown.value`, engine.outcome) and imports them from here, never engine.hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import total_ordering

from engine.cards import RANKS, Card

CATEGORIES = (
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "five_of_a_kind",
)


ACE = RANKS.index("A")  # the ace's rank index


def royal(category: str, top: int) -> bool:
    """Whether a hand of `category` whose top rank index is `top` is a royal flush: an ace-high
    straight flush, said "Royal flush" (engine.hands) and "a royal flush" (engine.explain), its
    category still straight_flush. Decided here only (a play-test read "Royal flush" over "A
    straight flush beats a pair")."""
    return category == "straight_flush" and top == ACE


@total_ordering
@dataclass(frozen=True, eq=False)
class HandValue:
    """A hand's value. Compares (and hashes) by `score` only: equal values tie, whatever the cards."""

    score: int
    category: str
    used: tuple[tuple[Card, str | None], ...]
    description: str
    needs_wild: bool

    def __eq__(self, other: object) -> bool:
        return self.score == other.score if isinstance(other, HandValue) else NotImplemented

    def __lt__(self, other: HandValue) -> bool:
        return self.score < other.score if isinstance(other, HandValue) else NotImplemented

    def __hash__(self) -> int:
        return hash(self.score)

    def __str__(self) -> str:
        return self.description

    @classmethod
    def made(
        cls,
        score: int,
        category: str,
        used: tuple[tuple[Card, str | None], ...],
        description: str,
        needs_wild: bool,
    ) -> HandValue:
        """The same value as `HandValue(...)`, for engine.hands, which makes one for every hand it
        values: a frozen dataclass's __init__ sets each field through object.__setattr__, a sixth of
        the time `best_hand` takes; this fills the new value's fields in one step."""
        value = object.__new__(cls)
        value.__dict__.update(
            score=score, category=category, used=used, description=description, needs_wild=needs_wild
        )
        return value

    def key(self, natural_beats_wild: bool = False) -> tuple[int, bool]:
        """Sort key for a showdown: with natural_beats_wild, an equal value without wilds wins."""
        return self.score, natural_beats_wild and not self.needs_wild

    def used_text(self) -> str:
        """The cards used as people read them: '8s 8h 8c 8d 3c(8)'."""
        return " ".join(f"{card}({stands})" if stands else str(card) for card, stands in self.used)
