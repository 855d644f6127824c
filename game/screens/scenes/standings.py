"""The final standings page (game.felt.standings_view draws the places, names, nets and the session's
awards: biggest pot, best hand, most wilds, MVP); play again or title."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from engine.events import Standing
from game.felt.standings_view import LINE, award_lines, awards_room, awards_top, draw_standings, standing_rows
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import BODY
from game.platform.widgets import Item, Menu
from game.play.session import Setup
from game.screens import openers
from game.screens.menu_page import MenuScene
from game.telling.session_awards import SessionAward

if TYPE_CHECKING:
    from game.screens.scene import SceneHost


MENU_H = BODY // 2 + 28 + BODY + 8  # the menu under the awards: its gap, then two boxed items 28 apart


class StandingsScene(MenuScene):
    heading = "FINAL STANDINGS"
    footer = "ENTER/A CHOOSE"

    def __init__(
        self,
        app: SceneHost,
        setup: Setup,
        model: TableModel,
        standings: Iterable[Standing],
        awards: list[SessionAward] | None = None,
    ) -> None:
        super().__init__(app)
        self.setup = setup
        self.rows = [("", standing_rows(model, standings))]  # one block: no heading
        self.awards = award_lines(awards or [], awards_room(self.rows, SAFE.bottom - MENU_H))
        self.menu = Menu(
            [
                Item("PLAY AGAIN", self.again),
                Item("TITLE", self.title),
            ],
            (WIDTH // 2, self.awards_top + len(self.awards) * LINE + BODY // 2),
            spacing=28,
            anchor="midtop",
        )

    @property
    def awards_top(self) -> int:
        return awards_top(self.rows)

    def again(self) -> None:
        self.setup.seed = None
        self.setup.reseeds = ()  # a continued session's re-seeds belong to its own seed
        self.app.go(openers.table(setup=self.setup))

    def title(self) -> None:
        self.app.go(openers.title(menu=True))  # its menu at once, as from a table's pause menu

    def handle(self, inp: Input) -> None:
        if not inp.is_(Button.BACK):
            self.menu.handle(inp)

    def draw_body(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        text.draw(
            canvas,
            f"{self.setup.rules.name.upper()} - {self.setup.rules.pots} POT{'S' if self.setup.rules.pots != 1 else ''}",
            (WIDTH // 2, 62),
            BODY,
            palette.CYAN,
            anchor="midtop",
        )
        draw_standings(canvas, text, self.rows, self.awards)
