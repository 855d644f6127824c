"""LAST POTS reads each pot's line whole: a host play-test read "Pot 1: Zoë wins 10 with a straight
flush to the eig…" with room for the rest on its line, a newcomer's "...two pair, queens and e…"
(ptN9 shot_157). A line takes the panel's width; one longer still goes on on a second line, every
pot's, chosen or not; in a dealer's choice session each pot's game is on a line under it."""

from __future__ import annotations

import os
from itertools import pairwise

import pygame
import pytest
from frame_checks import frame_problems
from test_replay import recorded

from engine.profile import load_profile
from engine.rules import Rules
from game.play.history_tapes import history_tapes
from game.screens.scene import PauseContext
from game.screens.scenes import last_pots
from game.screens.scenes.last_pots import LastPotsScene

SEEN = "Pot 1: Zoë wins 10 with a straight flush to the eight"  # the play-test's line
LONGER = "Pot 1: Grandpa Joe and Maximiliana split 1,234 with a straight flush to the eight"


def shown(app, monkeypatch, line: str) -> LastPotsScene:
    """LAST POTS over a full page of pots, each one's line `line`, drawn with the last chosen."""
    monkeypatch.setattr(last_pots, "pot_line", lambda hand, result, names: line)
    tapes = history_tapes(recorded("baseball", sessions=1))[:1] * last_pots.ROWS
    scene = LastPotsScene(app, PauseContext(Rules(), False, tuple(tapes), replay=lambda hand: None))
    app.stack.scenes[:] = [scene]
    app.frame([], 0.05)
    if os.environ.get("SHOTS_DIR"):
        name = f"last-pots-{len(line)}.png"
        pygame.image.save(app.display.canvas, os.path.join(os.environ["SHOTS_DIR"], name))
    assert frame_problems("LAST POTS") == []  # inside the TV-safe area, nothing over anything
    return scene


@pytest.fixture
def texts():
    from game.platform.frame_log import FRAME

    return lambda: [item.text for item in FRAME.texts()]


def test_the_play_tests_line_reads_whole_on_its_row(app, monkeypatch, texts):
    scene = shown(app, monkeypatch, SEEN)
    assert scene.menu.items[-1].label == SEEN
    assert SEEN in texts()


def test_every_line_longer_than_the_panel_is_read_whole_in_the_list(app, monkeypatch, texts):
    scene = shown(app, monkeypatch, LONGER)
    drawn = texts()
    for item in scene.menu.items:
        lines = scene.menu.lines(item)
        assert len(lines) == 2 and all(line in drawn for line in lines)
        assert " ".join(line.strip() for line in lines) == LONGER  # nothing cut, chosen or not
    assert not any("\u2026" in line for line in drawn)
    rows = [rect for rect in scene.menu.rects if rect.height]
    assert all(above.bottom <= below.top for above, below in pairwise(rows))  # none over another


def test_a_dealers_choice_session_says_each_pots_game_under_it(app, monkeypatch, texts):
    """The newcomer's LAST POTS said the game of the chosen pot only (POT 2: BASEBALL)."""
    tapes = history_tapes(recorded("dealers-choice", sessions=1))
    games = [tape.done.rules.name.upper() for tape in tapes]
    assert len(set(games)) > 1
    scene = LastPotsScene(app, PauseContext(load_profile("dealers-choice"), False, tuple(tapes)))
    app.stack.scenes[:] = [scene]
    scene.menu.selected = 0
    scene.menu.layout()
    app.frame([], 0.05)
    if os.environ.get("SHOTS_DIR"):
        pygame.image.save(app.display.canvas, os.path.join(os.environ["SHOTS_DIR"], "last-pots-choice.png"))
    assert frame_problems("LAST POTS") == []
    drawn = texts()
    for index in scene.menu.shown:
        item = scene.menu.items[index]
        assert scene.menu.lines(item)[-1].strip() == games[index] and scene.menu.lines(item)[-1] in drawn
        assert scene.menu.lines(item)[0] in drawn
