"""The title says what to press from its first frame and in every frame after: PRESS START blinks
from white to grey, never off, over its key ENTER / A. A newcomer's play-test caught the title
between blinks twice, five seconds apart, saw only the logo and took the game for hung; an earlier
one saw ENTER / A standing bare between the blinks and took it for a page drawn before its words."""

from __future__ import annotations

from test_ui_support import drawn_by

from game.platform import palette
from game.screens import openers
from game.screens.scenes.title import BLINK, TitleScene


def test_the_prompt_and_its_key_stand_in_every_frame(app, monkeypatch):
    app.settings.reduced_motion = False
    app.go(openers.title())
    app.stack.apply_requests()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    colours = set()
    for clock in (0.0, 0.1, BLINK + 0.1, 2 * BLINK + 0.1, 3 * BLINK + 0.1):  # on, on, off, on, off
        title.clock = clock
        words = [text for text, _rect in drawn_by(app, title, monkeypatch)]
        assert "PRESS START" in words and "ENTER / PAD A" in words, (clock, words)
        prompt = next(r for t, r in drawn_by(app, title, monkeypatch) if t == "PRESS START")
        colours.add(app.display.canvas.get_at(find_lit(app.display.canvas, prompt))[:3])
    assert len(colours) == 2, colours  # it still blinks: bright, then dimmer
    assert tuple(palette.WHITE) in colours
    title.clock = BLINK + 0.1
    title.started = True  # the menu: its key stays
    assert "ENTER / PAD A" in [text for text, _rect in drawn_by(app, title, monkeypatch)]


def find_lit(canvas, rect):
    """A pixel of the letters inside `rect`: the brightest one."""
    return max(
        ((x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)),
        key=lambda p: sum(canvas.get_at(p)[:3]),
    )
