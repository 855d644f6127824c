"""Exact amounts: parsing profile and history strings, and printing mixed numbers for people."""

from __future__ import annotations

import re
from fractions import Fraction

from engine.safe_files import brief

# Amounts read from files are bounded: no stake, pot or session result of a home game comes near a
# trillion, and a bound keeps a hostile "1e100000000" or a 5,000-digit number from costing minutes.
MAX_AMOUNT = 10**12
MAX_AMOUNT_DIGITS = 20  # digits in each part of a written amount
_WRITTEN = re.compile(
    rf"(-?)([0-9]{{1,{MAX_AMOUNT_DIGITS}}})(?:/([0-9]{{1,{MAX_AMOUNT_DIGITS}}})|\.([0-9]{{1,{MAX_AMOUNT_DIGITS}}}))?"
)
_HOW = "write a whole number, a fraction like 7/3 or a decimal like 12.5"


def parse_amount(value: int | str | Fraction) -> Fraction:
    """Read 1, "1", "1/2", "-7/3" or "12.5" exactly, at most MAX_AMOUNT either side of zero.

    Floats are refused because they are not exact; so are exponents ("1e9"), spaces, "inf" and
    "nan", and more than MAX_AMOUNT_DIGITS digits in a part (ValueError saying why)."""
    if isinstance(value, (bool, float)) or not isinstance(value, (int, str, Fraction)):
        raise ValueError(f"{brief(value)} is not an exact amount: {_HOW}")
    if isinstance(value, str):
        match = _WRITTEN.fullmatch(value)
        if match is None:
            raise ValueError(f"{brief(value)} is not an amount: {_HOW}")
        sign, whole, denominator, decimals = match.groups()
        if denominator is not None:
            if int(denominator) == 0:
                raise ValueError(f"{brief(value)} is not an amount: a fraction cannot divide by 0")
            amount = Fraction(int(whole), int(denominator))
        elif decimals is not None:
            amount = Fraction(int(whole + decimals), 10 ** len(decimals))
        else:
            amount = Fraction(int(whole))
        amount = -amount if sign else amount
    else:
        amount = Fraction(value)
    if abs(amount) > MAX_AMOUNT:
        raise ValueError(
            f"{brief(value)} is not an amount here: expected at most {MAX_AMOUNT} either side of 0"
        )
    return amount


def amount_json(amount: Fraction) -> str:
    """The hand-history form: "1", "-7/3"."""
    return str(Fraction(amount))


# the fractions the game's font (Press Start 2P) draws as one character, joined to the whole number:
# a Hold'em newcomer's play-test read the TV's "+1 1/2" as two numbers, 1 and 1/2; "+1½" is one. The
# rest (thirds, sixths: a pot split three ways) have no character in the font and keep "2 1/3"
ONE_CHARACTER = {
    Fraction(1, 2): "\N{VULGAR FRACTION ONE HALF}",
    Fraction(1, 4): "\N{VULGAR FRACTION ONE QUARTER}",
    Fraction(3, 4): "\N{VULGAR FRACTION THREE QUARTERS}",
}


def mixed(amount: Fraction) -> str:
    """A mixed number for people: 1½, -4¾, ½, 2 1/3, 1/6, 0 (halves and quarters in one character)."""
    amount = Fraction(amount)
    sign = "-" if amount < 0 else ""
    whole, rest = divmod(abs(amount.numerator), amount.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    part = Fraction(rest, amount.denominator)
    if part in ONE_CHARACTER:
        return f"{sign}{whole or ''}{ONE_CHARACTER[part]}"
    fraction = f"{rest}/{amount.denominator}"
    return f"{sign}{whole} {fraction}" if whole else f"{sign}{fraction}"


def two_decimals(amount: Fraction) -> str:
    """An amount rounded to hundredths, computed exactly (float() of a big Fraction prints noise)."""
    hundredths = round(Fraction(amount) * 100)
    sign = "-" if hundredths < 0 else ""
    whole, cents = divmod(abs(hundredths), 100)
    return f"{sign}{whole}.{cents:02d}"


def signed_mixed(amount: Fraction) -> str:
    """A net result with its sign: +2 1/3, -1, 0."""
    return ("+" if amount > 0 else "") + mixed(amount)
