"""STRIKE THREE! says what happened and the rules say what it is (issue 31: a newcomer's play-test met
"CASEY / STRIKE THREE!" when Casey was beaten and could not tell whether it was a penalty; nothing in
HOW TO PLAY, RULES or the guide said it). The banner names who is out over the words and, where it
fits, how under them; every No Peek game's rules say the rule by its name."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest
from test_ui_moments import play

from engine.events import ActionTaken, Out
from engine.profile import discover_profiles
from game.felt import layout
from game.felt.table_effects import TableEffects, banner_rect, what_gap
from game.platform import sound
from game.platform.frame_log import FRAME
from game.platform.text import Text
from game.telling.hand_chart import rules_lines
from game.telling.rules_words import STRIKE_THREE_RULE
from game.telling.table_moments import struck_who


def drawn_banner(monkeypatch, size: str, event) -> dict[str, pygame.Rect]:
    monkeypatch.setattr(sound, "play", lambda _name: None)
    effects = TableEffects()
    effects.places, effects.hints = layout.LAYOUTS[size], False
    play(effects, [event])
    FRAME.clear()
    effects.draw(pygame.Surface((960, 540)), Text())
    drawn = {item.text: item.rect for item in FRAME.texts()}
    assert all(banner_rect(effects.places).contains(place) for place in drawn.values()), drawn
    assert what_gap(effects.what, effects.places) > 0 or size == "large"
    return drawn


@pytest.mark.usefixtures("app")
@pytest.mark.parametrize(
    ("event", "who", "how"),
    [
        (Out(seat=2), "CASEY IS OUT", "PILE TURNED, LEAD UNBEATEN"),
        (Out(seat=0), "YOU ARE OUT", "PILE TURNED, LEAD UNBEATEN"),
        (
            ActionTaken(1, "fold", Fraction(0), Fraction(0), why="wild_cost"),
            "BABE IS OUT",
            "WOULD NOT PAY FOR A WILD",
        ),
    ],
)
def test_strike_three_says_who_is_out_and_how(monkeypatch, event, who, how):
    drawn = drawn_banner(monkeypatch, "normal", event)
    assert who in drawn and "STRIKE THREE!" in drawn and how in drawn, drawn
    assert drawn[who].bottom <= drawn["STRIKE THREE!"].top <= drawn["STRIKE THREE!"].bottom <= drawn[how].top


@pytest.mark.usefixtures("app")
def test_at_text_size_large_strike_three_still_says_who_is_out(monkeypatch):
    drawn = drawn_banner(monkeypatch, "large", Out(seat=2))
    assert "CASEY IS OUT" in drawn and "STRIKE THREE!" in drawn, drawn


def test_a_long_name_is_out_keeps_to_the_banner():
    # a 16-letter guest at TEXT SIZE large: "WWWWWWWWWWWWWWWW IS OUT" ran out of the banner into a seat
    columns = 14
    assert struck_who("CASEY", columns) == "CASEY IS OUT"
    assert struck_who("W" * 16, columns) == "W" * 16
    assert struck_who("YOU", columns) == "YOU ARE OUT"


def test_every_no_peek_games_rules_name_strike_three():
    every = [entry.rules for entry in discover_profiles() if entry.rules is not None]
    no_peek = [rules for rules in every if rules.flow == "no_peek" and not rules.is_dealers_choice]
    assert len(no_peek) >= 3
    for rules in no_peek:
        assert any(STRIKE_THREE_RULE in line for line in rules_lines(rules)), rules.name
