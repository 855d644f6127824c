"""CHOOSE A GAME marks where a newcomer starts: START HERE beside the four main games, first on the
list, the others listed as ever. A Hold'em player's play-test (ptN13 shot_040) met twelve games at
once and was overwhelmed."""

from __future__ import annotations

from frame_checks import frame_problems

from engine.profile import MAIN_GAMES
from game.platform.frame_log import FRAME
from game.screens.scenes.setup import START_HERE, ProfileScene


def drawn_list(app) -> ProfileScene:
    scene = ProfileScene(app)
    app.stack.push(scene)
    app.stack.apply_requests()
    FRAME.clear()
    app.draw()
    return scene


def test_start_here_stands_beside_the_main_games_and_every_game_is_still_listed(app):
    scene = drawn_list(app)
    ids = [entry.id for entry in scene.entries]
    assert ids[: len(MAIN_GAMES)] == list(MAIN_GAMES) and len(ids) > len(MAIN_GAMES)
    marks = [item for item in FRAME.texts() if item.text == START_HERE]
    assert len(marks) == 1
    mark = marks[0].rect
    main = scene.menu.rects[: len(MAIN_GAMES)]
    assert main[0].top <= mark.centery <= main[-1].bottom  # level with the four, not the others
    assert mark.left > max(rect.right for rect in main)  # beside them
    names = [
        item for item in FRAME.texts() if item.text.strip() in {entry.name.upper() for entry in scene.entries}
    ]
    assert len(names) == len(ids)  # none hidden
    assert frame_problems("CHOOSE A GAME") == []


def test_scrolled_past_the_main_games_the_mark_goes_with_them(app):
    scene = drawn_list(app)
    scene.menu.rows = 6  # as if there were more games than rows: the list scrolled to its end
    scene.menu.selected = len(scene.menu.items) - 1
    scene.menu.layout()
    assert scene.menu.first >= len(MAIN_GAMES)
    FRAME.clear()
    app.draw()
    assert [item for item in FRAME.texts() if item.text == START_HERE] == []
