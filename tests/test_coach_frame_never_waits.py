"""No frame waits for the coach's estimate of your decision (TableScene.lit, relight): facing a bet,
the lit button waited up to half a second in the frame for the coach's worker. Till the estimate is
in the first button is lit; the frame it is in, the button the coach's judgement means."""

from __future__ import annotations

import threading
import time

from test_ui_support import settle, table_scene

from engine.actions import ActionKind
from game.felt import coach as coach_module
from game.screens.scenes.banner import ResultBanner
from game.telling.decision_words import in_button_order

FRAME_SECONDS = 0.2  # far under the half second a frame waited


def lit_kind(scene) -> str:
    legal = scene.table.legal_actions()
    return str([option.kind for option in in_button_order(legal.options)][scene.buttons.selected])


def test_facing_a_bet_the_frame_goes_on_and_complete_is_lit_once_the_estimate_is_in(app, monkeypatch):
    gate = threading.Event()  # the coach's worker is held till it opens

    def held(view, seed=0):
        if threading.current_thread() is not threading.main_thread():
            gate.wait(10)
        return 1.0  # a sure win facing the bring-in: completing is clearly good, COMPLETE is lit

    monkeypatch.setattr(coach_module, "estimate", held)
    app.settings.coach = True
    scene = table_scene(app, profile="seven-card-stud", players=4, seed=5)
    try:
        for _ in range(5000):
            settle(scene)
            began = time.monotonic()
            app.frame([], 0.1)
            slowest = time.monotonic() - began  # (the frame that offers the buttons, at the break)
            if isinstance(app.stack.top, ResultBanner):
                app.stack.top.close()
            legal = scene.table.legal_actions()
            if scene.buttons is None or legal is None or legal.seat != 0:
                continue
            if ActionKind.CALL in legal.kinds:
                break
            scene.choose(ActionKind.CHECK if ActionKind.CHECK in legal.kinds else legal.kinds[0])
        else:
            raise AssertionError("no bet to call came")
        for _ in range(5):  # the estimate held: every frame returns at once, the first button lit
            began = time.monotonic()
            app.frame([], 0.05)
            slowest = max(slowest, time.monotonic() - began)
        assert slowest < FRAME_SECONDS and lit_kind(scene) == ActionKind.CALL, (slowest, lit_kind(scene))
        assert scene.judging is not None and not scene.judging.done()
    finally:
        gate.set()
    scene.judging.result(10)
    app.frame([], 0.05)
    assert scene.judging is None and lit_kind(scene) == ActionKind.COMPLETE
