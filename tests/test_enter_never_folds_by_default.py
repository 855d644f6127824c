"""The button lit for Enter as your buttons come (TableScene.lit) is the passive move at every
decision: CHECK wherever checking is free, else CALL (or bringing in, the least), never FOLD, nor a
bet or raise. A Hold'em newcomer's play-test pressed Enter to go on and found FOLD lit under the
coach's red figure, once with their own row leading ("YOU LEAD: 10'S FULL" at 2%); a later one
found the lit button moving between decisions, CHECK, BET 1, RAISE TO 2 (the coach's pick), and
raised pressing Enter to call. Where the coach judges a bet or raise clearly good (its verdict
RAISE) that button is marked (game.felt.coach_mark), the cursor staying put.

A sweep over seeded tables of each main game, the coach on and off, you checking and calling: at
every betting decision, the buttons coming with the coach's estimate in (its pick marked)."""

from __future__ import annotations

import pytest
from test_ui_support import settle, table_scene

from engine.actions import ActionKind, FlowDecision
from game.felt.coach import judged
from game.felt.coach_odds import RAISE
from game.play.session import HUMAN
from game.screens.scenes.banner import ResultBanner
from game.telling.decision_words import in_button_order

PUSHES = {ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE}
LEAST = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)  # the first button, where offered


def lit_at_each_decision(app, profile: str, seed: int) -> list[tuple[tuple[str, ...], str, str, str]]:
    """One pot of `profile` at `seed`, you checking and calling: each betting decision's kinds, the
    kind lit once the coach's estimate is in, the coach's verdict on it ("" with the coach off) and
    the kind marked ("" for none)."""
    scene = table_scene(app, profile=profile, players=4, seed=seed, pots=1)
    seen: list[tuple[tuple[str, ...], str, str, str]] = []
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.1)
        if isinstance(app.stack.top, ResultBanner) or scene.table.is_over:
            return seen
        legal = scene.table.legal_actions()
        if scene.buttons is None or legal is None or legal.seat != HUMAN:
            scene.skip()  # (TAB: the others move at once, till your buttons come)
            continue
        kinds = [option.kind for option in in_button_order(legal.options)]
        if legal.decision == FlowDecision.BET:
            view = scene.table.view(HUMAN)
            verdict = ""
            if app.settings.coach and not view.cannot_win(HUMAN):
                verdict = judged(view, scene.coach.judging(view, len(scene.table.events)).result())[1]
            marked = "" if scene.advised is None else kinds[scene.advised]
            seen.append((tuple(kinds), kinds[scene.buttons.selected], verdict, marked))
        scene.choose(next((kind for kind in (*LEAST, "turn") if kind in kinds), kinds[0]))
    raise AssertionError(f"{profile} seed {seed}: the pot did not end")


@pytest.mark.parametrize("coach", [False, True])
@pytest.mark.parametrize("profile", ["baseball", "night-baseball", "midnight-baseball", "seven-card-stud"])
def test_the_lit_button_is_never_fold_and_check_wherever_free(app, profile, coach):
    app.settings.coach, app.settings.animation_speed = coach, 4.0
    seen = [decision for seed in (3, 8) for decision in lit_at_each_decision(app, profile, seed)]
    assert any(ActionKind.FOLD in kinds for kinds, _, _, _ in seen), seen  # (a bet to meet came)
    for kinds, lit, verdict, marked in seen:  # CHECK where free, else CALL (a bring-in: its least)
        assert lit == next(kind for kind in LEAST if kind in kinds), (kinds, lit, verdict)
        if verdict == RAISE and PUSHES & set(kinds):  # the coach's clear bet or raise: marked
            assert marked in PUSHES, (kinds, marked, verdict)
        else:
            assert marked == "", (kinds, marked, verdict)
