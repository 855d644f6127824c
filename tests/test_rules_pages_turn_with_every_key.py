"""The RULES pages (the pause menu's chart, its rankings, rules and words) and HOW TO PLAY turn with
every key a person tries: a newcomer pressed Down on Midnight Baseball's RULES and nothing turned
(only Right did). Nothing on those pages scrolls, so Down, Page Down and a pad's d-pad down turn
forward as Right does, Up, Page Up and d-pad up back as Left does, and the footer says so. Driven
with the keys' and the pad's own events through the app."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import drawn_by, key, press

from engine.profile import load_profile
from game.screens.scenes.chart import ChartScene
from game.screens.scenes.howto import HowToScene


def hat(dy: int) -> pygame.event.Event:
    """A pad's d-pad pressed up (1) or down (-1)."""
    return pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=(0, dy))


FORWARD = {"down": key(pygame.K_DOWN), "page down": key(pygame.K_PAGEDOWN), "pad down": hat(-1)}
BACK = {"up": key(pygame.K_UP), "page up": key(pygame.K_PAGEUP), "pad up": hat(1)}


def midnight_rules(app) -> ChartScene:
    """Midnight Baseball's RULES, open on its first page, on the app's stack."""
    chart = ChartScene(app, load_profile("midnight-baseball"), page="rules")
    app.stack.push(chart)
    app.stack.apply_requests()
    return chart


@pytest.mark.parametrize("forward", FORWARD)
def test_down_page_down_and_the_pad_turn_the_rules_forward_as_right_does(app, forward):
    chart = midnight_rules(app)
    assert chart.pages[chart.page] == "rules 1" and "rules 2" in chart.pages
    press(app, FORWARD[forward])
    assert chart.pages[chart.page] == "rules 2", forward
    press(app, key(pygame.K_RIGHT))
    right = chart.page
    press(app, key(pygame.K_LEFT), FORWARD[forward])
    assert chart.page == right, forward  # the same page Right turns to


@pytest.mark.parametrize("back", BACK)
def test_up_page_up_and_the_pad_turn_the_rules_back_as_left_does(app, back):
    chart = midnight_rules(app)
    press(app, key(pygame.K_RIGHT))
    press(app, BACK[back])
    assert chart.pages[chart.page] == "rules 1", back
    press(app, BACK[back])
    assert chart.pages[chart.page] == "rankings", back  # on from the first rules page, as Left goes


def test_the_footer_names_the_keys_that_turn_the_pages(app, monkeypatch):
    chart = midnight_rules(app)
    footer = drawn_by(app, chart, monkeypatch)[-1][0]
    assert "ARROWS" in footer and "PAGE UP/DOWN" in footer, footer


@pytest.mark.parametrize(("forward", "back"), [("page down", "page up")])
def test_page_down_and_page_up_turn_how_to_plays_pages_as_down_and_up_do(app, forward, back):
    howto = HowToScene(app)
    app.stack.push(howto)
    app.stack.apply_requests()
    index = howto.index
    press(app, FORWARD[forward])
    assert howto.page == 1 and howto.index == index
    press(app, FORWARD[forward], BACK[back])
    assert howto.page == 1 and howto.index == index
