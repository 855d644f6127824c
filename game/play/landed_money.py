"""What a pot's event moves, and the figures once it has landed: the one place the TV
(game.felt.money_in_flight) and the phones (game.party.paced_pot) take the pot and the nets from.

Each used to work out a payment itself from the events (the TV per kind of event, the phones from
one table of kinds), so the two could drift apart. Both now ask `payment` what an event moves and
`land` what the pot and the payer's net become once its chips are in (an award's with its winner);
when that is, the TV's chips decide (game.felt.table_player counts a fact shown then, and the phones
follow the facts shown).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.events import ActionTaken, Ante, Award, Event, Pay


@dataclass(frozen=True)
class Payment:
    seat: int
    amount: Fraction  # into the pot; negative: out of it, to a winner
    betting: bool  # a bet or call: counted in what the seat has paid this betting round


def payment(event: Event) -> Payment | None:
    """What `event` moves between a seat and the pot, or None when it moves nothing."""
    if isinstance(event, (Ante, Pay, ActionTaken)) and event.amount:
        return Payment(event.seat, Fraction(event.amount), isinstance(event, ActionTaken))
    if isinstance(event, Award):
        return Payment(event.seat, -Fraction(event.amount), False)
    return None


def land(pot: Fraction, net: Fraction, paid: Payment) -> tuple[Fraction, Fraction]:
    """The pot and the payer's net (or balance) once `paid` has landed."""
    return pot + paid.amount, net - paid.amount
