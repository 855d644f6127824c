"""No frame waits for the coach's estimate of your decision, and nothing on your buttons moves by
itself (TableScene.judged_ready, advice): facing a bet, the lit button waited up to half a second in
the frame for the coach's worker; then it was lit CALL till the estimate came and moved to the
coach's raise under the player's finger (a Hold'em newcomer's play-test). Now the buttons wait for
the estimate, every frame returning at once, the coach's panel saying THINKING...; they come with
CALL lit for Enter and the coach's pick marked (game.felt.coach_mark), and both stay."""

from __future__ import annotations

import threading
import time

from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt import coach as coach_module
from game.screens.scenes.banner import ResultBanner
from game.telling.decision_words import in_button_order

FRAME_SECONDS = 0.2  # far under the half second a frame waited


def lit_kind(scene, index: int | None = None) -> str:
    """The kind of your button lit for Enter, or of the `index`th."""
    legal = scene.table.legal_actions()
    kinds = [option.kind for option in in_button_order(legal.options)]
    return str(kinds[scene.buttons.selected if index is None else index])


def test_facing_a_bet_the_frames_go_on_and_the_buttons_come_with_complete_marked_and_keep_it(
    app, monkeypatch
):
    gate = threading.Event()  # the coach's worker is held till it opens

    def held(view, seed=0):
        if threading.current_thread() is not threading.main_thread():
            gate.wait(10)
        return 1.0  # a sure win facing the bring-in: completing is clearly good, COMPLETE is marked

    monkeypatch.setattr(coach_module, "estimate", held)
    app.settings.coach = True
    scene = table_scene(app, profile="seven-card-stud", players=4, seed=5)
    try:
        for _ in range(5000):  # to your first decision, the table caught up with it
            app.frame([], 0.1)
            if isinstance(app.stack.top, ResultBanner):
                app.stack.top.close()
            if scene.table.actor == 0 and scene.caught_up:
                break
        else:
            raise AssertionError("your turn never came")
        legal = scene.table.legal_actions()
        assert ActionKind.CALL in legal.kinds and ActionKind.COMPLETE in legal.kinds, legal.kinds
        slowest = 0.0
        for _ in range(5):  # the estimate held: every frame returns at once, THINKING..., no buttons
            began = time.monotonic()
            app.frame([], 0.05)
            slowest = max(slowest, time.monotonic() - began)
            assert scene.buttons is None and scene.coach.thinking, lit_kind(scene)
        assert slowest < FRAME_SECONDS, slowest
    finally:
        gate.set()
    scene.coach.judging(scene.table.view(0), len(scene.table.events)).result(10)
    app.frame([], 0.05)
    assert scene.buttons is not None and scene.advised is not None
    assert lit_kind(scene) == ActionKind.CALL and lit_kind(scene, scene.advised) == ActionKind.COMPLETE
    for _ in range(20):  # they stay: nothing moves them but you
        app.frame([], 0.05)
        assert lit_kind(scene) == ActionKind.CALL and lit_kind(scene, scene.advised) == ActionKind.COMPLETE
