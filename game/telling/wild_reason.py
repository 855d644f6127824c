"""Why a lone wild card shows as an ace: a 3 or 9 alone face up is valued as the best card it
can stand for, so the engine calls it "Ace high", and a newcomer's play-test read "Ace high" beside
a lone 9 with no reason. The showing hand says why, "Ace high (9 is wild)", in the seat's words,
yours (SHOWING) and No Peek's target, and in fewer words where a line is short."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from engine.cards import RANK_NAMES, Card
from engine.view import showing_of
from game.telling.event_words import KEEP, rank_words

_FIGURES = {name: rank_words(rank) for rank, name in RANK_NAMES.items()}  # "ace" -> "A"
_REASON = re.compile(r"^(?P<hand>.+) \((?P<rank>\S+)[ \xa0]is[ \xa0]wild\)$", re.IGNORECASE)


def wild_reason(cards: Sequence[Card], wild_ranks: Collection[str]) -> str:
    """' (9 is wild)' when the showing cards are one wild card alone, else ''."""
    if len(cards) == 1 and cards[0].rank in wild_ranks:
        return f" ({rank_words(cards[0].rank)}{KEEP}is{KEEP}wild)"  # one line's words on two
    return ""


def reason_forms(words: str) -> list[str]:
    """A lone wild's showing hand, whole and in the one short form every short place says ("Ace
    high (9 is wild)", "Wild 9 = A", "Ace (wild)": a newcomer's play-test read "Ace high (9 is
    wild)" in one place and "Ace, 3 wild" in another, among five forms, and the next took a moment
    to read "Ace, 9 wild" as the wild 9 counting as an ace: the short form says just that, the ace
    as the cards print it, in the showdown's "=" of a wild's stand-in); [] for words without the
    reason."""
    match = _REASON.match(words)
    if match is None:
        return []
    hand, rank = match["hand"], match["rank"]
    card = hand.split(" ")[0]  # "Ace" of "Ace high"
    lower = words[-2:-1].islower()
    figure = _FIGURES.get(card.lower(), card)
    return [
        words,
        f"{'Wild' if lower else 'WILD'} {rank} = {figure}",
        f"{card} ({'wild' if lower else 'WILD'})",
    ]


def showing_words(cards: Sequence[Card], wild_ranks: Collection[str]) -> str:
    """What face-up `cards` show, the long name the TV's seats and the phones both say (the engine's
    showing value's words and a lone wild's reason: a newcomer's phone said "Ace high" where the
    TV said "Ace high (3 is wild)"); "" for no card."""
    value = showing_of(cards, wild_ranks)
    return "" if value is None else value.description + wild_reason(cards, wild_ranks)
