"""Three tips a Hold'em newcomer read twice as cryptic, each said now in a Hold'em player's words
(issue 31): the coach's colour ("Green: pays; yellow: close": what pays?), a No Peek row behind
the lead ("Behind? Bet on cards to turn") and the coach's frame ("Green frame: coach's pick": a
pick of what?). Each reads whole in the log's 22 columns and in the 14 of the log beside your seat
at TEXT SIZE large, two lines at most."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.coach_mark import MEANING as MARK_MEANING
from game.felt.log_lines import log_lines
from game.telling.hints import BEHIND_MEANING, COLOUR_MEANING

TIPS = (COLOUR_MEANING, BEHIND_MEANING, MARK_MEANING)
ASIDE = layout.LARGE.result_log.width // layout.LARGE.small  # the log beside your seat at large


def test_the_tips_say_what_a_holdem_player_knows():
    # what green says of a call, naming the coach's figure as it is on screen (its %), not "Coach:"
    # beside a yellow cursor (a newcomer could not tell which colour was meant)
    assert COLOUR_MEANING.startswith("Green %") and "call" in COLOUR_MEANING
    assert "draw" in BEHIND_MEANING  # cards still to come that may win: a Hold'em player's draw
    assert "coach's advice" in MARK_MEANING  # the framed move is what the coach would do
    assert not any(cryptic in tip for tip in TIPS for cryptic in ("pays", "cards to turn", "pick"))


@pytest.mark.parametrize("columns", [layout.LOG_COLUMNS, ASIDE])
@pytest.mark.parametrize("tip", TIPS)
def test_each_tip_reads_whole_in_two_lines(tip, columns):
    lines = [line for line, newest in log_lines(["You check", tip], columns, 2) if newest]
    assert " ".join(lines) == tip and all(len(line) <= columns for line in lines), lines
