"""Why one hand value beats another, in one plain line the whole room can read.

`why_wins(winner, loser, ...)` compares two `engine.hands.HandValue`s the way the showdown does
(docs/rules.md, hand values): the category first, then the ranks in the order the category compares them (the
group ranks, then the kickers, where any kicker beats a missing card). Between equal values it
says what the rules decide: a split by default, the natural hand with `natural_beats_wild`, and
in No Peek (`tie_keeps_lead`) the hand that was showing first, because a tie does not beat.

The reason is worked out from the values' scores (the same ints the engine orders by), so the
line can never contradict the result.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.cards import RANK_NAMES, RANK_PLURALS, RANKS
from engine.hand_value import HandValue, royal

Kind = Literal["category", "rank", "kicker", "natural", "lead", "split"]

# per category: what each compared rank is, in order ("group" ranks are said in the plural)
_PARTS: dict[str, tuple[str, ...]] = {
    "five_of_a_kind": ("group",),
    "straight_flush": ("top",),
    "four_of_a_kind": ("group", "kicker"),
    "full_house": ("group", "group"),
    "flush": ("card", "card", "card", "card", "card"),
    "straight": ("top",),
    "three_of_a_kind": ("group", "kicker", "kicker"),
    "two_pair": ("group", "group", "kicker"),
    "pair": ("group", "kicker", "kicker", "kicker"),
    "high_card": ("card", "card", "card", "card", "card"),
}
_ARTICLE_CATEGORIES = {  # "a full house beats a flush"
    "five_of_a_kind": "five of a kind",
    "straight_flush": "a straight flush",
    "four_of_a_kind": "four of a kind",
    "full_house": "a full house",
    "flush": "a flush",
    "straight": "a straight",
    "three_of_a_kind": "three of a kind",
    "two_pair": "two pair",
    "pair": "a pair",
    "high_card": "a high card",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def with_article(value: HandValue) -> str:
    """The value's category in words with its article; an ace-high straight flush is "a royal
    flush", as its description says (engine.hand_value.royal decides both)."""
    if royal(value.category, ranks_of(value)[0] or 0):
        return "a royal flush"
    return _ARTICLE_CATEGORIES[value.category]


@dataclass(frozen=True)
class Why:
    """`kind`: what decided (the category, a group rank, a kicker, the naturals rule, No Peek's
    lead, or nothing: a split); `line`: the sentence, starting with a capital; `short`: the same
    reason in a few words for a banner ("Kicker: jack beats ten")."""

    kind: Kind
    line: str
    short: str = ""

    def __post_init__(self) -> None:
        if not self.short:  # a line short enough already says it for a banner
            object.__setattr__(self, "short", self.line)


def ranks_of(value: HandValue) -> list[int | None]:
    """The compared ranks of a value in order (rank indexes into RANKS; None where a short showing
    hand has no card)."""
    nibbles = [value.score >> shift & 0xF for shift in (16, 12, 8, 4, 0)]
    return [nibble - 1 if nibble else None for nibble in nibbles]


def _sentence(words: str) -> str:
    return words[0].upper() + words[1:]


def _name(rank: int) -> str:
    return RANK_NAMES[RANKS[rank]]


def why_wins(
    winner: HandValue,
    loser: HandValue,
    *,
    natural_beats_wild: bool = False,
    tie_keeps_lead: bool = False,
) -> Why:
    """Why `winner` takes the pot from `loser`; ValueError when, under these rules, it does not."""
    if winner < loser:
        raise ValueError(f"{winner.description} does not beat {loser.description}")
    if winner == loser:
        return _tie(winner, loser, natural_beats_wild, tie_keeps_lead)
    category = winner.category
    if category != loser.category:
        return Why(
            "category",
            _sentence(f"{with_article(winner)} beats {with_article(loser)}"),
        )
    mine, theirs = ranks_of(winner), ranks_of(loser)
    position = next(i for i, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b)
    part = _PARTS[category][position] if position < len(_PARTS[category]) else "kicker"
    high, low = mine[position], theirs[position]
    assert high is not None  # the better value has a card wherever the two differ
    if part == "top":  # a straight flush is said as one (a host play-test's PERFECT GAME! read "straight")
        kind = "straight flush" if category == "straight_flush" else "straight"
        return Why(
            "rank",
            _sentence(f"the higher {kind}: to the {_name(high)}, not the {_name(low or 0)}"),
            f"Higher {kind}: {_name(high)} beats {_name(low or 0)}",
        )
    if part == "group":
        same = "" if position == 0 else f"same {RANK_PLURALS[RANKS[mine[0] or 0]]}; "
        return Why(
            "rank", _sentence(f"{same}{RANK_PLURALS[RANKS[high]]} beat {RANK_PLURALS[RANKS[low or 0]]}")
        )
    lead = (
        "the kicker"
        if part == "kicker"
        else "the top card"
        if position == 0
        else f"the {_ORDINALS[position]} card"
    )
    short = _sentence(f"{lead.removeprefix('the ')}: {_name(high)} beats ") + (
        "no card" if low is None else _name(low)
    )
    if low is None:
        return Why("kicker", _sentence(f"{lead} decides: a {_name(high)} beats no card"), short)
    return Why(
        "kicker",
        _sentence(f"{lead} decides: {_with_article(_name(high))} beats {_with_article(_name(low))}"),
        short,
    )


def unnamed_ranks(value: HandValue) -> list[str]:
    """The ranks a value compares that its description does not name, in order: a pair's kickers
    ("Pair of aces" with J 8 7), a high card's or a flush's cards after the top one. Empty for a
    hand whose words say it all (a straight, a full house)."""
    parts = _PARTS[value.category]
    ranks = ranks_of(value)
    named = sum(1 for part in parts if part in ("group", "top")) or 1  # "Ace high" names its top card
    return [RANKS[rank] for rank in ranks[named:] if rank is not None]


def _with_article(name: str) -> str:
    return ("an " if name[0] in "aeiou" else "a ") + name


def _tie(winner: HandValue, loser: HandValue, natural_beats_wild: bool, tie_keeps_lead: bool) -> Why:
    if natural_beats_wild and winner.needs_wild != loser.needs_wild:
        if winner.needs_wild:
            raise ValueError(f"a hand with wilds does not beat an equal natural {loser.description}")
        return Why("natural", "Equal hands: the natural one beats the one with wilds", "Natural beats wild")
    if tie_keeps_lead:
        return Why(
            "lead", "A tie does not beat: the hand showing first keeps the lead", "A tie does not beat"
        )
    return Why("split", "Equal hands split the pot")
