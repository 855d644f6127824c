"""The coach through a guided hand (game.felt.coach, GuidedTable): it answers while a page is up and
says POT OVER once the cards are shown down, never THINKING for the rest of the guide.

A play-test: in the guided Baseball hand the coach said THINKING through the whole showdown, its
pages and the closing words, and on a page at your own turn (the table stopped on the words and the
coach was asked only when the table had caught up, which it never did while a page was up)."""

from __future__ import annotations

import threading

import pygame
from test_ui_support import letter, run_until, settle, table_scene

from engine.actions import Action
from engine.events import Showdown
from engine.profile import load_profile
from game.felt import coach as coach_module
from game.play.session import HUMAN
from game.screens import openers
from game.screens.scenes.guided_table import GuidedTable

PAGE_FRAMES = 60  # frames a page stays up, each with a little real time for the coach's worker


def figure(scene: GuidedTable) -> str:
    """The coach's figure line (or its note), whichever of its why lines the panel is paging through."""
    return scene.coach.line()[0].removeprefix("COACH: ")


def test_the_coach_answers_on_every_page_and_says_pot_over_after_the_showdown(app):
    app.settings.coach = True
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    assert isinstance(scene, GuidedTable)
    pages = []  # (shown down already, your turn, what the coach says at the page's end)
    for _frame in range(20000):
        if scene.script.over and scene.line:
            break
        if app.stack.scenes[-1] is not scene:  # the pot's result: play on
            pages.append((True, False, figure(scene)))  # (what is under it)
            app.frame([letter("n")], 0.05)
            continue
        if scene.line:
            for _ in range(PAGE_FRAMES):
                app.frame([], 0.05)
                pygame.time.wait(2)
            shown_down = any(isinstance(event, Showdown) for event in scene.player.pot_events)
            yours = scene.table.actor == HUMAN and scene.caught_up
            pages.append((shown_down, yours, figure(scene)))
            scene.script.line = ""
        elif scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(kind for kind in ("check", "call", "turn") if kind in kinds))
        app.frame([], 0.05)
        settle(scene)
    else:
        raise AssertionError("the guide never ended")
    pages.append((True, False, figure(scene)))  # the closing words
    assert any(shown_down for shown_down, _, _ in pages[:-1]), pages  # a page at the showdown was seen
    assert any(yours for _, yours, _ in pages), pages  # and one at your turn
    for shown_down, yours, words in pages:
        if shown_down:
            assert words in ("POT OVER", "BETWEEN POTS"), pages
        if yours:
            assert "%" in words, pages


def test_an_estimate_dropped_for_a_newer_situation_is_cancelled_not_queued(app):
    """The coach's one worker never works through stale estimates before the one for your turn."""
    scene = table_scene(app, players=5, seed=7)
    run_until(app, lambda: scene.buttons is not None)
    busy = threading.Event()
    coach_module._WORKER.submit(busy.wait, 10)  # the worker is on an estimate that takes a while
    try:
        coach = coach_module.Coach()
        coach.refresh(scene.table, HUMAN)
        queued = coach._pending
        assert queued is not None and not queued.done()
        legal = scene.table.legal_actions()
        kind = next(k for k in ("check", "call", "fold") if k in legal.kinds)
        scene.table.apply(Action(HUMAN, kind))  # the table moves on: a newer situation
        coach.refresh(scene.table, HUMAN, caught_up=False)  # (estimated before the screen shows it)
        assert queued.cancelled() and coach._pending is not queued
    finally:
        busy.set()
