"""The pause menu's legend of the game's words (two at a time, in turn) stays clear of the action
buttons: across the whole foot of the screen it covered [F] FOLD while paused (a newcomer play-test
at TEXT SIZE large)."""

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import key, press, run_until, table_scene

from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.screens.scenes.pause import PauseScene
from game.telling.glossary import glossary


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_legend_leaves_the_buttons_in_view_and_says_its_words_whole(app, shots, size):
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
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    words = glossary(scene.table.rules)
    for turn in range(len(words)):  # every two words running, the longest too
        pause.first = turn
        FRAME.clear()
        app.draw()
        panels = [item.rect for item in FRAME.items if item.kind == "panel"]
        drawn = [item for item in FRAME.visible() if item.kind == "text"]
        said = " ".join(item.text for item in drawn)
        shown = pause.showing()
        for mark, meaning in shown:
            assert f"{mark} {meaning}" in said, size
        legend_words = [item for item in drawn if panels[-1].contains(item.rect)]  # its panel, drawn last
        assert legend_words[0].text.startswith(shown[0][0]), (size, legend_words[0].text)
        assert not panels[-1].colliderect(pause.menu.rects[-1]), (size, shown)  # under the menu
        for rect in [panels[-1], *(item.rect for item in legend_words)]:
            assert not any(rect.colliderect(button) for button in buttons), (size, rect, buttons)
        assert frame_problems(f"the pause menu, {size}") == []
    pause.first = 0
    app.draw()
    shots(app, f"pause_legend_{size}")
    scene.leave()
