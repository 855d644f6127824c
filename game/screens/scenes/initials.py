"""Three-letter initials for the hall of fame, on an arcade letter grid: the D-pad or arrows move,
A/Enter picks the letter (or DEL / END), B/Esc/Backspace deletes; letter keys type directly;
the mouse points and clicks. Three letters jump to END; END saves and shows the hall.

The entry is on file before the page opens (game.play.resume.finish writes it under UNNAMED initials
when the session ends), so a crash here loses nothing: END only renames it."""

from __future__ import annotations

from fractions import Fraction

import pygame

from engine.money import signed_mixed
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.letter_grid import LetterGrid
from game.platform.text import BODY, HEADING, HUGE
from game.play import hall_of_fame
from game.screens import openers
from game.screens.menu_page import backdrop
from game.screens.scene import Scene, SceneHost

DELETE, END = "DEL", "END"
GRID = [list("ABCDEFGHIJ"), list("KLMNOPQRST"), [*list("UVWXYZ.-"), DELETE, END]]
CELL_W, CELL_H = 60, 44
GRID_LEFT, GRID_TOP = (WIDTH - CELL_W * 10) // 2, 288
LENGTH = hall_of_fame.INITIALS_LENGTH


class InitialsScene(Scene):
    def __init__(
        self,
        app: SceneHost,
        entries: list[hall_of_fame.Entry],
        net: Fraction,
        game: str,
        players: int,
        profile: str = "",
        recorded: hall_of_fame.Entry | None = None,
    ) -> None:
        super().__init__(app)
        self.entries = entries
        self.recorded = recorded  # the entry on file, unnamed; None: written at END
        self.profile = profile or hall_of_fame.profile_id(game)
        self.net = net
        self.game = game
        self.players = players
        self.letters = ""
        self.grid = LetterGrid(GRID, GRID_LEFT, GRID_TOP, CELL_W, CELL_H)
        self.clock = 0.0
        self.rank = hall_of_fame.place(entries, recorded or self.entry(""))

    def entry(self, initials: str) -> hall_of_fame.Entry:
        return hall_of_fame.new_entry(initials, self.net, self.game, self.players, profile=self.profile)

    @property
    def heading(self) -> str:
        """A new high score only at the top of the table; a lower place is a place in the hall."""
        return "NEW HIGH SCORE!" if self.rank == 0 else "HALL OF FAME!"

    @property
    def cell(self) -> str:
        return self.grid.cell

    def cell_rect(self, row: int, column: int) -> pygame.Rect:
        return self.grid.cell_rect(row, column)

    # ----- input

    def handle(self, inp: Input) -> None:
        picked = self.grid.handle(inp)
        if picked is not None:
            self.pick(picked)
        elif inp.is_(Button.BACK):
            self.pick(DELETE)
        elif inp.kind == "key" and inp.key.isalpha():
            self.pick(inp.key.upper())

    def pick(self, cell: str) -> None:
        if cell == DELETE:
            if self.letters:
                self.letters = self.letters[:-1]
                sound.play("back")
        elif cell == END:
            self.finish()
        elif len(self.letters) < LENGTH:
            self.letters += cell
            sound.play("letter")
            if len(self.letters) == LENGTH:
                self.grid.go_to(END)
        else:
            sound.play("error")

    def finish(self) -> None:
        if not self.letters:
            sound.play("error")
            return
        table, place, problems = hall_of_fame.rename(self.recorded or self.entry(""), self.letters)
        for problem in problems:
            self.app.polish.warn(problem)
        sound.play("win")
        self.app.replace(openers.hall_of_fame(entries=table, highlight=place, board=self.profile))

    # ----- drawing

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, self.heading, (WIDTH // 2, 20), HUGE, palette.YELLOW, anchor="midtop")
        place = f"#{self.rank + 1} IN THE HALL OF FAME" if self.rank is not None else ""
        result = f"{signed_mixed(self.net)} AT {self.game.upper()}"[
            : SAFE.width // HEADING
        ]  # the whole name if it fits
        text.draw(
            canvas,
            result,
            (WIDTH // 2, 84),
            HEADING,
            palette.GAIN if self.net > 0 else palette.WHITE,
            anchor="midtop",
        )
        text.draw(canvas, place, (WIDTH // 2, 118), BODY, palette.CYAN, anchor="midtop")
        text.draw(canvas, "ENTER YOUR INITIALS", (WIDTH // 2, 146), BODY, palette.WHITE, anchor="midtop")
        self.draw_slots(canvas)
        self.grid.draw(canvas, text)
        self.grid.draw_hints(canvas, text, "OR TYPE THEM, THEN END")

    def cursor_shown(self) -> bool:
        """The cursor blinks, three times a second; under REDUCED MOTION it stands still."""
        return self.app.settings.reduced_motion or int(self.clock * 3) % 2 == 0

    def draw_slots(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        left = WIDTH // 2 - (LENGTH * 72) // 2
        for i in range(LENGTH):
            x = left + i * 72 + 6
            if i < len(self.letters):
                text.draw(canvas, self.letters[i], (x + 30, 180), HUGE + 8, palette.YELLOW, anchor="midtop")
            elif i == len(self.letters) and self.cursor_shown():
                text.draw(canvas, "_", (x + 30, 180), HUGE + 8, palette.WHITE, anchor="midtop")
            pygame.draw.line(canvas, palette.GREY, (x, 246), (x + 60, 246), 3)
