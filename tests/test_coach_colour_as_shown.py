"""The coach's colour is judged on its numbers as the panel shows them: the figure as shown_percent
writes it ("5%", "45%" in steps of 5) and the call's need as a whole percent. It was judged on the
exact chance, so one and the same "3% TO WIN" over "CALL NEEDS 5%" was red at one spot and yellow
at the next, by decimals nobody sees (game.felt.coach_odds.verdict)."""

from __future__ import annotations

from fractions import Fraction

from game.felt.coach_estimate import shown_percent
from game.felt.coach_odds import CLOSE, POOR, percent, verdict

# prices whose need shows the same: 1 into 18 is 5.3%, 1 into 20 is 4.8%, both "5%"
PRICES = [(Fraction(1), Fraction(pot)) for pot in range(1, 60)] + [(Fraction(0), Fraction(10))]
# chances at every whole percent's rounding edges (just under and over each half), and the steps'
CHANCES = [(n + edge) / 100 for n in range(100) for edge in (0.49, 0.51, 0.0)] + [0.0, 0.003, 1.0]


def shown(chance: float, to_call: Fraction, pot: Fraction) -> tuple[str, str]:
    """The two numbers the panel shows: the figure and what a call needs ("" with nothing to call)."""
    return shown_percent(chance), percent(float(to_call / (pot + to_call))) if to_call else ""


def test_the_same_numbers_shown_are_always_the_same_colour():
    colours: dict[tuple[str, str], set[str]] = {}
    for to_call, pot in PRICES:
        for chance in CHANCES:
            colours.setdefault(shown(chance, to_call, pot), set()).add(verdict(chance, to_call, pot))
    mixed = {numbers: said for numbers, said in colours.items() if len(said) > 1}
    assert not mixed, mixed
    assert len(colours) > 500  # (many pairs of numbers met, not a few)


def test_three_percent_against_five_is_one_colour_at_the_rounding_edges():
    # 2.51% shows "3%", as does 3.49%; 1 into 18 needs 5.26%, 1 into 20 4.76%: both "5%"
    spots = [(0.0251, Fraction(18)), (0.0349, Fraction(20)), (0.0251, Fraction(20)), (0.0349, Fraction(18))]
    assert {shown(chance, Fraction(1), pot) for chance, pot in spots} == {("3%", "5%")}
    assert {verdict(chance, Fraction(1), pot) for chance, pot in spots} == {CLOSE}  # (was POOR at the first)
    # five beside five is close, whatever the decimals
    assert {verdict(chance, Fraction(1), pot) for chance in (0.045, 0.0549) for pot in (18, 20)} == {CLOSE}
    assert verdict(0.0149, Fraction(1), Fraction(18)) == POOR  # "1%" against "5%": well under
