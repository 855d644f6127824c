"""The line above the buttons saying what is being decided: one wording for the table, the party
TV and the phones, so that a player reads the same words wherever the decision reaches them."""

from __future__ import annotations

from fractions import Fraction

from engine.actions import LegalActions, Option
from engine.money import mixed

# buttons keep their places by kind: the calm choices first, fold always last
BUTTON_ORDER = (
    "check",
    "call",
    "bet",
    "raise",
    "complete",
    "bring_in",
    "pay",
    "reveal",
    "turn",
    "decline",
    "fold",
)
# "reveal" is offered beside the bets of a seat holding a hidden four: it shows the four for its bonus
_LABELS = {"bring_in": "BRING IN", "raise": "RAISE TO", "complete": "COMPLETE TO", "reveal": "REVEAL 4"}
_RAISING = ("raise", "complete")  # labelled with the level they reach; the others with what they pay


def in_button_order(options: tuple[Option, ...]) -> list[Option]:
    order = BUTTON_ORDER
    return sorted(options, key=lambda o: order.index(o.kind) if o.kind in order else len(order))


def button_label(option: Option, paid: Fraction) -> str:
    """The words on an option's button, the same on the table, the party TV and the phones: 'CALL 1',
    'RAISE TO 3' (the level it reaches, `paid` being what the seat has put in this round), 'PAY 1/2'."""
    label = _LABELS.get(option.kind, option.kind.upper())
    if option.kind in _RAISING:
        return f"{label} {mixed(paid + option.amount)}"
    return f"{label} {mixed(option.amount)}" if option.amount else label


def describe(legal: LegalActions, whose: str = "YOUR TURN") -> str:
    """What `legal` decides, in capitals; a plain betting decision is headed by `whose` (none
    when the screen already says whose turn it is). A hidden four's REVEAL 4 is a button beside
    the bets: the line stays the betting one (it is as wide as the table's centre allows)."""
    card = legal.card.pretty() if legal.card is not None else "card"
    pay = legal.option("pay")
    if legal.decision == "wild_cost" and pay is not None:
        return f"WILD {card}: PAY {mixed(pay.amount)} OR FOLD"
    if legal.decision == "four_cost" and pay is not None:
        return f"YOUR {card} EARNS A CARD FOR {mixed(pay.amount)}"
    if legal.decision == "turn":
        return "TURN YOUR NEXT CARD"
    if "bring_in" in legal.kinds:
        return "YOUR LOW CARD BRINGS IT IN"
    call = legal.option("call")
    words = f"{mixed(call.amount)} TO CALL" if call else "CHECK OR BET"
    return f"{whose}: {words}" if whose else words
