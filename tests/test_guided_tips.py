"""At each of your betting decisions in a guided hand the guide says what a beginner might do and
why, in one short line in the log, never forcing it (a newcomer's play-test met CHECK and BET 1 at
the guided Baseball hand's first decision with no word on which to press): game.felt.guide_tips."""

from __future__ import annotations

import pytest
import test_guided

from engine.actions import FlowDecision
from engine.profile import load_profile
from game.felt import layout
from game.felt.coach import estimate
from game.felt.coach_odds import GOOD, POOR
from game.felt.guide_tips import FACING, FACING_WORDS, FREE, FREE_WORDS, decision_tip
from game.felt.log_lines import log_lines
from game.play.session import HUMAN
from game.screens import openers
from game.screens.scenes.guided_table import GuidedTable


@pytest.mark.parametrize("profile_id", ["baseball", "night-baseball", "midnight-baseball", "dealers-choice"])
def test_every_betting_decision_of_a_guided_hand_has_its_tip(app, monkeypatch, profile_id):
    """Each has its tip, queued for the log with the table's tips: said in their turn, once a run
    (tests/test_guided_tips_one_at_a_time.py)."""
    decisions: list[tuple[str, str]] = []
    choose = GuidedTable.choose

    def choosing(scene, kind: str) -> None:
        legal = scene.table.legal_actions()
        if legal is not None and legal.decision == FlowDecision.BET:
            decisions.append((kind, scene.tip.words if scene.tip is not None else ""))
        choose(scene, kind)

    monkeypatch.setattr(GuidedTable, "choose", choosing)
    test_guided.play_guide(app, profile_id)
    assert decisions
    for kind, tip in decisions:
        assert tip.startswith("Tip: "), (profile_id, kind, decisions)


def test_a_decisions_tip_leaves_the_log_with_your_move(app):
    """A newcomer's play-test read "Tip: checking is free" over their own "You bet 1": the tip is
    the decision's, gone once it is made; the move itself is logged."""
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    test_guided.guide_until(app, scene, lambda: scene.buttons is not None, "your first decision")
    assert list(scene.model.log)[-1] == "Tip: checking is free"
    scene.choose("bet")
    assert "Tip: checking is free" not in scene.model.log and scene.buttons is None
    test_guided.guide_until(app, scene, lambda: "You bet 1" in scene.model.log, "your bet told")
    assert "Tip: checking is free" not in scene.model.log


def test_the_baseball_guides_first_decision_says_checking_is_free(app):
    """Your 4, 7 (down) and 8 (up) at the play-test's first decision: nothing made, nothing to call."""
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    test_guided.guide_until(app, scene, lambda: scene.buttons is not None, "your first decision")
    view = scene.table.view(HUMAN)
    tip = decision_tip(view, estimate(view), figures=False)
    assert tip is not None and tip.words == "Tip: checking is free"
    assert list(scene.model.log)[-1] == "Tip: checking is free"


def test_a_tip_fits_one_line_of_the_log():
    """The longest figures and break-evens a tip can say (a call never needs half the pot or more);
    a fold's verdict, with its call to learn, two lines under the bet it answers, at TEXT SIZE
    normal and large (a longer one there was cut to "Tip")."""
    tips = (*FREE.values(), *FACING.values(), *FREE_WORDS.values(), *FACING_WORDS.values())
    said = [tip.format(figure="100%", need="49%") for tip in tips]
    lessons = [lesson.format(figure="100%", need="49%") for lesson in (FACING[POOR], FACING_WORDS[POOR])]
    assert max(len(tip) for tip in said if tip not in lessons) <= layout.NORMAL.columns, said
    for lesson in (FACING[POOR], FACING_WORDS[POOR]):  # (in figures, and in words: the coach off)
        stay = lesson.format(figure="48%", need="49%")
        for size in (layout.NORMAL, layout.LARGE):
            lines = log_lines(["Babe bets 1", stay], size.log_columns, size.log_lines)
            assert [line for line, latest in lines if not latest][-1:] == ["Babe bets 1"], lines
            assert " ".join(line for line, latest in lines if latest) == stay and len(lines) <= 3, lines


def test_worth_the_price_says_its_call_after_one_colon():
    """A newcomer's play-test read "Tip: worth the price: call", two colons: the clause says its
    move after a comma, the tip's one colon after "Tip"."""
    assert FACING_WORDS[GOOD] == "Tip: worth the price, call"
    assert FACING_WORDS[GOOD].count(":") == 1
