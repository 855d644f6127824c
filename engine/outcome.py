"""How a pot ended, from its events: who won what, each shown hand's comparable value, the best hand
that lost, and the one line saying why the pot went there (engine.explain).

The values are the showdown's own (`Showdown.value`) and the order is the showdown's order
(natural-beats-wild outside No Peek; in No Peek a tie keeps the lead, and when everyone else struck
out the best of what they turned is the hand beaten), so the line always agrees with where the
chips went. Nothing here is written to the history: it is worked out from the events when asked.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from engine.cards import Card
from engine.events import Award, Deal, Event, Out, Showdown, Turn
from engine.explain import why_wins
from engine.hands import HandValue, showing_hand
from engine.rules import Rules


@dataclass(frozen=True)
class Shown:
    """A hand at a pot's end: its showdown event (for a No Peek seat that struck out, one made of
    what it had turned) and its value."""

    event: Showdown
    value: HandValue


@dataclass(frozen=True)
class Outcome:
    winners: tuple[tuple[int, Fraction], ...]  # (seat, amount won), in award order
    uncontested: bool  # everyone else folded: nothing was shown
    winning: tuple[Shown, ...]  # the winners' hands (two or more: a split)
    beaten: Shown | None  # the best hand that lost, None when nobody else showed
    why: str  # why the pot went where it went (the awards' reason in words)


def struck_out(seat: int, cards: list[Card], rules: Rules) -> Shown:
    """What a No Peek seat that struck out had turned, as a showdown of those cards."""
    value = showing_hand(cards, rules.wild_ranks)
    return Shown(Showdown.of(seat, tuple(cards), value), value)


def outcome(events: Iterable[Event], rules: Rules) -> Outcome:
    """The outcome of the pot whose events (from its hand_start on) are given."""
    wild = rules.wild_ranks
    shown: dict[int, Shown] = {}
    winners: list[tuple[int, Fraction]] = []
    uncontested = False
    turned: dict[int, list[Card]] = {}  # No Peek: each seat's face-up cards
    out: list[int] = []  # No Peek: the seats that turned every card without a beat
    for event in events:
        if isinstance(event, Turn) or (
            isinstance(event, Deal) and event.face == "up" and event.seat is not None
        ):
            if event.card is not None and event.seat is not None:
                turned.setdefault(event.seat, []).append(event.card)
        elif isinstance(event, Out):
            out.append(event.seat)
        elif isinstance(event, Showdown):
            shown[event.seat] = Shown(event, event.value(wild))
        elif isinstance(event, Award):
            winners.append((event.seat, event.amount))
            uncontested = uncontested or event.why == "uncontested"
    seats = [seat for seat, _ in winners]
    winning = tuple(shown[seat] for seat in seats if seat in shown)
    no_peek = rules.flow == "no_peek"
    natural = rules.natural_beats_wild and not no_peek  # No Peek compares showing values only
    losers = [hand for seat, hand in shown.items() if seat not in seats]
    if no_peek and not losers and winning:  # the others struck out: the best of what they turned
        top = shown[seats[0]].value
        struck = [struck_out(seat, turned[seat], rules) for seat in out if turned.get(seat)]
        losers = [hand for hand in struck if not top < hand.value]
    beaten = max(losers, key=lambda hand: hand.value.key(natural), default=None)
    if uncontested or not winning:
        why = "Everyone else folded"
    elif len(winning) > 1:
        why = "Equal hands split the pot"
    elif beaten is None:
        why = "Nobody else was left to show a hand"
    elif beaten.event.seat in out:
        lead = why_wins(shown[seats[0]].value, beaten.value, tie_keeps_lead=True)
        why = f"Nobody beat it. {lead.line}"
    else:
        why = why_wins(
            shown[seats[0]].value,
            beaten.value,
            natural_beats_wild=natural,
            tie_keeps_lead=no_peek,
        ).line
    return Outcome(tuple(winners), uncontested, winning, beaten, why)
