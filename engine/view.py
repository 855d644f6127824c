"""What one seat may know: a frozen `SeatView` for bots and the UI, and event redaction.

A view holds the seat's own hidden cards (none in No Peek: nobody sees their pile), every upcard,
counts of everyone's face-down cards, the money, and this hand's events with the stock order and
other seats' face-down cards removed. Computer players decide from this alone.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from fractions import Fraction

from engine.actions import LegalActions
from engine.cards import Card
from engine.events import Deal, Event, HandStart, SeatInfo
from engine.rules import Rules

ZERO = Fraction(0)


@dataclass(frozen=True, slots=True)
class SeatView:
    rules: Rules
    seat: int
    seats: tuple[SeatInfo, ...]
    hand: int  # 1-based number of the current hand
    dealer: int
    balances: tuple[Fraction, ...]  # net so far, by seat
    pot: Fraction
    round: int  # the betting round in progress (1-based), 0 between rounds
    level: Fraction  # the round's level
    paid: tuple[Fraction, ...]  # what each seat has paid this round
    raises: int  # raises so far this round
    live: frozenset[int]  # seats still in the hand
    upcards: tuple[tuple[Card, ...], ...]  # by seat (No Peek: the turned cards)
    down_counts: tuple[int, ...]  # by seat: hidden cards (No Peek: cards left in the pile)
    hidden: tuple[Card, ...]  # this seat's own hidden cards (always empty in No Peek)
    community: tuple[Card, ...]
    stock: int  # cards left in the stock
    best: int | None  # No Peek: the seat showing the best hand
    actor: int | None
    legal: LegalActions | None  # this seat's options when it is the actor
    history: tuple[Event, ...]  # this hand's events as this seat may know them

    @property
    def to_call(self) -> Fraction:
        """What this seat would pay to match the round's level."""
        return self.level - self.paid[self.seat]


def build_view(table, seat: int) -> SeatView:
    hand = table.hand
    n = table.n
    rnd = hand.betting
    no_peek = table.rules.flow == "no_peek"
    return SeatView(
        rules=table.rules, seat=seat, seats=table.seats, hand=hand.number, dealer=hand.dealer,
        balances=tuple(table.balances.values()), pot=hand.pot,
        round=rnd.number if rnd else 0, level=rnd.level if rnd else ZERO,
        paid=tuple(rnd.paid.get(s, ZERO) for s in range(n)) if rnd else (ZERO,) * n,
        raises=rnd.raises if rnd else 0, live=frozenset(hand.live),
        upcards=tuple(tuple(c.up) for c in hand.cards), down_counts=tuple(len(c.down) for c in hand.cards),
        hidden=() if no_peek else tuple(hand.cards[seat].down), community=tuple(hand.community),
        stock=len(hand.stock), best=hand.best, actor=table.actor,
        legal=table.legal_actions() if table.actor == seat else None,
        history=tuple(table.events_for(seat, table.hand_events_start)),
    )


def redact(event: Event, seat: int | None, no_peek: bool) -> Event:
    """`event` as `seat` may know it: no stock order, no face-down card of another seat, and in
    No Peek no pile card at all (not even the seat's own)."""
    if isinstance(event, HandStart):
        return dataclasses.replace(event, deck=None)
    if isinstance(event, Deal) and event.face == "down" and (no_peek or event.seat != seat):
        return dataclasses.replace(event, card=None)
    return event
