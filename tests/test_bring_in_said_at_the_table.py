"""Seven-Card Stud's BRING IN and COMPLETE say what they are the first time each is offered to you
at a table, in the log, with the hints on (a Hold'em newcomer met both buttons in Dealer's Choice with
nothing saying what they were): "BRING IN: low card must bet", "COMPLETE: make a full bet"; once
a table, never with the hints off."""

from __future__ import annotations

import pytest
from test_ui_support import your_stud_choice

from engine.actions import ActionKind
from game.felt.log_forms import HINTS
from game.telling.hints import MOVE_MEANINGS, move_meanings

BRING_IN, COMPLETE = MOVE_MEANINGS[ActionKind.BRING_IN], MOVE_MEANINGS[ActionKind.COMPLETE]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_bring_in_says_what_bring_in_and_complete_are(app, size):
    scene = your_stud_choice(app, {"bring_in", "complete"}, size)
    log = list(scene.model.log)
    assert log[-2:] == [BRING_IN, COMPLETE], log
    assert scene.moves_told == {ActionKind.BRING_IN, ActionKind.COMPLETE}  # (said once: below)


def test_with_the_hints_off_the_log_says_nothing_of_them(app):
    app.settings.hints = False
    scene = your_stud_choice(app, {"bring_in", "complete"}, "normal")
    assert BRING_IN not in scene.model.log and COMPLETE not in scene.model.log


def test_each_is_said_once_a_table_and_whole_as_a_hint():
    told: set[ActionKind] = set()
    assert move_meanings([ActionKind.CALL, ActionKind.COMPLETE, ActionKind.FOLD], told) == [COMPLETE]
    assert move_meanings([ActionKind.BRING_IN, ActionKind.COMPLETE], told) == [BRING_IN]
    assert move_meanings([ActionKind.BRING_IN, ActionKind.COMPLETE], told) == []
    assert {BRING_IN, COMPLETE} <= HINTS  # (never shortened in the log: tests/test_log_hints_whole.py)
