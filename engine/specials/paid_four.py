"""A paid four (docs/rules.md#house-options, `fours.face_up: {pay: N}`): a four that comes face up
offers its bonus card for a price. Offer: pay or decline. Resolve: paying puts the price in the pot
(a `pay` event, why `four_cost`) and the card is owed like an exposed four's; declining writes a
`decline` event (why `four_cost`, the price refused)."""

from __future__ import annotations

from fractions import Fraction

from engine.actions import ActionKind, Option, SpecialDecision
from engine.amounts import exact, fast
from engine.cards import Card
from engine.events import Decline, Pay
from engine.flow import TableFlow
from engine.specials import exposed_four
from engine.state import Decision

KIND = SpecialDecision.FOUR_COST
ZERO = Fraction(0)


def ask(flow: TableFlow, seat: int, card: Card) -> None:
    flow.ask(Decision(seat, KIND, card, fast(flow.rules.fours.face_up_cost)))


def offer(decision: Decision) -> tuple[Option, ...]:
    return (Option(ActionKind.PAY, exact(decision.cost)), Option(ActionKind.DECLINE, ZERO))


def resolve(flow: TableFlow, decision: Decision, choice: ActionKind) -> None:
    seat = decision.seat
    if choice == ActionKind.PAY:
        flow.pay(seat, decision.cost)
        flow.emit(Pay(seat, exact(decision.cost), KIND))
        exposed_four.earn(flow, seat)
    else:
        flow.emit(Decline(seat, exact(decision.cost), KIND))
