"""OPTIONS: ACCESS, TEXT SIZE chosen: its description, for either size, is said whole and ends a
line clear of the keys' footer (a play-test at TEXT SIZE large read LARGE's four lines running
down onto ARROWS/D-PAD MOVE)."""

from __future__ import annotations

import pytest

from game.platform.frame_log import FRAME
from game.platform.text import TEXT_SIZES
from game.screens.menu_page import FOOTER_Y, detail_top
from game.screens.scenes.options import TEXT_SIZE_DETAILS, OptionsScene


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_text_size_description_is_whole_and_clear_of_the_footer(app, size):
    app.settings.text_size = size
    scene = OptionsScene(app)
    app.stack.push(scene)
    app.stack.apply_requests()
    scene.open_access()
    scene.menu.selected = next(n for n, item in enumerate(scene.menu.items) if item.label == "TEXT SIZE")
    app.frame([], 0.05)
    app.draw()
    top = detail_top(TEXT_SIZES[size].body)  # (at large the description stands higher, a line more)
    drawn = [item for item in FRAME.texts() if top <= item.rect.y < FOOTER_Y]
    said = " ".join(item.text for item in drawn)
    assert said == TEXT_SIZE_DETAILS[size], said
    assert max(item.rect.bottom for item in drawn) + 20 <= FOOTER_Y, [tuple(item.rect) for item in drawn]


def test_the_text_size_description_names_only_what_the_table_shows():
    """A newcomer's play-test read "stacks" in LARGE's list of what grows, on a table that keeps
    scores (each seat's +/- for the game), not stacks of chips."""
    for size, words in TEXT_SIZE_DETAILS.items():
        assert "stack" not in words.lower() and "scores" in TEXT_SIZE_DETAILS["large"], size
