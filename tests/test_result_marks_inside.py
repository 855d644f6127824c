"""A pot's result keeps its hands' cards, a wild's '=8' mark with them, inside its box with a margin
of the box's black: a newcomer's play-test at TEXT SIZE large saw the '9 =8' of a wild straight
touch the box's yellow border. Checked on the pixels drawn, at both TEXT SIZEs, three seats."""

from __future__ import annotations

import pygame
import pytest
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt.result_view import ResultView
from game.platform import palette
from game.platform.frame_log import FRAME
from game.telling.pot_result import PotResult, ShownHand

MARGIN = 4  # pixels of the box's black between its border (2 px) and anything in it


def hand(seat: int, cards: str, stands: str, words: str) -> ShownHand:
    """A shown hand whose first card is a wild standing for `stands`."""
    used = parse_cards(cards)
    return ShownHand(
        seat, words, tuple((card, stands if i == 0 else None) for i, card in enumerate(used)), "hand"
    )


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_hands_and_a_wilds_mark_keep_inside_the_result_box(app, size):
    app.settings.text_size, app.settings.reduced_motion = size, True
    scene = table_scene(app, players=3)
    app.frame([], 0.05)
    model = scene.model
    model.wild_ranks = frozenset("39")
    won = hand(0, "9h 7s 6s 5d 4s", "8", "Straight to 8")
    beaten = hand(1, "9d Ad Qd Th 8h", "A", "Pair of As")
    result = PotResult(((0, 7),), False, (won,), beaten, "A straight beats a pair", "")
    view = ResultView(app.text, app.cards, model, result, scene.director.slots)
    canvas = pygame.Surface(app.display.canvas.get_size())
    FRAME.clear()
    view.draw(canvas, 0.0)
    box = FRAME.regions("result")[0]
    marks = [item.rect for item in FRAME.texts() if item.text == "="]
    assert len(marks) == 2, marks
    # the rows of the hands' cards: round the marks, on the cards' feet
    rows = range(marks[0].top - 40, marks[0].bottom + 20)
    touching = [
        (x, y)
        for y in rows
        for x in [*range(box.left + 2, box.left + 2 + MARGIN), *range(box.right - 2 - MARGIN, box.right - 2)]
        if canvas.get_at((x, y))[:3] != palette.BLACK[:3]
    ]
    assert not touching, f"box {tuple(box)}: drawn within {MARGIN} px of its border at {touching[:4]}"
