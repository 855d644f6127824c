"""The coach's one judgement of its figure: whether the chance to win is worth the price. Facing a
bet, a call is good when the chance beats the break-even (the call over the pot it would make:
calling 1 into 11 needs 1/12, 8%) clearly, close near it, poor well under it; with nothing to call,
how strong the hand is. The figure's colour (game.felt.coach) and a guided hand's tip
(game.felt.guide_tips) both say this verdict, so they cannot disagree: a Hold'em newcomer's
play-test saw "18% TO WIN 11" over "IF YOU CALL 1" in red (the call was good), and "Tip: no pair:
fold is fair" beside 33% at an 11% break-even. RAISE is the good verdict's top: a bet or raise
clearly worth making, which the coach's mark on that button (game.felt.coach_mark) and the tip then
say (a newcomer's play-test saw CALL lit at "75% TO WIN" and "82%", the coach never once raising).
"""

from __future__ import annotations

from fractions import Fraction

from game.felt.coach_estimate import shown_percent
from game.platform import palette

RAISE, GOOD, CLOSE, POOR = "raise", "good", "close", "poor"
COLOURS = {RAISE: palette.GAIN, GOOD: palette.GAIN, CLOSE: palette.YELLOW, POOR: palette.LOSS}
# nothing to call: strong from half the pot's chances, middling from a quarter
STRONG, MIDDLING = Fraction(1, 2), Fraction(1, 4)
# a bet or raise is clearly worth making from two chances in three: each one put in is met by those
# who call it, and pays when you win more often than they do; over half is only fair (a Monte Carlo
# figure is a point or two either way, and one caller of many may hold the hand that beats yours)
RAISE_FROM = Fraction(65, 100)
# how far from the break-even a chance is "clearly" above or under it: 2 points, or a quarter of the
# break-even where that is more (a Monte Carlo figure is a point or two either way; with 3 points,
# 3% against the 6% a call of 1 into 15 needs was drawn yellow, half of what it needs)
NEAR, NEAR_SHARE = Fraction(2, 100), Fraction(1, 4)


def break_even(to_call: Fraction, pot: Fraction) -> Fraction | None:
    """The chance a call must have to pay its way: the call over the pot after it; None with
    nothing to call."""
    return Fraction(to_call) / (pot + to_call) if to_call else None


def verdict(chance: float, to_call: Fraction, pot: Fraction) -> str:
    """RAISE, GOOD, CLOSE or POOR: the chance against the break-even facing a bet, else its strength;
    RAISE where it is GOOD and at least RAISE_FROM. Both are judged as the panel shows them (the
    figure's shown_percent, the need's percent), so the same two numbers read are always the same
    colour: judged on the exact ones, "5%" beside "CALL NEEDS 5%" could be red or yellow by decimals
    nobody sees."""
    need = break_even(to_call, pot)
    shown = as_shown(shown_percent(chance))
    if need is None:
        judged = GOOD if shown >= STRONG else CLOSE if shown >= MIDDLING else POOR
    else:
        needs = as_shown(percent(float(need)))
        near = max(NEAR, NEAR_SHARE * needs)
        judged = GOOD if shown >= needs + near else POOR if shown < needs - near else CLOSE
    return RAISE if judged == GOOD and shown >= RAISE_FROM else judged


def as_shown(words: str) -> Fraction:
    """A percent as the panel shows it, as a chance: "45%" is 9/20; "<1%" is none (under every
    need the panel shows, 1% the least)."""
    return Fraction(0) if words.startswith("<") else Fraction(int(words.removesuffix("%")), 100)


def percent(chance: float) -> str:
    """A chance as the coach says it: "46%", and "<1%" for a chance under half a percent that is
    not none (a play-test read "0%" beside three kings as the coach peeking)."""
    whole = round(100 * chance)
    return "<1%" if whole == 0 and chance > 0 else f"{whole}%"
