"""TEXT SIZE large reaches the menu pages met during play: OPTIONS (both its pages), YOUR OPPONENTS
and the pause menu (a newcomer's play-test found them at the normal size with LARGE chosen). Their
items, the chosen item's words and the pause menu's legend are the table's large size, every row
chosen in turn, and all of it fits the screen: inside the TV-safe area, nothing overlapping or half
hidden (frame_checks), nothing cut (a description's every word drawn). OPTIONS follows the setting
at once when its own TEXT SIZE row changes it."""

from __future__ import annotations

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import key, press, run_until, table_scene

from engine.profile import load_profile
from game.platform.frame_log import FRAME
from game.platform.input import Button, Input
from game.platform.text import BODY, HINT, LARGE_BODY
from game.play.session import Setup
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.options import OptionsScene
from game.screens.scenes.pause import PauseScene
from game.screens.scenes.setup import OpponentsScene
from game.screens.table_scene import TableScene

HEADINGS = {"OPTIONS", "OPTIONS: TABLE", "OPTIONS: NEW GAMES", "OPTIONS: ACCESS", "YOUR OPPONENTS", "PAUSED"}


def every_row(app, page, menu, where: str, headings: set[str] = HEADINGS) -> list[str]:
    """Each row of `menu` chosen and the page drawn: what is wrong (nothing, if all is well).
    `headings`: the page's headings, in their own size."""
    problems = []
    for index in range(len(menu.items)):
        menu.select(index)
        FRAME.clear()
        page.draw(app.display.canvas)
        drawn = [item for item in FRAME.visible() if item.kind == "text"]
        small = [
            item.text for item in drawn if item.size not in (LARGE_BODY, HINT) and item.text not in headings
        ]
        footers = [item.text for item in drawn if item.size == HINT]
        problems += [f"{where} row {index}: at {BODY} px: {small}"] if small else []
        problems += [f"{where} row {index}: small words {footers}"] if len(footers) > 1 else []
        problems += frame_problems(f"{where} row {index}")
        said = " ".join(item.text for item in drawn).split()
        detail = page.detail() if hasattr(page, "detail") else ""
        if detail and not set(detail.split()) <= set(said):
            problems.append(f"{where} row {index}: its description cut: {detail!r}")
        if not any(menu.rects[index].colliderect(item.rect) for item in drawn):
            problems.append(f"{where} row {index}: not in view when chosen")
    return problems


def test_options_every_page_at_large(app):
    app.settings.text_size = "large"
    options = OptionsScene(app)
    options.draw(app.display.canvas)
    assert every_row(app, options, options.main, "OPTIONS") == []
    for name, menu in options.pages.items():
        options.open_page(name)
        assert every_row(app, options, menu, name) == []


def test_options_follows_its_own_text_size_row(app):
    options = OptionsScene(app)
    row = [item.label for item in options.main.items].index("TEXT SIZE")
    options.main.select(row)
    options.draw(app.display.canvas)
    assert options.main.size == BODY
    options.handle(Input("button", button=Button.RIGHT))
    assert app.settings.text_size == "large"
    options.draw(app.display.canvas)
    assert options.main.size == LARGE_BODY and options.access.size == LARGE_BODY
    options.handle(Input("button", button=Button.RIGHT))
    options.draw(app.display.canvas)
    assert options.main.size == BODY and options.main.rows == 0


@pytest.mark.parametrize("players", [2, 5, 8])
def test_your_opponents_at_large(app, players):
    app.settings.text_size = "large"
    rules = load_profile("baseball")
    page = OpponentsScene(app, Setup("baseball", rules, players))
    page.draw(app.display.canvas)
    assert every_row(app, page, page.menu, f"OPPONENTS {players}") == []


def large_pause_menu(app) -> tuple[TableScene, PauseScene]:
    """A table at TEXT SIZE large, its pause menu opened with Esc at your turn."""
    app.settings.text_size = "large"
    scene = table_scene(app, players=4, seed=5)
    run_until(app, lambda: scene.buttons is not None)
    press(app, key(pygame.K_ESCAPE), frames=2)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    return scene, pause


def test_the_pause_menu_at_large(app):
    scene, pause = large_pause_menu(app)
    problems = []
    for index in range(len(pause.menu.items)):  # LAST POTS greyed too, saying why
        pause.menu.select(index)
        FRAME.clear()
        app.draw()
        drawn = [item for item in FRAME.visible() if item.kind == "text"]
        small = [item.text for item in drawn if item.size < LARGE_BODY]  # (the table under it covered)
        problems += [f"row {index}: {small}"] if small else []
        problems += frame_problems(f"pause row {index}")
    assert problems == []
    scene.leave()


def test_the_pause_menus_question_at_large(app):
    """QUIT TO THE TITLE? over the large pause menu: its choices large too, and its panel over the
    pause menu's whole (the question's box stood at the normal size's top, and PAUSED peeked out
    above it)."""
    scene, pause = large_pause_menu(app)
    FRAME.clear()
    pause.draw(app.display.canvas)
    paused = next(item.rect for item in FRAME.texts() if item.text == "PAUSED")
    pause.menu.select(len(pause.menu.items) - 1)  # QUIT TO TITLE
    press(app, key(pygame.K_RETURN))
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene) and asked.question == "QUIT TO THE TITLE?"
    FRAME.clear()
    app.draw()
    drawn = {item.text: item.size for item in FRAME.visible() if item.kind == "text"}
    assert drawn["NO"] == drawn["QUIT"] == LARGE_BODY
    box = next(item.rect for item in FRAME.items if item.kind == "panel")
    assert box.contains(paused), (box, paused)
    assert frame_problems("QUIT TO THE TITLE?") == []
    scene.leave()
