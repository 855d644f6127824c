"""LAST POTS says each pot under the heading its result has on the TV and the phones
(game.telling.pot_result.heading): its list said "Bo and Casey split 10" and "no winner" where the
result and the phones said "Split pot" and "No winner" (issue 31: one pot, one title)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_replay import recorded

from engine.rules import Rules
from game.play.history_tapes import history_tapes
from game.screens.scene import PauseContext
from game.screens.scenes.last_pots import LastPotsScene
from game.telling.pot_line import pot_line
from game.telling.pot_result import PotResult, ShownHand, heading

NAMES = ["You", "Bo", "Casey"]
PAIRS = ShownHand(1, "Two pair, kings and fours", (), "two_pair")
SPLIT = PotResult(((1, Fraction(5)), (2, Fraction(5))), False, (PAIRS, PAIRS), None, "", "")
NOBODY = PotResult((), False, (), None, "", "")
HALF = PotResult(((0, Fraction(7, 2)),), False, (ShownHand(0, "Flush, ace high", (), "flush"),), None, "", "")


@pytest.mark.parametrize(
    ("result", "line"),
    [
        (SPLIT, "Pot 5: Split pot, Bo and Casey with two pair, kings and fours"),
        (NOBODY, "Pot 5: No winner"),
        (HALF, "Pot 5: You win 3\u00bd with a flush, ace high"),  # (never wrapped apart)
    ],
)
def test_a_pots_line_opens_with_its_results_heading(result, line):
    assert pot_line(5, result, NAMES) == line
    assert line.startswith(f"Pot 5: {heading(result, NAMES)}")


def test_the_list_on_the_tv_says_each_pot_as_its_result_did(app):
    tapes = history_tapes(recorded("baseball", sessions=1))
    scene = LastPotsScene(app, PauseContext(Rules(), False, tuple(tapes), replay=lambda hand: None))
    lines = [item.label for item in scene.menu.items]
    assert len(lines) == len(tapes) > 3
    for line, tape in zip(lines, tapes, strict=True):
        assert line.startswith(f"Pot {tape.hand}: {heading(tape.done.result, tape.names)}"), line
