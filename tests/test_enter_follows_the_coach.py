"""Enter facing a bet calls, whatever the coach judges (game.felt.coach.judged): a POOR call too,
Enter never folding (a Hold'em newcomer's play-test found FOLD lit under a red figure with their row
leading, and Enter pressed to go on gives a hand up), and a clear raise too, which the coach marks
on its button (game.felt.coach_mark), never lit for Enter (a later play-test pressed Enter "to
call" and raised, RAISE TO 2 lit by the coach); CHECK where checking is free; the coach off, the
same."""

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
from game.telling.decision_words import in_button_order


def return_at_a_bet(app, monkeypatch, coach: bool, verdict: str) -> tuple[str, list[str], str]:
    """Seven-Card Stud to your first decision facing a bet, the coach judging its call `verdict`
    (checks and calls before it): what Return did there, the verdicts the table asked for, and the
    kind of the button marked there ("" for none)."""
    asked: list[str] = []

    def judged(view, chance):
        asked.append(verdict)
        return "9%", verdict

    monkeypatch.setattr(scene_module, "judged", judged)
    app.settings.coach, app.settings.animation_speed = coach, 4.0
    scene = table_scene(app, profile="seven-card-stud", players=4, seed=5)
    for legal in your_decisions(app, scene):
        if "check" in legal.kinds or "call" not in legal.kinds:
            press(app, key(pygame.K_RETURN))  # (checking is free: CHECK, a clear bet only marked)
            assert last_action(scene) in ("check", "bring_in"), legal.kinds
            continue
        kinds = [option.kind for option in in_button_order(legal.options)]
        marked = "" if scene.advised is None else kinds[scene.advised]
        press(app, key(pygame.K_RETURN))
        return last_action(scene), asked, marked
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


@pytest.mark.parametrize(("verdict", "mark"), [(POOR, ""), (CLOSE, ""), (GOOD, ""), (RAISE, "complete")])
def test_return_calls_a_poor_call_and_a_clear_raise_too_which_is_marked(app, monkeypatch, verdict, mark):
    done, asked, marked = return_at_a_bet(app, monkeypatch, coach=True, verdict=verdict)
    assert done == "call" and asked and marked == mark


def test_with_the_coach_off_return_calls_as_before(app, monkeypatch):
    done, asked, marked = return_at_a_bet(app, monkeypatch, coach=False, verdict=POOR)
    assert done == "call" and asked == [] and marked == ""
