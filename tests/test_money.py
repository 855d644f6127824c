"""Money (docs/rules.md#cards-seats-and-money): exact fractions, shown as mixed numbers, never rounded."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.money import (
    MAX_AMOUNT,
    ONE_CHARACTER,
    amount_json,
    mixed,
    parse_amount,
    signed_mixed,
    two_decimals,
)


@pytest.mark.parametrize(
    "amount, text",
    [
        (Fraction(7, 3), "2 1/3"),  # (no third in the font: two words, as before)
        # halves and quarters one character, joined to the whole: a Hold'em newcomer's play-test
        # read the TV's "+1 1/2" as two numbers
        (Fraction(-3, 2), "-1\u00bd"),
        (Fraction(19, 4), "4\u00be"),
        (Fraction(1, 4), "\u00bc"),
        (Fraction(3, 4), "\u00be"),
        (Fraction(1, 6), "1/6"),
        (Fraction(0), "0"),
        (Fraction(5), "5"),
    ],
)
def test_mixed_numbers(amount, text):
    assert mixed(amount) == text


def test_signed_results_and_history_strings():
    assert signed_mixed(Fraction(7, 3)) == "+2 1/3"
    assert signed_mixed(Fraction(3, 2)) == "+1\u00bd"
    assert signed_mixed(Fraction(-1)) == "-1"
    assert amount_json(Fraction(-7, 3)) == "-7/3"


@given(st.fractions(min_value=-MAX_AMOUNT, max_value=MAX_AMOUNT, max_denominator=60))
def test_mixed_reads_back_to_the_same_amount(amount):
    text = mixed(amount)
    sign = -1 if text.startswith("-") else 1
    for part, character in ONE_CHARACTER.items():  # (a half or a quarter: its own word to read back)
        text = text.replace(character, f" {part}")
    parts = text.lstrip("-").split()
    assert sign * sum(Fraction(part) for part in parts) == amount
    assert parse_amount(amount_json(amount)) == amount


@pytest.mark.parametrize("bad", [0.5, "half", "1/0", None, True])
def test_inexact_or_nonsense_amounts_are_refused(bad):
    with pytest.raises(ValueError):
        parse_amount(bad)


@pytest.mark.parametrize(
    "text, amount",
    [("12.5", Fraction(25, 2)), ("-0.25", Fraction(-1, 4)), ("007", Fraction(7)), ("7/3", Fraction(7, 3))],
)
def test_decimals_and_fractions_are_read_exactly(text, amount):
    assert parse_amount(text) == amount


@pytest.mark.parametrize(
    "bad",
    [
        "1e100000000",  # Fraction() would take minutes to build this
        "1E3",
        "inf",
        "nan",
        " 1",
        "1_000",
        "+1",
        "1/",
        "1.",
        ".5",
        "1" * 21,  # more digits than any amount needs
        str(MAX_AMOUNT + 1),
        f"-{MAX_AMOUNT + 1}",
        MAX_AMOUNT + 1,
        "1" + "0" * 5000,
    ],
)
def test_exponents_huge_numbers_and_odd_spellings_are_refused(bad):
    with pytest.raises(ValueError) as caught:
        parse_amount(bad)
    assert len(str(caught.value)) < 200  # the message quotes a long value only in part


def test_the_bound_itself_is_an_amount():
    assert parse_amount(str(MAX_AMOUNT)) == MAX_AMOUNT and parse_amount(-MAX_AMOUNT) == -MAX_AMOUNT


@pytest.mark.parametrize(
    "amount, text",
    [
        (Fraction(7, 3), "2.33"),
        (Fraction(-1, 100), "-0.01"),
        (Fraction(4375 * 10**26), "4375" + "0" * 26 + ".00"),
    ],
)
def test_two_decimals_are_exact_without_float_noise(amount, text):
    assert two_decimals(amount) == text
