"""The title's ENTER / A is the key of what stands above it: PRESS START (blinking with it) or the
menu. A newcomer's play-test, back at the title from QUIT TO TITLE, saw ENTER / A standing bare
between PRESS START's blinks and took it for a page drawn before its words."""

from __future__ import annotations

from test_ui_support import drawn_by

from game.screens import openers
from game.screens.scenes.title import BLINK, TitleScene


def test_enter_a_never_stands_bare(app, monkeypatch):
    app.settings.reduced_motion = False
    app.go(openers.title())
    app.stack.apply_requests()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    for clock in (0.1, BLINK + 0.1, 2 * BLINK + 0.1, 3 * BLINK + 0.1):  # on, off, on, off
        title.clock = clock
        words = [text for text, _rect in drawn_by(app, title, monkeypatch)]
        assert ("ENTER / A" in words) == ("PRESS START" in words), (clock, words)
    title.clock = BLINK + 0.1
    title.started = True  # the menu: its key stays
    assert "ENTER / A" in [text for text, _rect in drawn_by(app, title, monkeypatch)]
