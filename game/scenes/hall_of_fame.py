"""The hall of fame page: the ten best session results. From the title menu it waits for Back;
in attract mode (game.attract) it gives way to the next page after a while, and any input wakes
the game."""

from __future__ import annotations

import pygame

from engine.money import signed_mixed
from game import hall_of_fame, palette, sound
from game.attract import PAGE_TIME, AttractCycle
from game.display import SAFE, WIDTH
from game.input import Button, Input
from game.menu_page import backdrop
from game.scene import Scene
from game.text import BODY, HEADING, HINT

ROW_H = 36
GAME_COLUMNS = 24  # the game's name fills the row to the safe area's edge (at 18 it cut "BASEBALL HIDDEN FO")


class HallOfFameScene(Scene):
    def __init__(
        self,
        app,
        entries: list[hall_of_fame.Entry] | None = None,
        highlight: int | None = None,
        attract: AttractCycle | None = None,
    ) -> None:
        super().__init__(app)
        if entries is None:
            entries, problems = hall_of_fame.load()
            for problem in problems:
                app.polish.notify(problem)
        self.entries = entries
        self.highlight = highlight
        self.attract = attract
        self.clock = 0.0

    def handle(self, inp: Input) -> None:
        if self.attract is not None:
            self.attract.wake(self.app)
        elif inp.is_(Button.BACK) or inp.is_(Button.CONFIRM) or inp.kind == "click":
            sound.play("back")
            self.app.back()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.attract is not None and self.clock >= PAGE_TIME:
            self.attract.next(self.app)

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, "HALL OF FAME", (WIDTH // 2, 20), HEADING + 8, palette.YELLOW, anchor="midtop")
        text.draw(canvas, "BEST SESSION RESULTS", (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
        if not self.entries:
            text.draw(canvas, "NO RESULTS YET", (WIDTH // 2, 210), HEADING, palette.WHITE, anchor="midtop")
            text.draw(
                canvas,
                "FINISH A SESSION TO GET ON THE BOARD",
                (WIDTH // 2, 256),
                BODY,
                palette.GREY,
                anchor="midtop",
            )
        for row, entry in enumerate(self.entries):
            y = 100 + row * ROW_H
            chosen = row == self.highlight
            if chosen and int(self.clock * 4) % 2:
                pygame.draw.rect(
                    canvas, palette.PANEL_ACTIVE, (SAFE.x, y - 6, SAFE.width, ROW_H - 4), border_radius=3
                )
            colour = palette.YELLOW if chosen else palette.WHITE
            text.draw(canvas, f"{row + 1:>2}.", (SAFE.x + 16, y), HEADING, colour)
            text.draw(canvas, entry.initials, (SAFE.x + 112, y), HEADING, colour)
            net_colour = palette.net_colour(entry.net)
            text.draw(
                canvas, signed_mixed(entry.net), (SAFE.x + 480, y), HEADING, net_colour, anchor="topright"
            )
            game = f"{entry.game.upper()[:GAME_COLUMNS]} x{entry.players}"
            text.draw(canvas, game, (SAFE.x + 504, y + 4), BODY, palette.GREY)
        footer = "PRESS ANY BUTTON" if self.attract else "ENTER/A OR ESC/B BACK"
        text.draw(canvas, footer, (WIDTH // 2, 504), HINT, palette.GREY, anchor="midtop")
