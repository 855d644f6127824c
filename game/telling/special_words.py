"""How each house special is told (engine.specials, one module each): the line above the buttons
while it asks, and in the log what paying its price bought or what declining it turned down. Matched on every SpecialDecision, so a
new special fails type-checking here until it has its words, one wording for the table, the party
TV and the phones."""

from __future__ import annotations

from fractions import Fraction
from typing import assert_never

from engine.actions import SpecialDecision
from engine.money import mixed


def asking(kind: SpecialDecision, card: str, price: Fraction) -> str:
    """The line above the buttons while the special asks about `card` (its pretty name) for `price`."""
    match kind:
        case SpecialDecision.WILD_COST:
            return f"WILD {card}: PAY {mixed(price)} OR FOLD"
        case SpecialDecision.FOUR_COST:
            return f"YOUR {card} EARNS A CARD FOR {mixed(price)}"
        case _:
            assert_never(kind)


def paid_for(kind: SpecialDecision) -> str:
    """What a `pay` event of the special bought ('pays 1 for the wild card')."""
    match kind:
        case SpecialDecision.WILD_COST:
            return "the wild card"
        case SpecialDecision.FOUR_COST:
            return "the bonus card"
        case _:
            assert_never(kind)


def declined(kind: SpecialDecision) -> str:
    """What a `decline` event of the special turned down ('declines the bonus'); a wild card's
    price is refused by folding, which is told as a fold."""
    match kind:
        case SpecialDecision.WILD_COST:
            return "the wild card"
        case SpecialDecision.FOUR_COST:
            return "the bonus"
        case _:
            assert_never(kind)
