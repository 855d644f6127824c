"""AUTO-CHECK says that it checks for you once a pot, and the log shows the moves: it said "Auto-check:
checking for you" as a line of its own at every betting round, between the others' checks ("Casey
and Yogi check" / "Auto-check: checking for you" / "You and Babe check"), two lines of the log at
TEXT SIZE large, pushing the moves up. Its lit button (ON: CHECKS IF NO BET TO MEET) says it is on
while others act."""

from __future__ import annotations

from fractions import Fraction

from test_ui_check_ahead import play_the_pot, said_lines, your_checks
from test_ui_support import table_scene

from engine.actions import ActionKind, FlowDecision, LegalActions, Option
from engine.events import HandStart, RoundStart
from game.felt.check_ahead import CHECKED, SAID_ON, CheckAhead


def test_auto_check_says_it_checks_for_you_once_a_pot_and_your_checks_are_in_the_log(app):
    """Five-seat No Peek (seed 3), AUTO-CHECK turned on when first offered: it checks for you in three
    rounds and more of the pot, said once, and every check of yours is in the log."""
    app.settings.text_size = "large"
    scene = table_scene(app, profile="no-peek", players=5, seed=3)
    said = said_lines(scene)
    asked: list[tuple[str, bool]] = []
    play_the_pot(app, scene, said, asked)
    first = len(your_checks(scene))
    assert said.count(SAID_ON) == 1 and first >= 3, said
    assert said.count(CHECKED) == 1, said
    assert said.count("You check") == first, said  # each check made for you is told, as any move


def test_it_says_so_again_at_its_first_check_in_the_next_pot():
    ahead = CheckAhead()
    ahead.toggle()
    free = LegalActions(0, (Option(ActionKind.CHECK), Option(ActionKind.BET, Fraction(1))), FlowDecision.BET)
    for pot in (1, 2):
        events = [HandStart(pot, 1, None), RoundStart(1, 1)]
        assert ahead.answer(free, events) == ActionKind.CHECK and ahead.said == CHECKED
        ahead.said = ""  # (the table logs it and clears it)
        events.append(RoundStart(2, 1))
        assert ahead.answer(free, events) == ActionKind.CHECK and ahead.said == ""
