"""AUTO-CHECK is off as a new game starts, whatever it was at the last table; a saved game
continued has it as its player left it (Settings.auto_check). It was kept from table to table
(ba75b32: a newcomer turned it on and found it off in the next game) till two play-tests: carried
from Night into a new Midnight game, it checked for a newcomer before they noticed it on."""

from __future__ import annotations

import json

import pytest
from test_ui_check_ahead import no_peek, said_lines
from test_ui_support import settle

from engine.actions import ActionKind
from game.felt.check_ahead import STILL_ON
from game.platform.input import Input
from game.play import resume
from game.screens.table_scene import TableScene
from game.store.settings import Settings, load_settings, settings_from_json, settings_path


def offered(app, scene) -> None:
    """Play till AUTO-CHECK's button is offered (the others acting), your own decisions till then
    checked or turned."""
    for _ in range(2000):
        settle(scene)
        app.frame([], 0.05)
        if scene.ahead.menu is not None:
            return
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.TURN)
    raise AssertionError("AUTO-CHECK was never offered")


def set_auto_check(app, scene) -> None:
    """AUTO-CHECK's key, pressed once its button is offered."""
    offered(app, scene)
    scene.handle(Input("key", key="a"))


def test_auto_check_turned_on_at_one_table_is_off_as_the_next_game_starts(app):
    first = no_peek(app)
    assert not first.ahead.on  # (off till it is first set)
    set_auto_check(app, first)
    assert first.ahead.on and app.settings.auto_check
    second = no_peek(app)  # the next game, the app still running
    said = said_lines(second)
    offered(app, second)
    assert not second.ahead.on and STILL_ON not in said, said


def test_auto_check_is_kept_in_the_settings_file(polished):
    set_auto_check(polished, no_peek(polished))
    polished.frame([], 0.05)  # (the settings are saved as they change)
    settings, problems = load_settings()
    assert settings.auto_check and problems == []
    assert json.loads(settings_path().read_text())["auto_check"] is True


@pytest.mark.usefixtures("home")
def test_a_settings_file_with_a_bad_auto_check_still_loads():
    settings, problems = settings_from_json({"auto_check": "on", "muted": True})
    assert settings.muted and settings.auto_check is False
    assert len(problems) == 1 and "auto_check" in problems[0]
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"auto_check": tru')  # a file cut short: the defaults
    assert load_settings()[0] == Settings()


def continued(app, scene):
    """`scene`'s game saved as it stands and continued at a new table."""
    assert resume.save(scene.setup, scene.table) is None
    saved, problems = resume.load()
    assert saved is not None and problems == []
    scene = TableScene(app, saved.setup, saved=saved)
    app.stack.push(scene)
    app.stack.apply_requests()
    return scene


def test_a_saved_game_continued_has_auto_check_as_left_and_says_so_once(polished):
    """A game saved with AUTO-CHECK on continues with it on, and its log says so, once."""
    first = no_peek(polished)
    said_first = said_lines(first)
    offered(polished, first)
    set_auto_check(polished, first)
    offered(polished, first)
    assert STILL_ON not in said_first  # off, then turned on here: SAID_ON says it
    second = continued(polished, first)
    assert second.ahead.on
    said = said_lines(second)
    offered(polished, second)
    assert said.count(STILL_ON) == 1, said
    for _ in range(300):  # offered again and again: said once
        polished.frame([], 0.05)
        settle(second)
        if second.buttons is not None:
            kinds = second.table.legal_actions().kinds
            second.choose(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.TURN)
    assert said.count(STILL_ON) == 1, said
