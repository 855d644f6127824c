"""AUTO-CHECK stays as the player set it from one table to the next, and in the settings file
(Settings.auto_check): a newcomer turned it on and found it off in the next session."""

from __future__ import annotations

import json

import pytest
from test_ui_check_ahead import no_peek, said_lines
from test_ui_support import settle

from engine.actions import ActionKind
from game.felt.check_ahead import STILL_ON
from game.platform.input import Input
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


def test_auto_check_turned_on_is_on_at_the_next_table_and_off_once_turned_off(app):
    first = no_peek(app)
    assert not first.ahead.on  # (off till it is first set)
    set_auto_check(app, first)
    assert first.ahead.on and app.settings.auto_check
    second = no_peek(app)  # the next session, the app still running
    assert second.ahead.on
    set_auto_check(app, second)  # ...turned off there
    assert not second.ahead.on and not app.settings.auto_check
    assert not no_peek(app).ahead.on


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


def test_a_table_that_starts_with_auto_check_on_says_so_once(app):
    """A newcomer turned AUTO-CHECK on in Night Baseball and was checked for in Midnight, having
    forgotten it: a table that starts with it on says so in the log, once."""
    first = no_peek(app)
    said_first = said_lines(first)
    offered(app, first)
    set_auto_check(app, first)
    offered(app, first)
    assert STILL_ON not in said_first  # off, then turned on here: SAID_ON says it
    second = no_peek(app)
    said = said_lines(second)
    offered(app, second)
    assert said.count(STILL_ON) == 1, said
    for _ in range(300):  # offered again and again: said once
        app.frame([], 0.05)
        settle(second)
        if second.buttons is not None:
            kinds = second.table.legal_actions().kinds
            second.choose(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.TURN)
    assert said.count(STILL_ON) == 1, said
