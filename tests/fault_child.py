"""Run by test_faults: one start of the real game's file handling, driven without a window's input.

    python tests/fault_child.py LOG_FOLDER SEED [kill-at:CALL:N | kill-on-initials | eio:FILE]

It starts as the program does (game.screens.app.recover_user_files, then the settings), builds the title
(which loads the saved session and may record a finished one), continues the saved session or
deals a new one (baseball, two players, every seat checking or calling), plays it to its end
through the table scene (each decision saved by its worker thread), and enters initials on the
hall of fame page when the result makes the board. Before each decision is applied it is added to
LOG_FOLDER/made.json, and at the end of a session its key and net go into LOG_FOLDER/wins.json,
so the test can check what was kept.

On start it checks that a continued session is at a decision this process's predecessor had
reached: exit status 3 if not.

kill-at:CALL:N kills the process (SIGKILL) at the N-th call of os.fsync, os.replace or os.unlink,
the steps of a save; kill-on-initials kills it once the initials page is open; eio:FILE makes
every open of FILE fail with an I/O error, and the process ends once the title is built.
"""

import errno
import json
import os
import signal
import sys

sys.path[:0] = [
    os.path.dirname(os.path.abspath(__file__)),
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
]
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")

import pygame  # noqa: E402
from test_polish_support import deal_held, human_move  # noqa: E402

from engine.actions import Action  # noqa: E402
from game.play import resume  # noqa: E402
from game.play.session import direct_setup  # noqa: E402
from game.screens.app import App, recover_user_files  # noqa: E402
from game.screens.scenes.initials import InitialsScene  # noqa: E402
from game.screens.scenes.title import TitleScene  # noqa: E402
from game.screens.table_scene import TableScene  # noqa: E402
from game.store.settings import load_settings  # noqa: E402

logs, seed = sys.argv[1], int(sys.argv[2])
mode = sys.argv[3] if len(sys.argv) > 3 else ""
made_path, wins_path = os.path.join(logs, "made.json"), os.path.join(logs, "wins.json")


def read(path, default):
    try:
        with open(path) as file:
            return json.load(file)
    except (OSError, ValueError):
        return default


def write(path, data):
    with open(path + ".new", "w") as file:
        json.dump(data, file)
    os.rename(path + ".new", path)  # os.rename, not os.replace: not a step the kill counts


if mode.startswith("kill-at:"):
    _, call, count = mode.split(":")
    real = getattr(os, call)
    calls = [0]

    def dying(*args, **kwargs):
        calls[0] += 1
        if calls[0] >= int(count):
            os.kill(os.getpid(), signal.SIGKILL)
        return real(*args, **kwargs)

    setattr(os, call, dying)
elif mode.startswith("eio:"):
    broken = os.path.basename(mode[4:])
    real_open = os.open

    def failing(path, flags, *args, **kwargs):
        if os.path.basename(os.fspath(path)) == broken:
            raise OSError(errno.EIO, os.strerror(errno.EIO), os.fspath(path))
        return real_open(path, flags, *args, **kwargs)

    os.open = failing

recover_user_files()
settings, notes = load_settings()
pygame.init()
app = App(settings)
app.display.open(False)
for note in notes:  # as the program's start says them (game.screens.polish.Polish.start)
    app.polish.notify(note)
app.polish.persist()
app.settings.animation_speed = 4.0
app.polish.frame(0.0)  # a setting changed: settings.json is written
title = TitleScene(app)  # loads the saved session (and records a finished one)
if mode.startswith("eio:"):
    sys.exit(0)  # a start, nothing more
saved, _ = resume.load()
if saved is not None:
    made = read(made_path, [])
    have = [[action.seat, action.kind] for action in saved.decisions]
    # saved after every decision: only the decision being made (its save under way) may be lost
    if have != made[: len(have)] or len(have) < len(made) - 1:
        sys.exit(f"continued at decision {len(have)}, but {len(made)} were made: {have[-3:]} {made[-4:]}")
    write(made_path, have)
    scene = TableScene(app, saved.setup, saved)
else:
    write(made_path, [])
    scene = TableScene(app, direct_setup(app.settings, "baseball", 2, seed))
app.stack.push(scene)
app.stack.apply_requests()
table = scene.table
while not table.is_over:
    if deal_held(table, scene.host):
        continue
    action = Action(table.actor, human_move(table.legal_actions()))
    write(made_path, [*read(made_path, []), [action.seat, action.kind]])
    scene.host.act(action.seat, action.kind)
    # the game's pace: a computer player's pause or a person's thought is longer than a save, so
    # each save is done before the next decision (the saver may skip ones made faster than that)
    scene.saving.flush()
write(
    wins_path,
    [*read(wins_path, []), [resume.session_key(resume.snapshot(scene.setup, table)), str(table.nets()[0])]],
)
scene.skip()
for _ in range(20000):
    top = app.stack.top
    if isinstance(top, InitialsScene):
        if mode == "kill-on-initials":
            os.kill(os.getpid(), signal.SIGKILL)
        for letter in "ABC":
            top.pick(letter)
        top.pick("END")
        app.stack.apply_requests()
        break
    ended = scene.saving.saver.ending
    if scene not in app.stack.scenes and (ended is None or ended.entry is None):
        break  # the standings, and no entry to name
    if type(top).__name__ == "ResultBanner":
        top.close()
    app.frame([], 0.05)
    scene.skip()
scene.saving.saver.flush()
