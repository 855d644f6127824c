"""What happened, in words: one wording of the engine's events for the table's log, the party TV's
log and the phones' log, so a move reads the same wherever it is seen ('Ann raises by 1 to 2').
Amounts are what a move puts in ('bets 1', 'calls 2'), a raise says by how much and to what
('raises by 2 to 4': a play-test read 'raises to 4' beside 'calls 2' as mixing totals and amounts,
a newcomer's read 'You raise 1 to 3' twice, by 1 or to 3?), a completion the bet it reaches
('completes to 1').

`event_words` gives the words after the seat's name, in the third person; `event_line` puts the
name in front. The table's own seat is spoken to in the second person by game.felt.director.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from engine.actions import SpecialDecision
from engine.cards import SUIT_SYMBOLS, Card
from engine.events import ActionTaken, Deal, Decline, Event, HandStart, Pay, RoundStart
from engine.money import mixed
from engine.rules import Rules
from game.telling import special_words
from game.telling.hand_forms import in_sentence

VERBS = {
    "check": "checks",
    "bet": "bets",
    "call": "calls",
    "raise": "raises",
    "fold": "folds",
    "bring_in": "brings in",
    "complete": "completes to",
}
DECK_SHORT = "The deck is short: one card for everyone"
# why a computer player folds in No Peek: nobody knows their pile, so a fold is the price against
# the chance (a play-test: the leader folding to a raise looked like a bug)
PRICED_OUT = "price too high"
KEEP = "\N{NO-BREAK SPACE}"  # a line is never broken there: "hand 2 of 8" stays whole on a screen


def rank_words(rank: str) -> str:
    """A rank as the cards print it: "10" for the ten, which the engine writes T."""
    return "10" if rank == "T" else rank


def card_words(card: Card) -> str:
    """A card as the cards print it, with its suit symbol: "10♥", "A♠"."""
    return rank_words(card.rank) + SUIT_SYMBOLS[card.suit]


def _action(event: ActionTaken, rules: Rules | None = None) -> str:
    verb = VERBS.get(event.action, event.action)
    if event.action == "raise":  # every raise is the rules' raise (limit betting): by it, to the level
        by = f"by {mixed(rules.betting.raise_)} " if rules is not None else ""
        return f"{verb} {by}to {mixed(event.level)}"
    if event.action == "complete":
        return f"{verb} {mixed(event.level)}"
    return f"{verb} {mixed(event.amount)}" if event.amount else verb


UNDER_PILE = "under the pile"


def bonus_place(rules: Rules | None, face: str) -> str:
    """Where a four's bonus card goes: UNDER_PILE, a No Peek pile's (Midnight Baseball's, turned
    last), else face up or face down."""
    return UNDER_PILE if face == "down" and rules is not None and rules.flow == "no_peek" else f"face {face}"


def _deal(event: Deal, rules: Rules | None) -> str | None:
    """A four's bonus card, where it went and what earned it ("earns +1 card under the pile for the
    4"): a newcomer's play-test learned Midnight's rule only from the orange + on a pile, the log's
    "earns a bonus card" saying neither. Its place comes before its reason, so the log's fewer
    words keep it ("You: +1 card under the pile"): a newcomer's real Midnight pot, its log one line
    high beside TURN TILL YOU LEAD, said where the card went nowhere ("You earn +1 card...")."""
    return f"earns +1 card {bonus_place(rules, event.face)} for the 4" if event.why == "bonus" else None


def _pay(event: Pay) -> str:
    return f"pays {mixed(event.amount)} for {special_words.paid_for(event.why)}"


def _decline(event: Decline) -> str:
    if isinstance(event.why, SpecialDecision):
        return f"declines {special_words.declined(event.why)}"
    return "declines the bonus"  # "reveal": a hidden four kept, read from an earlier version's history


# No Peek: what a seat out of the pot (every card turned, never beating the row) is marked on the
# TV's seat plate and a phone's list of players, one word wherever it is said, the log's too ("Casey
# is beaten"): a newcomer read a bare "OUT" beside a seat's "Full house" and could not tell why, and
# a later one read "OUT" at one seat beside "BEATEN" at another for the same thing
OUT_STATUS = "BEATEN"


_WORDS: dict[str, Callable[..., str | None]] = {
    "game": lambda e, pots: f"picks {e.rules.name}",  # dealer's choice (a game in turn has no speaker)
    "turn": lambda e, pots: f"turns {card_words(e.card)}",
    "reveal": lambda e, pots: f"shows a hidden {card_words(e.card)}",
    "pay": lambda e, pots: _pay(e),
    "decline": lambda e, pots: _decline(e),
    # (with no rules to name it by: a stud's round 3 is its 5th street, so no number is said)
    "round_start": lambda e, pots: "starts a betting round",
    "out": lambda e, pots: "is beaten: every card turned",
    "showdown": lambda e, pots: f"shows {in_sentence(e.description or e.category)}",
    "award": lambda e, pots: f"wins {mixed(e.amount)}",
}


def ordinal(number: int) -> str:
    """ "3rd", "4th", "21st"."""
    last = "th" if number % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{last}"


def round_name(event: RoundStart, rules: Rules) -> str:
    """The betting round a line opens: stud's by its street, named by the cards each player then
    holds ("4th street"), No Peek's as what it is, "the betting" (its number counted every lead: a
    Hold'em newcomer's play-test read "You open round 12" as meaning nothing)."""
    if rules.flow == "stud":
        return f"{ordinal(sum(len(street) for street in rules.streets[: event.round]))} street"
    return "the betting"


def brought_in(event: RoundStart, rules: Rules) -> bool:
    """The round `event` opens is a bring-in game's first: its lowest upcard brings it in."""
    return rules.flow == "stud" and event.round == 1 and rules.betting.first_round == "bring_in"


