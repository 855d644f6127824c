"""The title menu items the polish adds: CONTINUE (the session saved after its last finished pot,
when there is one) at the top, and HALL OF FAME before QUIT.

Both are user files, so both appear only in an app that uses them (game.polish.writes_files:
the real program, or a test that redirected the folders and asked for it).
"""

from __future__ import annotations

import pygame

from game import palette, resume
from game.display import SAFE, WIDTH
from game.polish import notify, writes_files
from game.text import SMALL
from game.widgets import Item


def add_items(title) -> None:
    app = title.app
    if not writes_files(app):
        return
    saved, problems = resume.load()
    for problem in problems:
        notify(app, problem)
    if problems:
        resume.discard()
    items = title.menu.items
    items.insert(
        len(items) - 1, Item("HALL OF FAME", lambda: show_hall(app), detail="The best session results.")
    )
    if saved is not None:
        items.insert(0, Item("CONTINUE", lambda: continue_session(app, saved), detail=saved.describe()))
    title.menu.selected = 0
    title.menu.layout()


def draw(title, canvas: pygame.Surface) -> None:
    """Under the subtitle: which session CONTINUE resumes, while it is the chosen item."""
    item = title.menu.current
    if item is not None and item.label == "CONTINUE":
        title.app.text.draw(
            canvas, item.detail[: SAFE.width // 8], (WIDTH // 2, 214), SMALL, palette.WHITE, anchor="midtop"
        )


def show_hall(app) -> None:
    from game.scenes.hall_of_fame import HallOfFameScene

    app.stack.push(HallOfFameScene(app))


def continue_session(app, saved: resume.SavedSession) -> None:
    """Deal the saved session again up to its last finished pot and play on from there."""
    from game.scenes.table import TableScene

    scene = TableScene(app, resume.continued(saved))
    problem = resume.fast_forward(scene, saved)
    if problem:
        notify(app, problem)
    app.stack.reset(scene)
