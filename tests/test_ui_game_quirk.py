"""The corner at the bottom left says what sets the pot's game apart under its name and wild cards
("7 CARDS, 4: HIDDEN CARD"): a newcomer's play-test could not tell Midnight Baseball from Night
Baseball at the table. In every shipped game, at both TEXT SIZEs, the corner's words lie in their
column, whole and clear of everything else drawn (frame_checks)."""

from __future__ import annotations

import os

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import run_until, settle, table_scene

from engine.profile import load_profile
from game.felt import layout
from game.felt.game_quirk import quirk_parts
from game.platform.frame_log import FRAME
from game.play.session import profiles

IDS = sorted(entry.rules.id for entry in profiles() if entry.ok and not entry.rules.is_dealers_choice)


def test_the_words_come_from_the_rules_and_tell_midnight_from_night():
    words = {game: quirk_parts(load_profile(game)) for game in IDS}
    assert words["midnight-baseball"] == ["4: HIDDEN CARD", "7 CARDS"]
    assert words["night-baseball"] == ["4: EXTRA CARD", "9 CARDS"]
    assert words["baseball"] == ["4: EXTRA CARD"] and words["baseball-paid-fours"] == ["4: BUY A CARD"]
    assert words["seven-card-stud"] == [] and words["no-peek"] == ["7 CARDS"]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", IDS)
def test_the_corner_says_the_games_quirk_within_its_column_at_each_text_size(app, game, size):
    app.settings.text_size = size
    scene = table_scene(app, profile=game, players=3)

    def dealt() -> bool:
        settle(scene)
        return scene.model.rules is not None and scene.model.game_banner is None and scene.model.hand == 1

    run_until(app, dealt)
    app.frame([], 0.05)
    app.draw()
    assert frame_problems(f"{game} at {size}") == []
    corner = [
        item for item in FRAME.texts() if item.rect.x == layout.INFO[0] and item.rect.y >= layout.INFO[1]
    ]
    said = [item.text for item in corner]
    parts = quirk_parts(load_profile(game))
    if size == "normal":  # the most telling quirk at least; at large where there is room
        assert parts[:1] == [part for part in said if part in parts][:1], said
    assert all(item.rect.right <= layout.INFO[0] + layout.INFO_W for item in corner), said
    if os.environ.get("QUIRK_SHOTS"):
        pygame.image.save(app.display.canvas, f"{os.environ['QUIRK_SHOTS']}/{game}-{size}.png")
    scene.leave()
