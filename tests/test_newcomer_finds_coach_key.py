"""The coach is off by default and only ESC > OPTIONS > TABLE said H turns it on (a Hold'em
newcomer's play-test, b15): at your first decision of a run, the coach off and the hints on, the
log says so once ("Tip: H for the odds coach", hints.COACH_KEY_MEANING); never with the coach on,
nor with the hints off."""

from __future__ import annotations

import pytest
from test_bring_in_said_at_the_table import logged
from test_ui_support import letter, settle, table_scene

from game.felt.guide_tips import TIP_HEAD
from game.felt.log_forms import fewer_words, is_hint
from game.telling.hints import COACH_KEY_MEANING


def said_over_decisions(app, monkeypatch, coach: bool, hints: bool, decisions: int = 3) -> list[str]:
    """Every line the log is given at a 4-seat Baseball table over your first `decisions` decisions,
    each read a while (its tips said), then checked or folded."""
    app.settings.coach, app.settings.hints = coach, hints
    scene = table_scene(app, profile="baseball", players=4, seed=5)
    said = logged(scene.director, monkeypatch)
    met = 0
    for _ in range(6000):
        settle(scene)
        if scene.buttons is not None:
            for _ in range(80):  # (4 s at your decision: a tip queued is said)
                app.frame([], 0.05)
            met += 1
            if met == decisions:
                return said
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("check", "call", "fold") if k in kinds))
        app.frame([letter("n")] if scene.showing_result else [], 0.05)
    raise AssertionError(said)


def test_the_coach_off_your_first_decision_says_h_turns_it_on(app, monkeypatch):
    said = said_over_decisions(app, monkeypatch, coach=False, hints=True)
    assert said.count(COACH_KEY_MEANING) == 1, said


@pytest.mark.parametrize(("coach", "hints"), [(True, True), (False, False)])
def test_not_said_with_the_coach_on_or_the_hints_off(app, monkeypatch, coach, hints):
    said = said_over_decisions(app, monkeypatch, coach=coach, hints=hints, decisions=2)
    assert COACH_KEY_MEANING not in said, said


def test_it_names_the_key_and_is_said_whole():
    assert COACH_KEY_MEANING.startswith(f"{TIP_HEAD}H ") and "coach" in COACH_KEY_MEANING
    assert is_hint(COACH_KEY_MEANING) and fewer_words(COACH_KEY_MEANING) == [COACH_KEY_MEANING]
    assert len(COACH_KEY_MEANING) <= 26  # (one line of the log at TEXT SIZE normal)
