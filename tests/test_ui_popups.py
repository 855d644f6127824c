"""A word rising over the table for a moment (a win's "+8", WILD, BONUS!) hides no other words
while it rises: whole sessions checked frame by frame (tests/ui_sweep.py)."""

from __future__ import annotations

import pytest
from test_ui_support import table_scene
from ui_sweep import play_session

from engine.cards import parse_cards
from game.platform.frame_log import FRAME


def popup_problems(where: str) -> list[str]:
    """Each floating word on top of a steady one in the frame just drawn."""
    shown = [item for item in FRAME.visible() if item.kind == "text"]
    return [
        f"{where}: {word.text!r} {tuple(word.rect)} over {other.text!r} {tuple(other.rect)}"
        for word in shown
        if word.floating
        for other in shown
        if not other.floating and word.rect.colliderect(other.rect)
    ]


def test_your_win_rising_from_your_plate_hides_no_hint(app, monkeypatch):
    """A play-test: your "+8" rose from your name plate into TAB SKIPS AHEAD over it."""
    monkeypatch.setattr("ui_sweep.frame_problems", popup_problems)
    _, problems = play_session(app, "baseball", 4, seed=1, pots=2)
    wins = [problem for problem in problems if "'+" in problem]
    assert wins == []


def card_problems(where: str) -> list[str]:
    """Each floating word on an opponent's card (not yours, whose one row has no room under it)
    in the frame just drawn."""
    own = FRAME.regions("own cards")
    cards = [item.rect for item in FRAME.items if item.kind == "card" and item.rect not in own]
    return [
        f"{where}: {word.text!r} {tuple(word.rect)} on a card at {tuple(card)}"
        for word in FRAME.texts()
        if word.floating
        for card in cards
        if word.rect.colliderect(card)
    ]


@pytest.mark.parametrize(("profile", "players", "seed"), [("night-baseball", 3, 3), ("dealers-choice", 4, 4)])
def test_bonus_and_wild_rise_clear_of_an_opponents_cards(app, monkeypatch, profile, players, seed):
    """A play-test: BONUS! and WILD lay on an opponent's cards. Under its lowest cards where its
    block has room (one row of cards), else from its plate (Night Baseball's second row)."""
    words = []
    monkeypatch.setattr(
        "ui_sweep.frame_problems",
        lambda where: words.extend(w.text for w in FRAME.texts() if w.floating) or card_problems(where),
    )
    _, problems = play_session(app, profile, players, seed=seed, pots=2)
    assert {"WILD", "BONUS!"} & set(words), "no frame caught a WILD or a BONUS!"
    assert problems == []


def test_your_bonus_and_wild_lie_on_your_name_line_over_no_words(app):
    """A play-test: your BONUS! and WILD, risen from under your one row of cards, lay on your
    SHOWING line. Your four of hearts face up earns a wild three, face up: both words appear on
    your name line, between your name and your balance, over no words, and stay there."""
    # dealer Casey (seat 1): you first, two down each, then your 4h up and its bonus 3c
    scene = table_scene(app, players=2, stacked=parse_cards("Ks Kd Qs Qd 4h 3c 7d"), dealer=1)
    seen: set[str] = set()
    problems: list[str] = []
    for frame in range(240):
        app.frame([], 1 / 60)
        popups = [w for w in FRAME.texts() if w.floating]
        seen |= {w.text for w in popups}
        problems += popup_problems(f"frame {frame}")
        slot = scene.director.slots[0]
        # on your name line, clear of your cards
        problems += [
            f"frame {frame}: {w.text} at {tuple(w.rect)}" for w in popups if w.rect.bottom > slot.cards_y
        ]
    scene.leave()
    assert {"WILD", "BONUS!"} <= seen
    assert problems == []
