"""The Midnight Baseball guide's intro in two pages at both TEXT SIZEs: what differs from Night
Baseball on the first (seven cards, not nine; a four's extra card face down under your pile, turned
last), what is as in Night on the second with what is wild and the ante. It ran to three pages, the
last the ante's sentence alone (7211161 wrote it to say what differs; the play-test review found
the third page)."""

from __future__ import annotations

import pytest
from test_guided import read_and_go_on
from test_ui_support import press, run_until

from engine.profile import load_profile
from game.felt.guide_view import MORE
from game.play.guided import READ_PAUSE
from game.screens import openers

DIFFERS = ("seven cards each, not nine", "a four turned up", "face down under your pile", "turned last")


def intro_pages(app, size: str) -> list[str]:
    """The pages of the Midnight guide's first stop, at TEXT SIZE `size`, each as drawn."""
    app.settings.text_size = size
    app.push(openers.guided(profile_id="midnight-baseball", rules=load_profile("midnight-baseball")))
    app.stack.apply_requests()
    scene = app.stack.top
    run_until(app, lambda: bool(scene.line), dt=1 / 60)
    pages = []
    while scene.script.told == ["start"] and scene.line:
        press(app, frames=int(READ_PAUSE * 60) + 2)
        pages.append(scene.script.page)
        read_and_go_on(app)
    return pages


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_midnight_intro_says_what_differs_first_in_two_pages(app, size):
    pages = intro_pages(app, size)
    assert len(pages) == 2, pages
    first, second = (page.removesuffix(MORE).strip() for page in pages)
    assert all(words in first for words in DIFFERS), first  # what differs from Night, first
    assert "As in Night, nobody looks at their own cards" in second
    assert "3s and 9s are wild." in second and "antes 1" in second, second