def opener_words(event: RoundStart, rules: Rules, decider: str = "") -> str:
    """Who opens a betting round, which and why (a play-test: nothing said who opens, nor why; a
    newcomer's: every street's "Babe opens: best showing" read alike, the log could not tell the
    streets apart): the lowest upcard brings in a bring-in game's first round ("brings in: lowest
    upcard", as the prompt says it), else the best hand showing opens the round ("opens 4th street:
    best showing"; in No Peek, the row that just took the lead). No Peek's first round is opened by
    the first card turned, left of the dealer: a newcomer's play-test read "best showing" there
    with one card on the table. `decider`: No Peek's lead taken from a row named alike, the cards
    that decide ("opens the betting: flush, A-K beats A-Q": game.telling.lead_decider), where "best
    showing" said nothing of why one "Flush, A high" beat another."""
    if rules.flow == "no_peek" and event.round == 1:
        return "opens: left of the dealer"  # (short: the log beside the guide's box is narrow)
    if brought_in(event, rules):
        # its first act is a bring-in, not an open (a newcomer read "You open" under the prompt
        # YOUR LOW CARD BRINGS IT IN, BRING IN 1/2 or COMPLETE offered)
        return "brings in: lowest upcard"
    return f"opens {round_name(event, rules)}: {decider or 'best showing'}"


def event_words(
    event: Event,
    pots: int = 0,
    rules: Rules | None = None,
    bots: Collection[int] = (),
    decider: str = "",
) -> str | None:
    """The words after the seat's name ('raises by 1 to 2'); None for an event that is not said.
    `pots`: the session's number of pots, for 'deals hand 2 of 8' (a dealer's choice too: the
    same word as the table's HAND 2 OF 8, in every game); `rules`: the pot's, for who opens a
    round and why; `bots`: the computer players' seats, whose No Peek folds say why; `decider`:
    what decided a No Peek lead a round opens for (opener_words)."""
    if isinstance(event, RoundStart) and rules is not None:
        return opener_words(event, rules, decider)
    if isinstance(event, HandStart):
        return f"deals hand{KEEP}{event.hand}{KEEP}of{KEEP}{pots}"
    if isinstance(event, ActionTaken):
        said = _action(event, rules)
        no_peek = rules is not None and rules.flow == "no_peek"
        if event.action == "fold" and event.why is None and no_peek and event.seat in bots:
            return f"{said}: {PRICED_OUT}"  # "CPU 2 folds: price too high"
        return said
    if isinstance(event, Deal):
        return _deal(event, rules)
    words = _WORDS.get(event.type)
    return None if words is None else words(event, pots)


def to_you(words: str) -> str:
    """A seat's words said of you: "opens: left of the dealer" -> "open: left of the dealer",
    "is beaten" -> "are beaten" (each verb here drops its s)."""
    verb, _, rest = words.partition(" ")
    stem = verb.rstrip(":")  # "opens:" -> "open:"
    verb = ("are" if stem == "is" else stem[:-1]) + verb[len(stem) :]
    return f"{verb} {rest}".strip()


def speaker(event: Event) -> int | None:
    """The seat an event's words are about (the dealer of a new hand, the opener of a round)."""
    for field in ("seat", "dealer", "opener", "chooser"):
        seat = getattr(event, field, None)
        if isinstance(seat, int):
            return seat
    return None


def event_line(
    event: Event,
    names: list[str],
    pots: int = 0,
    rules: Rules | None = None,
    bots: Collection[int] = (),
    decider: str = "",
) -> str | None:
    """The event in words with its seat's name in front ('Ann raises by 1 to 2'); None when not said."""
    if event.type == "deal" and getattr(event, "seat", 0) is None:
        return DECK_SHORT  # a community card, when the stock runs short
    words = event_words(event, pots, rules, bots, decider)
    seat = speaker(event)
    if words is None or seat is None:
        return None
    return f"{names[seat]} {words}"
