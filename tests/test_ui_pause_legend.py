"""The pause menu's legend of the table's marks stays clear of the action buttons: across the whole
foot of the screen it covered [F] FOLD while paused (a newcomer play-test at TEXT SIZE large)."""

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import key, press, run_until, table_scene

from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.screens.scenes.pause import PauseScene
from game.telling.glossary import LEGEND


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_legend_leaves_the_buttons_in_view_and_says_every_mark(app, shots, size):
    app.settings.text_size = size
    scene = table_scene(app, players=4, seed=5)
    run_until(app, lambda: scene.buttons is not None)
    places = scene.renderer.places
    assert places.large == (size == "large")
    # the buttons shown, and their whole column down to the screen's foot: FOLD comes third, under
    # CALL and RAISE, where a two-button turn (CHECK, BET) has none
    column = pygame.Rect(places.buttons, (places.button_w, SAFE.bottom - places.buttons[1]))
    buttons = [*scene.buttons.rects, column]
    press(app, key(pygame.K_ESCAPE), frames=2)
    assert isinstance(app.stack.top, PauseScene)
    FRAME.clear()
    app.draw()
    panels = [item.rect for item in FRAME.items if item.kind == "panel"]
    drawn = [item for item in FRAME.visible() if item.kind == "text"]
    words = " ".join(item.text for item in drawn)
    for mark, meaning in LEGEND:
        assert f"{mark} {meaning}" in words, size
    legend_words = [item.rect for item in drawn if item.text.startswith(("+9", "(D)", "lost", "clockwise"))]
    assert legend_words
    assert panels and panels[-1].contains(legend_words[0])  # the legend's panel, drawn last
    for rect in [panels[-1], *legend_words]:
        assert not any(rect.colliderect(button) for button in buttons), (size, rect, buttons)
    assert frame_problems(f"the pause menu, {size}") == []
    shots(app, f"pause_legend_{size}")
    scene.leave()
