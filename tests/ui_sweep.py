"""Whole sessions played through the real table scene, every frame checked (no tests here).

The human's seat picks a random legal action, the computer players play, and the frame loop runs
with long steps, so about one event of the engine's stream lands per frame: every deal, bet,
turn, showdown, result banner and the standings are drawn and checked, at a few hundred frames a
session instead of the thousands of a 60 fps run. NEXT HAND is pressed a few frames into each
pot's result (by default it waits for ever)."""

from __future__ import annotations

import dataclasses
import random

from frame_checks import frame_problems
from test_ui_support import deal_key, settle

from game.play.session import direct_setup
from game.screens.scenes.pause import PauseScene
from game.screens.table_scene import TableScene

STEP = 0.25  # seconds a frame: the table's holds are 0.2-0.6 s, so nearly every event gets a frame
RESULT_FRAMES = 4  # frames each pot's result is drawn before NEXT HAND is pressed


def play_session(
    app, profile: str, players: int, seed: int, pots: int, coach: bool = True
) -> tuple[int, list[str]]:
    """Play a session to its standings; returns the frames drawn and every problem seen."""
    app.settings.coach = coach
    app.settings.default_difficulty = "easy"  # quick to think: this is about the picture
    setup = direct_setup(app.settings, profile, players, seed)
    setup.rules = dataclasses.replace(setup.rules, pots=pots)
    scene = TableScene(app, setup)
    app.stack.scenes.clear()
    app.stack.push(scene)
    app.stack.apply_requests()
    rng = random.Random(seed)
    problems: list[str] = []
    paused = False
    results: dict[int, int] = {}  # each result banner's frames left before NEXT HAND
    frames = 0
    while app.stack.top is not None and frames < 5000:
        top = app.stack.top
        where = f"{profile} x{players} seed {seed} frame {frames} ({type(top).__name__})"
        if top is scene and scene.buttons is not None:
            if not paused:  # once a session: the pause menu over the human's turn
                paused = True
                app.stack.push(PauseScene(app, scene.pause_context()))
                app.draw()
                problems += frame_problems(where + " paused")
                app.stack.pop()
            legal = scene.table.legal_actions()
            kinds = [kind for kind in legal.kinds if kind != "fold"] or legal.kinds
            scene.choose(rng.choice(kinds))
        elif type(top).__name__ == "StandingsScene":
            app.draw()
            problems += frame_problems(where)
            break
        elif type(top).__name__ == "ResultBanner" and results.setdefault(id(top), RESULT_FRAMES) == 0:
            top.close()  # NEXT HAND, after a few frames of the result (it would wait for ever)
        elif type(top).__name__ == "ResultBanner":
            results[id(top)] -= 1
        settle(scene)
        app.frame(deal_key(app, scene), STEP)  # (Enter at a new game's call: it waits, HINTS on)
        problems += frame_problems(where)
        frames += 1
    scene.leave()
    app.stack.scenes.clear()
    return frames, problems
