"""Exact amounts: parsing profile and history strings, and printing mixed numbers for people."""

from __future__ import annotations

from fractions import Fraction


def parse_amount(value: int | str | Fraction) -> Fraction:
    """Read 1, "1", "1/2" or "-7/3" exactly; floats are refused because they are not exact."""
    if isinstance(value, (bool, float)):
        raise ValueError(f"{value!r} is not an exact amount: write a whole number or a fraction like 1/2")
    try:
        return Fraction(value)
    except (ValueError, ZeroDivisionError, TypeError):
        raise ValueError(f"{value!r} is not an amount: write a whole number or a fraction like 1/2") from None


def amount_json(amount: Fraction) -> str:
    """The hand-history form: "1", "-7/3"."""
    return str(Fraction(amount))


def mixed(amount: Fraction) -> str:
    """A mixed number for people: 2 1/3, -1 1/2, 3/4, 0."""
    amount = Fraction(amount)
    sign = "-" if amount < 0 else ""
    whole, rest = divmod(abs(amount.numerator), amount.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    fraction = f"{rest}/{amount.denominator}"
    return f"{sign}{whole} {fraction}" if whole else f"{sign}{fraction}"


def signed_mixed(amount: Fraction) -> str:
    """A net result with its sign: +2 1/3, -1, 0."""
    return ("+" if amount > 0 else "") + mixed(amount)
