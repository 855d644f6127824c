"""AUTO-CHECK on, your own buttons up in its button's place: the table says it is on and how to put
it out, over your buttons (game.felt.check_ahead.ON_AT_YOUR_TURN). A newcomer's play-test had it on
from an earlier table and was asked TURN with nothing on the table saying so; off, nothing is said."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_check_ahead import no_peek
from test_ui_support import settle

from engine.actions import ActionKind
from game.felt.check_ahead import ON_AT_YOUR_TURN
from game.platform.frame_log import FRAME


def shown_at_your_decisions(app, decisions: int = 2) -> list[tuple[list[str], list[str]]]:
    """At each of your first `decisions` with your buttons up: the words drawn over the buttons'
    first, and the frame's problems (frame_checks)."""
    scene = no_peek(app)
    seen = []
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.05)
        if scene.buttons is None:
            continue
        FRAME.clear()
        app.draw()
        first = scene.buttons.rects[0]
        over = [
            item.text
            for item in FRAME.visible()
            if item.rect.bottom <= first.top and item.rect.left >= first.left
        ]
        seen.append((over, frame_problems("your buttons")))
        if len(seen) == decisions:
            return seen
        kinds = scene.table.legal_actions().kinds
        scene.choose(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.TURN)
    raise AssertionError("your turn never came")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_auto_check_on_is_shown_over_your_buttons(app, size):
    app.settings.text_size, app.settings.auto_check = size, True
    for over, problems in shown_at_your_decisions(app):
        assert all(line in over for line in ON_AT_YOUR_TURN), over
        assert problems == []


def test_auto_check_off_says_nothing_over_your_buttons(app):
    for over, _problems in shown_at_your_decisions(app):
        assert not any(line in over for line in ON_AT_YOUR_TURN), over
