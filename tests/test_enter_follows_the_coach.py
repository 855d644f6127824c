"""The highlighted button facing a bet (what Enter presses) follows the coach's one judgement
(game.felt.coach.judged) only to push: RAISE (facing a bring-in, COMPLETE) where a raise is clearly
good, else CALL, a POOR call too: Enter never folds (a Hold'em newcomer's play-test found FOLD lit
under a red figure with their row leading, and Enter pressed to go on gives a hand up); CHECK where
checking is free; with the coach off, the first button (action_menu.first_choice)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from test_ui_support import key, press, settle, table_scene

from engine.actions import LegalActions
from engine.events import ActionTaken
from game.felt.coach_odds import CLOSE, GOOD, POOR, RAISE
from game.play.session import HUMAN
from game.screens import table_scene as scene_module
from game.screens.scenes.banner import ResultBanner


def return_at_a_bet(app, monkeypatch, coach: bool, verdict: str) -> tuple[str, list[str]]:
    """Seven-Card Stud to your first decision facing a bet, the coach judging its call `verdict`
    (checks and calls before it): what Return did there, and the verdicts the table asked for."""
    asked: list[str] = []

    def judged(view, chance):
        asked.append(verdict)
        return "9%", verdict

    monkeypatch.setattr(scene_module, "judged", judged)
    app.settings.coach, app.settings.animation_speed = coach, 4.0
    scene = table_scene(app, profile="seven-card-stud", players=4, seed=5)
    for legal in your_decisions(app, scene):
        if "check" in legal.kinds or "call" not in legal.kinds:
            press(app, key(pygame.K_RETURN))  # (checking is free: never FOLD lit; a clear bet, BET)
            clear_bet = verdict == RAISE and ({"bet", "complete"} & set(legal.kinds))
            assert (last_action(scene) in ("bet", "complete")) == bool(clear_bet) and last_action(
                scene
            ) != "fold"
            continue
        press(app, key(pygame.K_RETURN))
        return last_action(scene), asked
    raise AssertionError("no bet to call came")


def your_decisions(app, scene) -> Iterator[LegalActions]:
    """Each of your decisions at `scene` as its buttons come up (results closed as they show): the
    caller makes its move before the next."""
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.1)
        if isinstance(app.stack.top, ResultBanner):
            app.stack.top.close()
        legal = scene.table.legal_actions()
        if scene.buttons is not None and legal is not None and legal.seat == HUMAN:
            yield legal


def last_action(scene) -> str:
    return next(
        e.action for e in reversed(scene.table.events) if isinstance(e, ActionTaken) and e.seat == HUMAN
    )


@pytest.mark.parametrize(
    ("verdict", "wanted"), [(POOR, "call"), (CLOSE, "call"), (GOOD, "call"), (RAISE, "complete")]
)
def test_return_calls_a_poor_call_too_and_completes_a_clear_one(app, monkeypatch, verdict, wanted):
    done, asked = return_at_a_bet(app, monkeypatch, coach=True, verdict=verdict)
    assert done == wanted and asked


def test_with_the_coach_off_return_calls_as_before(app, monkeypatch):
    done, asked = return_at_a_bet(app, monkeypatch, coach=False, verdict=POOR)
    assert done == "call" and asked == []
