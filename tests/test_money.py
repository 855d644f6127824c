"""Money (docs/rules.md#cards-seats-and-money): exact fractions, shown as mixed numbers, never rounded."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.money import amount_json, mixed, parse_amount, signed_mixed


@pytest.mark.parametrize(
    "amount, text",
    [
        (Fraction(7, 3), "2 1/3"),
        (Fraction(-3, 2), "-1 1/2"),
        (Fraction(3, 4), "3/4"),
        (Fraction(0), "0"),
        (Fraction(5), "5"),
    ],
)
def test_mixed_numbers(amount, text):
    assert mixed(amount) == text


def test_signed_results_and_history_strings():
    assert signed_mixed(Fraction(7, 3)) == "+2 1/3"
    assert signed_mixed(Fraction(-1)) == "-1"
    assert amount_json(Fraction(-7, 3)) == "-7/3"


@given(st.fractions(max_denominator=60))
def test_mixed_reads_back_to_the_same_amount(amount):
    text = mixed(amount)
    sign = -1 if text.startswith("-") else 1
    parts = text.lstrip("-").split(" ")
    assert sign * sum(Fraction(part) for part in parts) == amount
    assert parse_amount(amount_json(amount)) == amount


@pytest.mark.parametrize("bad", [0.5, "half", "1/0", None, True])
def test_inexact_or_nonsense_amounts_are_refused(bad):
    with pytest.raises(ValueError):
        parse_amount(bad)
