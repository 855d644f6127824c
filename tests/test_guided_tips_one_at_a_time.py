"""A guided hand's tip at your decision is one of the table's tips (game.screens.scenes.guided_table
offer_actions): said in their one queue, one in the log's view at a time, and once a run. A Hold'em
newcomer's play-test of the guided Dealer's Choice read "Tip: 30% beats 11%: call" and "COMPLETE:
make a full bet" together at its first decision, and "Tip: checking is free" at every betting round."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from test_first_tips_one_in_view import log_shown
from test_guided import guide_move
from test_ui_support import key, press, settle

from engine.profile import load_profile
from game.felt.guide_tips import TIP_HEAD
from game.felt.log_forms import is_hint
from game.screens import openers
from game.screens.scenes.guide_end import GuideEnd

DT = 0.05


def tips_in_view(scene) -> list[str]:
    """The tips (the table's first-time tips and the guide's) the log shows now, as it is drawn."""
    shown = log_shown(scene)
    tips = [
        message
        for message in dict.fromkeys(scene.model.log)
        if is_hint(message) or message.startswith(TIP_HEAD)
    ]
    return [tip for tip in tips if tip in shown]


def play_the_guide(app, profile_id: str) -> tuple[list[str], list[list[str]]]:
    """The guide played as a newcomer checks and calls, each decision's tips read first: every tip
    said to the log, in order (the table's and the guide's), and each moment that showed more than
    one tip at once."""
    app.settings.hints = app.settings.coach = True
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    said: list[str] = []
    log = scene.director.log

    def recorded(line: str) -> None:
        if is_hint(line) or line.startswith(TIP_HEAD):
            said.append(line)
        log(line)

    scene.director.log = recorded
    together = []
    for _frame in range(30000):
        if scene not in app.stack.scenes or isinstance(app.stack.top, GuideEnd) or scene.script.over:
            return said, together
        if not scene.line and app.stack.scenes[-1] is not scene:  # a pot's result
            press(app, key(pygame.K_RETURN))
        elif scene.buttons is not None and (scene.hush or scene.director.tips.waiting):
            pass  # (the decision's tips read first, as a newcomer would)
        else:
            guide_move(app, scene)
        app.frame([], DT)
        settle(scene)
        if len(shown := tips_in_view(scene)) > 1:
            together.append(shown)
    raise AssertionError(f"{profile_id}: the guide never ended")


@pytest.mark.parametrize("profile_id", ["dealers-choice", "baseball"])
def test_a_guides_tips_are_said_once_a_run_and_one_in_view_at_a_time(app, profile_id):
    said, together = play_the_guide(app, profile_id)
    assert [tip for tip in said if tip.startswith(TIP_HEAD)], said  # (its decisions have their tips)
    assert [tip for tip, times in Counter(said).items() if times > 1] == [], said
    assert together == [], together[:3]


def test_the_dealers_choice_guides_first_decision_says_what_complete_is_then_the_guides_tip(app):
    """The play-test's first decision, Babe's three brought it in: what the button COMPLETE is,
    then the guide's call (the coach's colours' tip between them, as at every table)."""
    said, _ = play_the_guide(app, "dealers-choice")
    complete = next(at for at, tip in enumerate(said) if tip.startswith("COMPLETE"))
    assert said.index("Tip: 30% beats 11%: call") > complete, said
