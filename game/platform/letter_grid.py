"""An arcade letter grid, typed with the D-pad alone: arrows move (wrapping round), A/Enter picks
the cell, the mouse points and clicks. Cells longer than one character are commands ("DEL",
"END") the page acts on. The hall of fame's initials and a house game's name are typed on it."""

from __future__ import annotations

import pygame

from game.platform import palette, sound
from game.platform.display import WIDTH
from game.platform.input import Button, Input
from game.platform.text import BODY, HEADING, HINT, Text
from game.platform.widgets import panel

HINTS_Y = 432  # the keys, under the grid
MOVES = {Button.UP: (-1, 0), Button.DOWN: (1, 0), Button.LEFT: (0, -1), Button.RIGHT: (0, 1)}


class LetterGrid:
    def __init__(
        self, cells: list[list[str]], left: int, top: int, cell_w: int = 60, cell_h: int = 44
    ) -> None:
        self.cells = cells
        self.left, self.top = left, top
        self.cell_w, self.cell_h = cell_w, cell_h
        self.row, self.column = 0, 0

    @property
    def cell(self) -> str:
        return self.cells[self.row][self.column]

    def cell_rect(self, row: int, column: int) -> pygame.Rect:
        return pygame.Rect(
            self.left + column * self.cell_w, self.top + row * self.cell_h, self.cell_w - 4, self.cell_h - 4
        )

    def go_to(self, cell: str) -> None:
        for row, cells in enumerate(self.cells):
            if cell in cells:
                self.row, self.column = row, cells.index(cell)

    def handle(self, inp: Input) -> str | None:
        """Arrows and pointing move the cursor; A/Enter or a click on a cell returns the cell to
        pick. None for anything else too: the page handles Back and typed keys itself."""
        if self.move(inp):
            if inp.kind == "button":
                sound.play("move")
            return None
        if inp.is_(Button.CONFIRM) or (inp.kind == "click" and self.point(inp.pos)):
            return self.cell
        return None

    def move(self, inp: Input) -> bool:
        """Arrows and pointing move the cursor; True when the input was one of those."""
        if inp.kind == "button" and inp.button in MOVES:
            dr, dc = MOVES[inp.button]
            self.row = (self.row + dr) % len(self.cells)
            self.column = (self.column + dc) % len(self.cells[self.row])
            return True
        if inp.kind == "hover":
            self.point(inp.pos)
            return True
        return False

    def point(self, pos: tuple[int, int]) -> bool:
        """Put the cursor on the cell under `pos`; False when there is none."""
        for row, cells in enumerate(self.cells):
            for column in range(len(cells)):
                if self.cell_rect(row, column).collidepoint(pos):
                    self.row, self.column = row, column
                    return True
        return False

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        for row, cells in enumerate(self.cells):
            for column, cell in enumerate(cells):
                rect = self.cell_rect(row, column)
                chosen = (row, column) == (self.row, self.column)
                colour = palette.YELLOW if chosen else palette.WHITE
                fill, edge = (palette.PANEL_ACTIVE, colour) if chosen else (palette.PANEL, palette.DIM)
                panel(canvas, rect, fill, edge)
                size = HEADING if len(cell) == 1 else BODY
                text.draw(canvas, cell, rect.center, size, colour, anchor="center")

    def draw_hints(self, canvas: pygame.Surface, text: Text, then: str) -> None:
        """The keys of the grid, and `then`: what the page adds ("OR TYPE THEM, THEN END")."""
        for row, line in enumerate(("ARROWS/D-PAD MOVE  ENTER/A PICK  ESC/B DELETE", then)):
            text.draw(canvas, line, (WIDTH // 2, HINTS_Y + row * 24), HINT, palette.GREY, anchor="midtop")
