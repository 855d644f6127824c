"""A dealer at the party TV picks the game with nothing on the table over anything else: a host's
play-test (86_before) read 'GRANDPA JOE: PICK THE GAME  TIME LEFT 26' run into the chosen game's
line beside it ('No Peek: 9 cards each...'), and 'Omar: net from 0' half under the games' panel.

The TV's canvas is scaled whole to the screen (1920x1080, 1280x720 alike), so the rectangles here
are the TV's at either resolution; each size is also kept as a screenshot at both, to be looked at."""

from __future__ import annotations

import re

import pygame
import pytest
from test_ui_support import drawn_by
from tv_dealer_pick import to_tv_dealers_pick

from game.felt.action_menu import PAD
from game.platform.text import KEEP

LOG = ("Omar: net from 0", "CPU 4 leaves: 0")  # the play-test's log lines over the call


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_tv_dealers_pick_overlaps_nothing(app, shots, tmp_path, monkeypatch, loopback, size):
    app.settings.text_size = size
    lobby, table = to_tv_dealers_pick(
        app, tmp_path, monkeypatch, ["night-baseball", "midnight-baseball"], "Grandpa Joe"
    )
    try:
        for line in LOG:
            table.director.log(line)
        drawn = [(text.replace(KEEP, " "), rect) for text, rect in drawn_by(app, table, monkeypatch)]
        for resolution in ((1920, 1080), (1280, 720)):
            shots(
                app, f"tv_pick_{size}_{resolution[1]}", pygame.transform.scale(app.display.canvas, resolution)
            )
        places = table.renderer.places
        rects = table.buttons.rects
        panel = rects[0].unionall(rects[1:]).inflate(2 * PAD, 2 * PAD)
        if size == "large":  # (its panel takes the whole middle down to the games)
            panel = panel.union(pygame.Rect(places.centre.x, places.centre.y, places.centre.width, 1))
        said = [(text, rect) for text, rect in drawn if "PICK THE GAME" in text or "TIME LEFT" in text]
        assert any(re.search(r"( IN|TIME LEFT) \d+$", text) for text, _ in said), said  # (unbroken)
        # the prompt and its seconds stay in the middle's width, clear of the game's line beside it
        lines = [rect for _, rect in said]
        assert all(places.centre.left <= rect.left and rect.right <= places.centre.right for rect in lines)
        detail = [rect for text, rect in drawn if rect.x >= places.buttons[0] and rect.y >= places.mid_y]
        assert not any(rect.colliderect(line) for rect in detail for line in lines), (detail, lines)
        assert not any(rect.colliderect(line) for rect in rects for line in lines), (rects, lines)
        # the log's lines: over the panel, or under it whole (at large it covers the middle), never cut
        logged = [rect for text, rect in drawn if text in LOG]
        assert all(not rect.colliderect(panel) or panel.contains(rect) for rect in logged), (logged, panel)
        if size == "normal":
            assert logged and all(rect.bottom <= panel.top for rect in logged), (logged, panel)
    finally:
        lobby.party.close()
