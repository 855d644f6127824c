"""CHOOSE A GAME's line under Dealer's Choice names its four games, whole, at both TEXT SIZEs: a
Hold'em newcomer's play-test read "from four house favourites" there and could not tell which
games a night of Dealer's Choice would deal."""

from __future__ import annotations

import pytest
from test_choose_a_game_start_here import drawn_list

from game.platform.frame_log import FRAME
from game.screens.menu_page import LARGE_DETAIL_LINES, detail_top
from game.screens.menu_size import GAP


@pytest.mark.parametrize("size", ["normal", "large"])
def test_dealers_choice_line_under_its_row_names_its_four_games(app, size):
    app.settings.text_size = size
    scene = drawn_list(app)
    scene.menu.selected = next(n for n, entry in enumerate(scene.entries) if entry.id == "dealers-choice")
    FRAME.clear()
    app.draw()
    top = detail_top(scene.size)  # (the list follows the TEXT SIZE: at large, its lines higher up)
    lines = [
        item.text
        for item in FRAME.texts()
        if top <= item.rect.y < top + LARGE_DETAIL_LINES * (scene.size + GAP)
    ]
    said = " ".join(lines)
    games = [game.name for game in scene.entries[scene.menu.selected].rules.games]
    assert games == ["Baseball", "Night Baseball", "Midnight Baseball", "Seven-Card Stud"]
    assert all(game in said for game in games), lines
    assert not any(line.endswith("\u2026") for line in lines), lines
    # every line of it on the screen, in the TV-safe width
    assert all(item.rect.right <= app.display.canvas.get_width() for item in FRAME.texts())
