"""TONIGHT'S LEDGER on the TV (game.felt.ledger_view draws it): from the host's menu, the party
paused underneath and its phones answered (`keep_running`), and at the end of the night
(`ending`), when it offers to save the ledger as CSV in the data folder and names the file it
wrote; and a night kept, as saved, from the hall of fame's night page (`past`: A PARTY NIGHT, no
session in play). A ledger taller or wider than the page scrolls: Up/Down move through the menu's
items while they can, then the people's lines; Left/Right move through the sessions."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.felt import ledger_view
from game.felt.ledger_window import LedgerWindow
from game.platform import palette, sound
from game.platform.display import WIDTH
from game.platform.input import Button, Input
from game.platform.text import BODY, wrap
from game.platform.widgets import Item, Menu
from game.play import ledger_file
from game.play.ledger import Ledger
from game.screens import openers
from game.screens.menu_page import MenuScene
from game.screens.press_settle import PressSettle
from game.screens.scene import SceneHost

# the menu's top: its two rows and the keys' line under them a line apart (the room over them
# for a ledger of 8 people, a note and where its CSV went, under a clear line)
MENU_Y = 446
SAID_COLUMNS = 56
SAID_H = BODY + 6  # a line of what the CSV's saving said, above the menu
# a clear line between the ledger's foot and what the saving said: a footnote, not the ledger's
# next line (a host play-test read SAVED AS ...csv close under the last person's line)
SAID_GAP = BODY
PAST_HEADING = "A PARTY NIGHT"  # a night kept, from the hall of fame: not tonight's


class LedgerScene(MenuScene):
    heading = ledger_view.HEADING

    def __init__(
        self,
        app: SceneHost,
        ledger: Ledger,
        ending: bool = False,
        keep_running: Callable[[float], None] | None = None,
        past: bool = False,
        pot_in_play: Callable[[], bool] | None = None,
    ) -> None:
        items = (
            [Item("SAVE AS CSV", self.save_csv), Item("DONE", self.back)]
            if ending
            else [Item("BACK", self.back)]
        )
        super().__init__(app, Menu(items, (WIDTH // 2, MENU_Y), spacing=26, anchor="midtop"))
        self.ledger = ledger
        self.ending = ending
        self.live = not (ending or past)  # a session may be in play NOW
        if past:
            self.heading = PAST_HEADING
        self.keep_running = keep_running
        self.pot_in_play = pot_in_play  # the party's: whether NOW's nets are before a pot being played
        self.footer = "ENTER/A CHOOSE  ESC/B " + ("TITLE" if ending else "BACK")
        self.said: list[str] = []  # where the CSV went, or why it could not
        self.window = LedgerWindow()  # the part of a ledger too big for the page in view
        # at the night's end, Enter chooses once the page has settled: a host's presses meant for
        # END THE PARTY? went on to save it and leave it, the night's ledger unread
        self.settle = PressSettle() if ending else None

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
        self.menu.selected = 1  # saved: what is left to choose is DONE
        self.menu.layout()

    def back(self) -> None:
        """Back to the party's menu; at the end of the night, to the title's menu (a host play-test's
        DONE came back to PRESS START, as if the game had just been switched on)."""
        if self.ending:
            self.app.go(openers.title(menu=True, at="PARTY"))
        else:
            self.app.back()

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.CONFIRM) and self.settle is not None and not self.settle.press():
            return
        if inp.is_(Button.UP) or inp.is_(Button.DOWN):
            self.step(-1 if inp.is_(Button.UP) else 1)
        elif inp.is_(Button.LEFT) or inp.is_(Button.RIGHT):
            step = -1 if inp.is_(Button.LEFT) else 1
            sound.play("move" if self.window.scroll_sessions(step, len(self.ledger.sessions)) else "error")
        else:
            super().handle(inp)

    def step(self, step: int) -> None:
        """The menu's next item that way that can be chosen (a greyed one is passed over); past the
        menu's end, the ledger's lines scroll that way."""
        items = self.menu.items
        index = self.menu.selected + step
        while 0 <= index < len(items) and not items[index].enabled:
            index += step
        if 0 <= index < len(items):
            self.menu.selected = index
            self.menu.layout()
            sound.play("move")
        elif self.window.scroll_lines(step, len(self.ledger.lines()), self.rows):
            sound.play("move")

    @property
    def rows(self) -> int:
        """The people's lines that fit above what the saving said (or the menu)."""
        bottom = MENU_Y - len(self.said) * SAID_H - 6 - (SAID_GAP if self.said else 0)
        return ledger_view.rows_between(ledger_view.TOP, bottom)

    def update(self, dt: float) -> None:
        if self.settle is not None:
            self.settle.count(dt)
        if self.keep_running is not None:
            self.keep_running(dt)

    def draw_body(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        before_pot = self.live and self.pot_in_play is not None and self.pot_in_play()
        ledger_view.draw_night(canvas, text, self.ledger, self.rows, self.live, self.window, before_pot)
        for row, line in enumerate(self.said):
            where = (WIDTH // 2, MENU_Y - (len(self.said) - row) * SAID_H - 6)
            text.draw(canvas, line, where, BODY, palette.GREEN, anchor="midtop")
