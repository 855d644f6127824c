"""A hidden four (docs/rules.md#house-options, `fours.face_down: reveal`, stud only).

Dealing never stops for it: a seat holding a four face down is offered `reveal` beside its betting
options, so nobody else can tell that a choice exists. Revealing turns the four up (a `reveal`
event) and it earns what an exposed four earns (`engine.specials.card_exposed`); the seat then
decides its bet again. Keeping it hidden is not choosing it, and writes nothing.
"""

from __future__ import annotations

from fractions import Fraction

from engine.actions import ActionKind, Option
from engine.cards import Card
from engine.events import Reveal
from engine.flow import TableFlow

OPTION = Option(ActionKind.REVEAL, Fraction(0))


def held(flow: TableFlow, seat: int) -> Card | None:
    """The four `seat` may reveal at its betting decision: its first four held face down, in deal
    order; None when it holds none or the option is off."""
    rules = flow.rules
    if rules.fours.face_down != "reveal" or rules.flow != "stud":
        return None
    return next((card for card in flow.hand.cards[seat].down if card.rank == "4"), None)


def reveal(flow: TableFlow, seat: int) -> Card:
    """`seat` shows its hidden four: the card moves up; the caller exposes it."""
    card = held(flow, seat)
    assert card is not None  # offered only while the seat holds one
    cards = flow.hand.cards[seat]
    cards.down.remove(card)
    cards.up.append(card)
    flow.emit(Reveal(seat, card))
    return card
