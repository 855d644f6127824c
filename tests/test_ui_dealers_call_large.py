"""A dealer's call menu at TEXT SIZE large: each game's key on its button, and the chosen game's
description beside the menu on the screen, whole, for every game (a newcomer play-test: the
keys 1-4 were gone and Midnight Baseball's description ran off the bottom)."""

from frame_checks import frame_problems
from test_dealers_choice_ui import dc_scene, seed_where_the_human_deals_first
from test_ui_support import run_until

from game.platform.display import SAFE
from game.platform.frame_log import FRAME


def test_every_games_description_stays_on_the_screen_at_large(app, shots):
    app.settings.text_size = "large"
    scene = dc_scene(app, seed_where_the_human_deals_first(app))
    run_until(app, lambda: scene.buttons is not None)
    menu = scene.buttons
    assert scene.renderer.places.large and len(menu.items) >= 4
    for index, item in enumerate(menu.items):
        menu.selected = index
        FRAME.clear()
        app.draw()
        # its key on its button as at the normal size, "1 BASEBALL" (a play-test missed keys 1-4)
        assert any(text.text == f"{index + 1} {item.label}" for text in FRAME.visible()), item.label
        assert frame_problems(f"the call menu, {item.label}") == []
        # across the middle over the games, in their panel (a newcomer read it down the side, 8
        # lines of 11 letters)
        said = [
            text
            for text in FRAME.visible()
            if text.kind == "text" and text.text in item.detail and text.rect.bottom <= menu.rects[0].top
        ]
        assert " ".join(text.text for text in said) == item.detail, item.label
        assert all(text.rect.bottom <= SAFE.bottom for text in said), item.label
    shots(app, "dealers_call_large")
    scene.leave()
