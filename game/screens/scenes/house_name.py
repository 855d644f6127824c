"""A house game's name, typed on the letter grid like hall-of-fame initials: the D-pad or arrows
move, A/Enter picks a letter (or SPC, DEL, END), B/Esc/Backspace deletes (B and Esc leave once the
name is empty; Backspace never does), letter and digit keys type directly (and then the space bar
types a space and Enter ends the name; else they pick like A), the End key ends it too, the mouse
points and clicks. END hands the name to the page that asked (`on_done`), unless `problem` says
why it cannot be used: then that shows.
The same grid names a player at the party TV (`heading`, `length`: a phone guest's 16 letters)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.house_rules import NAME_CHARACTERS
from game.platform import palette, sound
from game.platform.display import WIDTH
from game.platform.input import Button, Input
from game.platform.letter_grid import LetterGrid
from game.platform.text import BIG, BODY, HEADING, wrap
from game.screens.menu_page import backdrop
from game.screens.scene import Scene, SceneHost

SPACE, DELETE, END = "SPC", "DEL", "END"
GRID = [list("ABCDEFGHIJ"), [*"KLMNOPQRST"], [*"UVWXYZ'&-", SPACE], [*"0123456789"], [DELETE, END]]
CELL_W, CELL_H = 60, 40
LENGTH = 24  # letters: the longest name that fits across the TV at BIG size, and on the menus
NAME_Y, GRID_TOP = 92, 168


class HouseNameScene(Scene):
    def __init__(
        self,
        app: SceneHost,
        typed: str,
        on_done: Callable[[str], None],
        problem: Callable[[str], str | None],
        heading: str = "NAME YOUR GAME",
        length: int = LENGTH,
    ) -> None:
        super().__init__(app)
        self.heading, self.length = heading, length
        self.letters = "".join(char for char in typed.upper() if char in NAME_CHARACTERS)[:length]
        self.on_done = on_done
        self.problem = problem
        self.message = ""  # why END was refused, until the name changes
        self.grid = LetterGrid(GRID, (WIDTH - CELL_W * 10) // 2, GRID_TOP, CELL_W, CELL_H)
        self.clock = 0.0
        self.typing = False  # the last letter came from the keyboard: the space bar types a space

    def handle(self, inp: Input) -> None:
        if inp.space and self.typing:
            self.pick(SPACE)
        elif self.ends(inp):
            self.finish()
        elif inp.is_(Button.BACK):
            if self.letters:
                self.pick(DELETE)
            elif inp.device == "keys" and not inp.menu:  # Backspace only rubs out: a host holding it
                # to clear a name closed the grid, and the next letters he typed acted as keys of
                # the page under it (N opened another name, "GRA" was lost); Esc or a pad's B leave
                sound.play("error")
            else:
                sound.play("back")
                self.app.back()
        elif inp.kind == "key" and inp.key.upper() in NAME_CHARACTERS:
            self.typing = True
            self.pick(inp.key.upper())
        else:
            self.typing = False  # the arrows, a pad or the mouse on the grid
            picked = self.grid.handle(inp)
            if picked is not None:
                self.pick(picked)

    def ends(self, inp: Input) -> bool:
        """The End key ends the name, and so does Enter after letters typed on the keyboard (a host
        play-test typed GRANDPA JOE, pressed Enter and read GRANDPA JOEA: it picked the grid's
        letter); a pad's A, or Enter once the arrows have moved on the grid, picks the grid's letter."""
        if inp.kind == "press":
            return inp.key == "end"
        return inp.is_(Button.CONFIRM) and self.typing and inp.device == "keys" and not inp.space

    def pick(self, cell: str) -> None:
        if cell == END:
            self.finish()
            return
        self.message = ""
        if cell == DELETE:
            self.letters = self.letters[:-1]
            sound.play("back")
        elif len(self.letters) >= self.length:
            sound.play("error")
        else:
            self.letters += " " if cell == SPACE else cell
            sound.play("letter")

    def finish(self) -> None:
        name = " ".join(self.letters.split())
        problem = self.problem(name)
        if problem:
            self.message = problem
            sound.play("error")
            return
        sound.play("select")
        self.app.back()
        self.on_done(name)

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, self.heading, (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        cursor = "_" if int(self.clock * 3) % 2 == 0 and len(self.letters) < self.length else " "
        # the letters and the cursor are drawn as one string, so spaces in the name keep their place
        shown = (self.letters + cursor).ljust(self.length).replace(" ", "\u00a0")
        text.draw(canvas, shown, (WIDTH // 2, NAME_Y), BIG, palette.WHITE, anchor="midtop")
        left = (WIDTH - self.length * BIG) // 2
        pygame.draw.line(
            canvas, palette.GREY, (left, NAME_Y + BIG + 8), (left + self.length * BIG, NAME_Y + BIG + 8), 2
        )
        self.grid.draw(canvas, text)
        if self.message:
            for row, line in enumerate(wrap(self.message, 56)[:2]):
                text.draw(canvas, line, (WIDTH // 2, 376 + row * 20), BODY, palette.ORANGE, anchor="midtop")
        self.grid.draw_hints(canvas, text, "OR TYPE IT, THEN ENTER.  EMPTY: ESC/B LEAVES")
