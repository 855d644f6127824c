"""At TEXT SIZE large the corner says DEALER'S CHOICE in one line, a character clear of your seat.

A play-test at a TV across a room read DEALER'S / CHOICE over DEALER / PICKS at the felt's bottom
left, four lines for two words: the name had INFO_W's 14 letters where your seat's block, a
character further right at large, leaves 15 (corner_draw.CornerDrawing.name_columns)."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_support import run_until, table_scene

from game.platform.frame_log import FRAME


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_dealers_choice_is_one_line_in_the_corner_at_large(app, players):
    app.settings.text_size, app.settings.reduced_motion = "large", True
    scene = table_scene(app, profile="dealers-choice", players=players)
    run_until(app, lambda: scene.model.calling)  # (DEALER PICKS under the name)
    FRAME.clear()
    app.draw()
    texts = {item.text: item.rect for item in FRAME.texts()}
    assert "DEALER'S CHOICE" in texts and "CHOICE" not in texts, sorted(texts)
    name = texts["DEALER'S CHOICE"]
    you = scene.director.slots[scene.director.human]
    small = scene.renderer.places.small
    # a character clear of your seat's plate (4 pixels out of its block) and of its cards
    assert name.right + small <= you.x - 4, (name, you)
    assert frame_problems(f"{players} players") == []
    scene.leave()
