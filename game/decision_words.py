"""The line above the buttons saying what is being decided: one wording for the table, the party
TV and the phones, so that a player reads the same words wherever the decision reaches them."""

from __future__ import annotations

from engine.actions import LegalActions
from engine.money import mixed


def describe(legal: LegalActions, whose: str = "YOUR TURN") -> str:
    """What `legal` decides, in capitals; a plain betting decision is headed by `whose` (none
    when the screen already says whose turn it is)."""
    card = legal.card.pretty() if legal.card is not None else "card"
    pay = legal.option("pay")
    if legal.decision == "wild_cost" and pay is not None:
        return f"WILD {card}: PAY {mixed(pay.amount)} OR FOLD"
    if legal.decision == "four_cost" and pay is not None:
        return f"YOUR {card} EARNS A CARD FOR {mixed(pay.amount)}"
    if legal.decision == "reveal":
        return f"SHOW {card} FOR A BONUS CARD?"
    if legal.decision == "turn":
        return "TURN YOUR NEXT CARD"
    if "bring_in" in legal.kinds:
        return "YOUR LOW CARD BRINGS IT IN"
    call = legal.option("call")
    words = f"{mixed(call.amount)} TO CALL" if call else "CHECK OR BET"
    return f"{whose}: {words}" if whose else words
