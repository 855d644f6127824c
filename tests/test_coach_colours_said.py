"""The coach's green is said once at a table, the first time its panel says what a call needs in green:
a Hold'em newcomer read "5% TO WIN 13" over "CALL NEEDS 7%" in yellow as wrong, 5 being under 7,
nothing on the screen saying what the colours mean (game.telling.hints.COLOUR_MEANING). Yellow is
close: a chance within two points of the call's need, either side (game.felt.coach_odds)."""

from __future__ import annotations

from fractions import Fraction

from game.felt.coach import Coach
from game.felt.coach_odds import CLOSE, COLOURS, GOOD, POOR, verdict
from game.platform import palette
from game.telling.hints import COACH_MEANING, COLOUR_MEANING


def test_the_green_is_said_once_the_first_time_a_priced_call_is_green():
    """Said where the green it names is on the panel: a Hold'em newcomer read "Coach: green = a good
    call" beside a yellow figure (and the cursor's yellow) and could not tell what colour meant what."""
    coach = Coach(clock=lambda: 0.0)
    assert coach.introduction() == ""  # no figure yet
    coach.chance = 0.053  # shown "5%"
    assert coach.introduction() == COACH_MEANING  # the first figure: what the coach is
    assert coach.introduction() == ""  # nothing to call: no colours said
    coach.price = (Fraction(1), Fraction(13))  # 1 to call into 13: a call needs 7%
    assert coach.line()[1] == palette.YELLOW  # the play-test's "5% TO WIN 13" over "CALL NEEDS 7%"
    assert coach.introduction() == ""  # no green on the panel: none named
    coach.chance = 0.02
    assert coach.line()[1] == palette.LOSS and coach.introduction() == ""
    coach.chance = 0.3
    assert coach.line()[1] == palette.GAIN and coach.introduction() == COLOUR_MEANING
    coach.price = (Fraction(2), Fraction(10))
    assert coach.introduction() == ""  # once a table


def test_the_colours_are_what_the_words_say():
    """Green where the chance beats the need clearly, yellow near it (either side), red well under."""
    need = Fraction(1, 14)  # 1 to call into 13
    assert COLOURS[verdict(0.053, Fraction(1), Fraction(13))] == palette.YELLOW
    assert {verdict(float(need) + shift, Fraction(1), Fraction(13)) for shift in (-0.01, 0.01)} == {CLOSE}
    assert verdict(0.15, Fraction(1), Fraction(13)) == GOOD and COLOURS[GOOD] == palette.GAIN
    assert verdict(0.02, Fraction(1), Fraction(13)) == POOR and COLOURS[POOR] == palette.LOSS
    assert "green %" in COLOUR_MEANING.lower() and "call" in COLOUR_MEANING  # (the figure's colour)
