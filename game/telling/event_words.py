"""What happened, in words: one wording of the engine's events for the table's log, the party TV's
log and the phones' log, so a move reads the same wherever it is seen ('Ann raises to 2').

`event_words` gives the words after the seat's name, in the third person; `event_line` puts the
name in front. The table's own seat is spoken to in the second person by game.felt.director.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.actions import SpecialDecision
from engine.cards import SUIT_SYMBOLS, Card
from engine.events import ActionTaken, Deal, Decline, Event, Pay
from engine.money import mixed
from game.telling import special_words

VERBS = {
    "check": "checks",
    "bet": "bets",
    "call": "calls",
    "raise": "raises to",
    "fold": "folds",
    "bring_in": "brings in",
    "complete": "completes to",
}
DECK_SHORT = "The deck is short: one card for everyone"
KEEP = "\N{NO-BREAK SPACE}"  # a line is never broken there: "hand 2 of 8" stays whole on a screen


def rank_words(rank: str) -> str:
    """A rank as the cards print it: "10" for the ten, which the engine writes T."""
    return "10" if rank == "T" else rank


def card_words(card: Card) -> str:
    """A card as the cards print it, with its suit symbol: "10♥", "A♠"."""
    return rank_words(card.rank) + SUIT_SYMBOLS[card.suit]


def _action(event: ActionTaken) -> str:
    verb = VERBS.get(event.action, event.action)
    if event.action in ("raise", "complete"):
        return f"{verb} {mixed(event.level)}"
    return f"{verb} {mixed(event.amount)}" if event.amount else verb


def _deal(event: Deal) -> str | None:
    return "earns a bonus card" if event.why == "bonus" else None


def _pay(event: Pay) -> str:
    return f"pays {mixed(event.amount)} for {special_words.paid_for(event.why)}"


def _decline(event: Decline) -> str:
    if isinstance(event.why, SpecialDecision):
        return f"declines {special_words.declined(event.why)}"
    return "declines the bonus"  # "reveal": a hidden four kept, read from an earlier version's history


_WORDS: dict[str, Callable[..., str | None]] = {
    "game": lambda e, pots: f"calls {e.rules.name}",  # dealer's choice (a game in turn has no speaker)
    "hand_start": lambda e, pots: f"deals hand{KEEP}{e.hand}{KEEP}of{KEEP}{pots}",
    "deal": lambda e, pots: _deal(e),
    "turn": lambda e, pots: f"turns {card_words(e.card)}",
    "reveal": lambda e, pots: f"shows a hidden {card_words(e.card)}",
    "pay": lambda e, pots: _pay(e),
    "decline": lambda e, pots: _decline(e),
    "round_start": lambda e, pots: f"starts betting round {e.round}",  # "opens" was poker jargon
    "action": lambda e, pots: _action(e),
    "out": lambda e, pots: "is out",
    "showdown": lambda e, pots: f"shows {e.description or e.category}",
    "award": lambda e, pots: f"wins {mixed(e.amount)}",
}


def event_words(event: Event, pots: int = 0) -> str | None:
    """The words after the seat's name ('raises to 2'); None for an event that is not said.
    `pots`: the session's number of pots, for 'deals hand 2 of 8'."""
    words = _WORDS.get(event.type)
    return None if words is None else words(event, pots)


def speaker(event: Event) -> int | None:
    """The seat an event's words are about (the dealer of a new hand, the opener of a round)."""
    for field in ("seat", "dealer", "opener", "chooser"):
        seat = getattr(event, field, None)
        if isinstance(seat, int):
            return seat
    return None


def event_line(event: Event, names: list[str], pots: int = 0) -> str | None:
    """The event in words with its seat's name in front ('Ann raises to 2'); None when not said."""
    if event.type == "deal" and getattr(event, "seat", 0) is None:
        return DECK_SHORT  # a community card, when the stock runs short
    words = event_words(event, pots)
    seat = speaker(event)
    if words is None or seat is None:
        return None
    return f"{names[seat]} {words}"
