"""TONIGHT'S LEDGER on the TV (game.felt.ledger_view draws it): from the host's menu, with the
party going on underneath (`keep_running`), and at the end of the night (`ending`), when it offers
to save the ledger as CSV in the data folder and names the file it wrote."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.felt import ledger_view
from game.platform import palette, sound
from game.platform.display import WIDTH
from game.platform.text import BODY, wrap
from game.platform.widgets import Item, Menu
from game.play import ledger_file
from game.play.ledger import Ledger
from game.screens import openers
from game.screens.menu_page import MenuScene
from game.screens.scene import SceneHost

MENU_Y = 430
ROWS = 9  # the ledger's lines above the menu (and the name of a saved file)
SAID_COLUMNS = 56


class LedgerScene(MenuScene):
    heading = ledger_view.HEADING

    def __init__(
        self,
        app: SceneHost,
        ledger: Ledger,
        ending: bool = False,
        keep_running: Callable[[float], None] | None = None,
    ) -> None:
        items = (
            [Item("SAVE AS CSV", self.save_csv), Item("DONE", self.back)]
            if ending
            else [Item("BACK", self.back)]
        )
        super().__init__(app, Menu(items, (WIDTH // 2, MENU_Y), spacing=26, anchor="midtop"))
        self.ledger = ledger
        self.ending = ending
        self.keep_running = keep_running
        self.footer = "ENTER/A CHOOSE  ESC/B " + ("TITLE" if ending else "BACK")
        self.said: list[str] = []  # where the CSV went, or why it could not

    def save_csv(self) -> None:
        path, problem = ledger_file.export_csv(self.ledger)
        if problem is not None:
            sound.play("error")
            self.said = wrap(problem.upper(), SAID_COLUMNS)
            return
        sound.play("select")
        folder = str(path.parent)  # its end says where: a folder too long to show loses its start
        if len(folder) > SAID_COLUMNS - 3:
            folder = "\u2026" + folder[-(SAID_COLUMNS - 4) :]
        self.said = [f"SAVED AS {path.name}", f"IN {folder}"]
        self.menu.items[0].enabled = False

    def back(self) -> None:
        """Back to the party's menu; at the end of the night, to the title."""
        if self.ending:
            self.app.go(openers.title())
        else:
            self.app.back()

    def update(self, dt: float) -> None:
        if self.keep_running is not None:
            self.keep_running(dt)

    def draw_body(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        ledger_view.draw_night(canvas, text, self.ledger, ROWS - len(self.said), live=not self.ending)
        for row, line in enumerate(self.said):
            where = (WIDTH // 2, MENU_Y - (len(self.said) - row) * (BODY + 6) - 6)
            text.draw(canvas, line, where, BODY, palette.GREEN, anchor="midtop")
