"""The pause menu over the table: resume, the hand rankings, this game's rules, the words of the
game, the session's last pots (to replay one), options, or leave for the title; under it, what
the balances and the dealer button mean."""

from __future__ import annotations

from functools import partial

import pygame

from game.felt import layout
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Input
from game.platform.text import BODY, HEADING, wrap
from game.platform.widgets import Item, Menu, panel
from game.screens import openers
from game.screens.menu_overlay import MenuOverlay
from game.screens.scene import PauseContext, SceneHost
from game.screens.table_scene import PAUSE_KEY
from game.telling.glossary import LEGEND

# why LAST POTS is greyed, said under the menu while it is chosen (a play-test took it for broken)
NO_POTS_YET = "NO POT HAS ENDED YET"
WHY_LINE = 22  # the panel's extra height for it


class PauseScene(MenuOverlay):
    def __init__(self, app: SceneHost, table: PauseContext) -> None:
        self.table = table
        menu = Menu(
            [
                Item("RESUME", app.back),
                Item("HAND RANKINGS", partial(self.chart, "rankings")),
                Item("RULES", partial(self.chart, "rules")),
                Item("WORDS", partial(self.chart, "words")),
                Item("LAST POTS", self.last_pots, enabled=bool(table.pots), detail=NO_POTS_YET),
                Item("OPTIONS", self.options),
                Item("QUIT TO TITLE", self.quit_to_title),
            ],
            (WIDTH // 2 - 120, 190),
            spacing=20,  # seven items end above the log's last line
        )
        super().__init__(app, menu, shade=170)

    def handle(self, inp: Input) -> None:
        if inp.kind == "key" and inp.key == PAUSE_KEY:  # P resumes as it paused (a newcomer's play-test
            sound.play("back")  # pressed P again and the pause stayed)
            self.app.back()
        else:
            super().handle(inp)

    def last_pots(self) -> None:
        self.app.push(openers.last_pots(table=self.table))

    def chart(self, page: str) -> None:
        self.app.push(openers.chart(rules=self.table.rules, page=page))

    def options(self) -> None:
        self.app.push(openers.options())

    def quit_to_title(self) -> None:
        self.app.push(
            openers.confirm(
                question="QUIT TO THE TITLE?",
                detail="This session is saved: CONTINUE on the title goes on from here."
                if self.table.saved
                else "",
                yes="QUIT",
                on_yes=self.to_title,
            )
        )

    def to_title(self) -> None:
        """Every scene leaves, the table too (game.screens.table_scene: its computer players stop, its
        session file is complete), and the title reads that file: at its menu at once (at PRESS START
        a newcomer's play-test saw the title with no prompt for a second and a half)."""
        self.app.go(openers.title(menu=True))

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        menu = self.menu.rects
        # a solid panel round the heading and the items over the centre of the table, ending just
        # below a line of the log (a sliver of one peeking out read as garbage)
        chosen = self.menu.current
        why = chosen.detail if chosen is not None and not chosen.enabled else ""
        box = pygame.Rect(0, 0, 360, menu[-1].bottom - 140 + 22 + (WHY_LINE if why else 0))
        box.midtop = (WIDTH // 2, 140)
        panel(canvas, box, palette.PANEL, palette.YELLOW, 2, 6)
        self.app.text.draw(canvas, "PAUSED", (WIDTH // 2, 160), HEADING, palette.YELLOW, anchor="midtop")
        self.menu.draw(canvas, self.app.text)
        if why:  # a greyed item says why while it is chosen
            where = (WIDTH // 2, menu[-1].bottom + 10)
            self.app.text.draw(canvas, why, where, BODY, palette.ORANGE, anchor="midtop")
        # the legend of the table's marks (game.telling.glossary), on its own panel at the foot of
        # the screen: the seats' names and balances it speaks of and the log's last lines stay in view
        lines = legend_lines()
        legend = legend_box(len(lines))
        panel(canvas, legend, palette.PANEL, palette.GREY, 2, 6)
        for row, line in enumerate(lines):
            where = (legend.centerx, legend.y + 7 + row * 22)
            self.app.text.draw(canvas, line, where, BODY, palette.WHITE, anchor="midtop")


# the legend stops short of the action buttons' column at either TEXT SIZE: across the whole foot
# of the screen it covered [F] FOLD (a newcomer play-test), the buttons the paused turn waits on
LEGEND_RIGHT = min(places.buttons[0] for places in layout.LAYOUTS.values()) - 6


def legend_lines() -> list[str]:
    """The legend's lines, each mark with its meaning, wrapped to the width left of the buttons."""
    columns = (LEGEND_RIGHT - SAFE.left - 16) // BODY - 1
    return [line for mark, meaning in LEGEND for line in wrap(f"{mark} {meaning}", columns)]


def legend_box(lines: int) -> pygame.Rect:
    """The legend's panel: bottom left, from the safe area's edge to the buttons' column."""
    box = pygame.Rect(SAFE.left, 0, LEGEND_RIGHT - SAFE.left, lines * 22 + 10)
    box.bottom = SAFE.bottom
    return box
