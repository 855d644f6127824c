"""Money inside the engine: exact always, fast where it can be.

A Fraction operation costs about a microsecond and a hand does hundreds, so inside the engine an
amount is a plain int while it is whole (the usual ante 1, bet 1, raise 1) and a Fraction otherwise
(a bring-in of 1/2, a split pot); mixed int/Fraction arithmetic stays exact. Everything that leaves
the engine (events, options, views, balances) goes through `exact`, so callers only see Fractions.
"""

from __future__ import annotations

from fractions import Fraction
from typing import cast

_EXACT: dict[int, Fraction] = {}


def fast(amount: int | Fraction | str) -> int | Fraction:
    """The amount as an int when it is whole, else as a Fraction."""
    value = Fraction(amount)
    return value.numerator if value.denominator == 1 else value


def exact(amount: int | Fraction) -> Fraction:
    """The amount as a Fraction (whole amounts come from a small cache).

    Called for every amount that leaves the engine, so it asks `type(...) is int` first:
    `isinstance(amount, Fraction)` goes through the numbers ABCs and cost more than the rest."""
    if type(amount) is not int:
        return cast(Fraction, amount)
    value = _EXACT.get(amount)
    if value is None:
        value = Fraction(amount)
        if -10_000 < amount < 10_000:
            _EXACT[amount] = value
    return value
