"""The scene stack's lifecycle: a covered scene is paused, a removed one leaves, once, in every path
(pop, replace, reset, quit), and a scene asked for by name is built after the scenes it replaces
have left. Scenes see the program through a SceneHost and hand each other typed records, never
themselves or the App."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pygame
import pytest
from test_polish_support import human_move
from test_ui_support import key, press, run_until, table_scene

from game.play import resume
from game.screens import openers
from game.screens.scene import PartyControls, PauseContext, ResultContext, Scene, SceneStack
from game.screens.scenes.banner import ResultBanner
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.pause import PauseScene
from game.screens.scenes.title import TitleScene

GAME = Path(__file__).resolve().parent.parent / "game"


class Probe(Scene):
    def __init__(self, log: list[tuple[str, str]], name: str) -> None:
        super().__init__(None)  # type: ignore[arg-type]  # (a probe uses nothing of a host)
        self.log, self.name = log, name

    def pause(self) -> None:
        self.log.append(("pause", self.name))

    def resume(self) -> None:
        self.log.append(("resume", self.name))

    def leave(self) -> None:
        self.log.append(("leave", self.name))


def built(log: list[tuple[str, str]], name: str):
    """A scene asked for by name: the log says when it is built."""

    def build() -> Probe:
        log.append(("build", name))
        return Probe(log, name)

    return build


def stack_of(log, *names: str) -> SceneStack:
    stack = SceneStack()
    for name in names:
        stack.push(Probe(log, name))
    stack.update(0)
    log.clear()
    return stack


def test_a_covered_scene_is_paused_and_a_popped_one_leaves_before_the_one_below_resumes():
    log: list[tuple[str, str]] = []
    stack = stack_of(log, "title", "table")
    stack.push(built(log, "pause"))
    stack.update(0)
    assert log == [("build", "pause"), ("pause", "table")]  # covered, not left
    log.clear()
    stack.pop()
    stack.update(0)
    assert log == [("leave", "pause"), ("resume", "table")]


def test_replace_leaves_the_top_scene_before_its_successor_is_built():
    log: list[tuple[str, str]] = []
    stack = stack_of(log, "title", "lobby")
    stack.replace(built(log, "party table"))
    stack.update(0)
    assert log == [("leave", "lobby"), ("resume", "title"), ("build", "party table"), ("pause", "title")]
    assert [scene.name for scene in stack.scenes] == ["title", "party table"]


def test_reset_leaves_every_scene_top_first_then_builds_the_new_one():
    log: list[tuple[str, str]] = []
    stack = stack_of(log, "title", "table", "result", "pause", "confirm")
    stack.pop()  # the confirm's YES closes it, then goes to the title
    stack.reset(built(log, "title 2"))
    stack.update(0)
    assert log == [
        ("leave", "confirm"),
        ("resume", "pause"),
        ("leave", "pause"),
        ("leave", "result"),
        ("leave", "table"),
        ("leave", "title"),
        ("build", "title 2"),
    ]


def test_quitting_leaves_every_scene_once_and_a_scene_reset_to_itself_stays():
    log: list[tuple[str, str]] = []
    stack = stack_of(log, "title", "table")
    table = stack.top
    stack.reset(table)  # the same scene again: it stays, so it does not leave
    stack.update(0)
    assert log == [("leave", "title")] and stack.scenes == [table]
    log.clear()
    stack.push(built(log, "pause"))
    stack.update(0)
    stack.clear()  # the game quits
    stack.update(0)
    stack.close()  # and the program's end finds nothing more to leave
    assert stack.top is None
    assert Counter(name for kind, name in log if kind == "leave") == {"pause": 1, "table": 1}


def test_the_end_of_the_program_leaves_every_scene_and_builds_nothing_still_asked_for():
    log: list[tuple[str, str]] = []
    stack = stack_of(log, "title", "table")
    stack.push(built(log, "pause"))
    stack.close()
    assert log == [("leave", "table"), ("leave", "title")]
    stack.update(0)
    assert stack.top is None and log == [("leave", "table"), ("leave", "title")]


def test_every_scene_leaves_exactly_once_whatever_the_path():
    log: list[tuple[str, str]] = []
    stack = SceneStack()
    for request in (
        lambda: stack.push(built(log, "title")),
        lambda: stack.push(built(log, "setup")),
        lambda: stack.push(built(log, "lobby")),
        lambda: stack.replace(built(log, "party table")),
        lambda: stack.push(built(log, "host menu")),
        lambda: stack.push(built(log, "confirm")),
        lambda: stack.pop(),
        lambda: stack.reset(built(log, "title 2")),
        lambda: stack.push(built(log, "options")),
        lambda: stack.replace(built(log, "howto")),
        lambda: stack.clear(),
    ):
        request()
        stack.update(0)
    builds = [name for kind, name in log if kind == "build"]
    leaves = Counter(name for kind, name in log if kind == "leave")
    assert stack.top is None and leaves == Counter(builds) and set(leaves.values()) == {1}


def test_quitting_the_app_leaves_every_scene_at_that_frame(app):
    log: list[tuple[str, str]] = []
    for name in ("title", "table"):
        app.stack.push(Probe(log, name))
    app.push(openers.pause(table=PauseContext(rules=None, saved=False)))  # type: ignore[arg-type]
    press(app)
    app.quit()
    assert app.stack.top is not None  # the scenes leave at the frame's update
    press(app)
    assert not app.running and app.stack.top is None
    assert log.count(("leave", "table")) == 1 and log.count(("leave", "title")) == 1


# ----- the table


def test_quitting_to_the_title_from_the_pause_menu_stops_the_bots_and_completes_the_session_file(polished):
    app = polished
    app.settings.animation_speed = 4.0
    scene = table_scene(app, players=3, seed=11)
    leaves = []
    table_leave = scene.leave
    scene.leave = lambda: (leaves.append(1), table_leave())  # counts the stack's calls
    for _ in range(3):  # a few of the human's decisions: a save after each
        run_until(app, lambda: app.stack.top is scene and scene.buttons is not None)
        scene.choose(human_move(scene.table.legal_actions()))
    run_until(app, lambda: scene.host.thinking is not None)  # a computer player is thinking
    press(app, key(pygame.K_ESCAPE))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    # the pots over by now depend on how fast the computer players thought (off the frame thread):
    # on a loaded machine the first pot may have ended before Escape was read
    assert pause.table == PauseContext(scene.setup.rules, saved=True, pots=pause.table.pots, seat=0)
    while pause.menu.current.label != "QUIT TO TITLE":
        press(app, key(pygame.K_DOWN))
    press(app, key(pygame.K_RETURN))
    question = app.stack.top
    assert isinstance(question, ConfirmScene) and "This game is saved" in " ".join(question.detail)
    assert leaves == []  # the menus over the table only pause it
    press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
    assert isinstance(app.stack.top, TitleScene) and len(app.stack.scenes) == 1
    assert leaves == [1]
    assert scene.session._thinker._shutdown  # the computer players stopped thinking
    assert scene.saving.saver._writes == []  # every save asked for is on disk
    saved, problems = resume.load()
    assert problems == [] and saved.decisions == scene.table.decisions
    assert app.stack.top.menu.items[0].label == "CONTINUE"  # the new title read the finished file
    press(app, frames=3)
    assert leaves == [1]


def test_the_result_banner_is_handed_the_tables_seats_and_its_pause_menu_not_the_table(app):
    app.settings.animation_speed = 4.0
    scene = table_scene(app, players=3, seed=11)
    while not isinstance(banner := app.stack.top, ResultBanner):
        run_until(app, lambda: app.stack.top is not scene or scene.buttons is not None)
        if app.stack.top is scene:
            scene.choose(human_move(scene.table.legal_actions()))
    assert banner.table == ResultContext(scene.director.slots, False, scene.pause_context())
    press(app, key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, PauseScene) and app.stack.top.table.rules is scene.setup.rules
    app.go(openers.title())
    press(app)


# ----- what scenes know


def scene_modules() -> list[Path]:
    return [
        *sorted((GAME / "screens" / "scenes").glob("*.py")),
        GAME / "screens" / "menu_page.py",
        GAME / "screens" / "attract.py",
    ]


def test_no_scene_module_names_the_app():
    """Scenes are typed against game.screens.scene.SceneHost: none imports game.screens.app or names App."""
    offenders = []
    for path in scene_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "game.screens.app":
                offenders.append(f"{path.name}: imports game.screens.app")
            elif isinstance(node, ast.Name) and node.id == "App":
                offenders.append(f"{path.name} line {node.lineno}: App")
    assert offenders == []


@pytest.mark.parametrize("record", [PauseContext, ResultContext, PartyControls])
def test_what_a_scene_hands_the_next_is_a_frozen_record_that_holds_no_scene(record):
    fields = record.__dataclass_fields__
    assert record.__dataclass_params__.frozen
    assert not any("Scene" in str(field.type) for field in fields.values())
