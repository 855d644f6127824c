"""OPTIONS in pages a sofa can scan: a Hold'em newcomer's play-test found its one page of eighteen
rows too long. Each page holds ten rows at most; every option there was is still on a page, reached
from the first with the D-pad alone, changed there and saved, and B comes back to the row it left."""

from __future__ import annotations

import pytest
from test_options_access import RIGHT, A, B, down_to
from test_ui_support import press

from game.screens.scenes.options import OptionsScene
from game.store.settings import load_settings

MOST_ROWS = 10  # BACK among them
# every option with the setting its row changes: the eighteen rows of the one long page, and ACCESS's
SETTINGS = {
    "ANIMATION": "animation_speed",
    "DISPLAY": "fullscreen",
    "FILL": "fill",
    "TEXT SIZE": "text_size",
    "SOUND": "muted",
    "EFFECTS": "volume",
    "MUSIC": "music_volume",
    "COACH": "coach",
    "HINTS": "hints",
    "GAME": "default_profile",
    "PLAYERS": "default_players",
    "OPPONENTS": "default_style",
    "LEVEL": "default_difficulty",
    "THINKING SPEED": "thinking_speed",
    "AWAY AFTER": "away_after",
    "NEXT HAND": "next_hand_after",
    "FOUR-COLOUR DECK": "four_colour_deck",
    "COLOUR-SAFE": "colour_safe",
    "REDUCED MOTION": "reduced_motion",
    "CRT FILTER": "crt_filter",
    "MORE TIME": "more_time",
}


def test_every_page_holds_ten_rows_at_most(app):
    options = OptionsScene(app)
    for menu in (options.main, *options.pages.values()):
        assert len(menu.items) <= MOST_ROWS, [item.label for item in menu.items]
    labels = {item.label for menu in (options.main, *options.pages.values()) for item in menu.items}
    assert set(SETTINGS) <= labels, set(SETTINGS) - labels


@pytest.mark.parametrize("label", [label for label in SETTINGS if label != "DISPLAY"])
def test_a_pad_alone_reaches_every_option_changes_it_and_it_is_saved(polished, label):
    """(DISPLAY opens a window in fullscreen: tests/test_ui_display.py changes it)"""
    app = polished
    options = OptionsScene(app)
    app.stack.push(options)
    app.stack.apply_requests()
    on_first = [item.label for item in options.main.items]
    page = next(
        (name for name, menu in options.pages.items() if label in [item.label for item in menu.items]), None
    )
    if label not in on_first:
        assert page is not None, label
        down_to(app, page)
        opened_from = options.menu.selected
        press(app, A)
        assert options.heading == f"OPTIONS: {page}" and options.menu is options.pages[page]
    down_to(app, label)
    name = SETTINGS[label]
    before = getattr(app.settings, name)
    press(app, RIGHT)
    after = getattr(app.settings, name)
    assert after != before, label
    assert getattr(load_settings()[0], name) == after, label  # saved at once
    if label not in on_first:
        press(app, B)  # back on the first page, on the row of the page left
        assert options.menu is options.main and options.main.selected == opened_from
