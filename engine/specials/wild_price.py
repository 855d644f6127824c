"""A wild card's price (docs/rules.md#house-options): the three's price and the strikeout.

Trigger: a wild rank whose `wild_costs` entry is not free comes face up (dealt, turned, revealed or
a bonus card). Offer: pay the price or fold. The three's price (`wild_costs: {"3": {pay: N}}`) is a
fixed amount; the strikeout (`match_pot`) costs what the pot holds as the card comes up.
Resolve: paying puts the price in the pot (a `pay` event, why `wild_cost`) and the card plays on;
folding is a fold (an `action` event, why `wild_cost`) that leaves a betting round in progress.
"""

from __future__ import annotations

from fractions import Fraction
from typing import assert_never

from engine import betting
from engine.actions import ActionKind, Option, SpecialDecision
from engine.amounts import exact, fast
from engine.cards import Card
from engine.events import ActionTaken, Pay
from engine.flow import TableFlow
from engine.rules import Rules
from engine.state import Decision

KIND = SpecialDecision.WILD_COST
ZERO = Fraction(0)


def price(rules: Rules, card: Card, pot: betting.Amount) -> betting.Amount | None:
    """What `card` costs when it comes face up with `pot` in the pot (fast amounts); None: free."""
    if card.rank not in rules.wild_ranks:
        return None
    cost = rules.wild_cost(card.rank)
    match cost.kind:
        case "free":
            return None
        case "match_pot":
            return pot
        case "pay":
            return fast(cost.amount)
        case _:
            assert_never(cost.kind)


def ask(flow: TableFlow, seat: int, card: Card) -> bool:
    """Ask `seat` to pay for `card` if it has a price; whether it was asked."""
    amount = price(flow.rules, card, flow.hand.pot)
    if amount is None:
        return False
    flow.ask(Decision(seat, KIND, card, amount))
    return True


def offer(decision: Decision) -> tuple[Option, ...]:
    return (Option(ActionKind.PAY, exact(decision.cost)), Option(ActionKind.FOLD, ZERO))


def resolve(flow: TableFlow, decision: Decision, choice: ActionKind) -> bool:
    """Pay or fold; whether the card plays on (it was paid for)."""
    seat = decision.seat
    if choice == ActionKind.FOLD:
        # dealt, turned, or a revealed four's bonus in the middle of a betting round (level 0 outside one)
        rnd = flow.hand.betting
        level = ZERO if rnd is None else exact(rnd.level)
        flow.emit(ActionTaken(seat, ActionKind.FOLD, ZERO, level, why=KIND))
        flow.fold(seat)
        if rnd is not None:
            betting.leave(rnd, seat)
        return False
    flow.pay(seat, decision.cost)
    flow.emit(Pay(seat, exact(decision.cost), KIND))
    return True
