"""A player at the party TV picking the Dealer's Choice game (issue 31, a host's play-test): "PICK
THE GAME" ran into the lit game's rules beside it. Every line the TV draws at the pick, before the
first Enter and after it (the nudge), stands clear of every other, a pixel's gap at least, at both
TEXT SIZEs (the 960x540 canvas: 1920x1080 and 1280x720 alike)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_dealers_pick_is_deliberate import GAMES, enters
from test_ui_support import key, record_text
from tv_dealer_pick import to_tv_dealers_pick

from game.felt import action_menu

PANEL = "(the games' panel)"  # its place among the lines drawn
GAP = 2  # px between two lines' boxes: less reads as one run of words


def seen(app, table, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The lines `table` draws in one frame that stay in view: not those the games' panel, drawn
    after them, covers (the pot's figure at TEXT SIZE large, hidden whole by design)."""
    with monkeypatch.context() as patch:
        drawn = record_text(app, patch)
        real = action_menu.panel
        patch.setattr(
            action_menu, "panel", lambda canvas, box, *a: (drawn.append((PANEL, box)), real(canvas, box, *a))
        )
        table.draw(app.display.canvas)
    panels = [index for index, (words, _) in enumerate(drawn) if words == PANEL]
    return [
        (words, rect)
        for index, (words, rect) in enumerate(drawn)
        if words != PANEL and not any(index < at and drawn[at][1].contains(rect) for at in panels)
    ]


def touching(said: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """The pairs of lines drawn less than GAP apart."""
    lines = [(words, rect) for words, rect in said if words.strip()]
    return [
        (a, b)
        for (a, ra), (b, rb) in itertools.combinations(lines, 2)
        if ra.inflate(2 * GAP, 2 * GAP).colliderect(rb)
    ]


@pytest.mark.parametrize("name", ["Sam", "Bartholomew Fitz"])  # (the prompt names them where it fits)
@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_line_of_the_pick_at_the_tv_stands_apart(
    app, shots, tmp_path, monkeypatch, loopback, size, name
):
    app.settings.text_size = size
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, ["baseball", *GAMES], name)
    try:
        for state in ("offered", "nudged"):
            if state == "nudged":
                enters(app, lambda: key(pygame.K_RETURN), count=2)
                assert table.buttons is not None and table.buttons.nudged
            said = seen(app, table, monkeypatch)
            app.draw()
            for resolution in ((1920, 1080), (1280, 720)):  # (to be looked at)
                shots(
                    app,
                    f"tv_pick_{state}_{size}_{len(name)}_{resolution[1]}",
                    pygame.transform.scale(app.display.canvas, resolution),
                )
            assert touching(said) == [], (state, said)
    finally:
        lobby.party.close()
