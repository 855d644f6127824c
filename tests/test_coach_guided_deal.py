"""The coach says nothing of the last pot once a new pot is dealt, through a guided hand's pages too:
a newcomer's play-test of the guided Dealer's Choice read BETWEEN POTS in the corner while the Stud
pot was dealt and its bring-in explained (the guide stopped at the pot's start before the table
told the coach a new pot had begun)."""

from __future__ import annotations

import pygame
from test_ui_support import letter, settle

from engine.events import Deal, Showdown
from engine.profile import load_profile
from game.screens import openers
from game.screens.scenes.guided_table import GuidedTable


def test_no_page_after_a_deal_and_before_the_showdown_says_between_pots(app):
    app.settings.coach = True
    app.push(openers.guided(profile_id="dealers-choice", rules=load_profile("dealers-choice")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    assert isinstance(scene, GuidedTable)
    pages = []  # (the moment, what the coach says at the page's end) for pages in a dealt pot
    for _frame in range(20000):
        if scene.script.over and scene.line:
            break
        if app.stack.scenes[-1] is not scene:  # the pot's result: play on
            app.frame([letter("n")], 0.05)
            continue
        if scene.line:
            for _ in range(30):
                app.frame([], 0.05)
                pygame.time.wait(2)
            events = scene.player.pot_events
            if any(isinstance(e, Deal) for e in events) and not any(isinstance(e, Showdown) for e in events):
                pages.append((scene.script.told[-1], scene.coach.line()[0]))
            scene.script.line = ""
        elif scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next((kind for kind in ("check", "call", "turn") if kind in kinds), kinds[0]))
        app.frame([], 0.05)
        settle(scene)
    else:
        raise AssertionError("the guide never ended")
    assert "bring_in" in [moment for moment, _ in pages], pages  # the Stud pot's deal was seen
    assert not any("BETWEEN POTS" in words for _, words in pages), pages
