"""LAST POTS reads each pot's line whole: a host play-test read "Pot 1: Zoë wins 10 with a straight
flush to the eig…" with room for the rest on its line. A line takes the panel's width; one longer
still is cut in the list and read whole under it while it is chosen."""

from __future__ import annotations

import os

import pygame
import pytest
from frame_checks import frame_problems
from test_replay import recorded

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


def test_a_line_longer_than_the_panel_is_read_whole_under_the_list(app, monkeypatch, texts):
    scene = shown(app, monkeypatch, LONGER)
    row = scene.menu.items[-1].label
    assert row.endswith("\u2026") and LONGER.startswith(row[:-1])  # cut in the list, and said so
    drawn = texts()
    under = drawn[len(drawn) - drawn[::-1].index(row) :]  # after the list's last row
    assert " ".join(line for line in under if line and line in LONGER) == LONGER
