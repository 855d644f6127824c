"""The hall of fame page: the ten best session results. From the title menu it waits for Back;
in attract mode (game.attract) it gives way to the next page after a while, and any input wakes
the game."""

from __future__ import annotations

import pygame

from engine.money import signed_mixed
from game import hall_of_fame, palette, sound
from game.attract import PAGE_TIME, AttractCycle
from game.display import WIDTH
from game.input import Button, Input
from game.menu_page import backdrop
from game.scene import Scene
from game.text import MEDIUM, SMALL

ROW_H = 22
GAME_COLUMNS = 31  # the game's name fills the row to the safe area's edge (at 18 it cut "BASEBALL HIDDEN FO")


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
        text.draw(canvas, "HALL OF FAME", (WIDTH // 2, 16), MEDIUM + 8, palette.YELLOW, anchor="midtop")
        text.draw(canvas, "BEST SESSION RESULTS", (WIDTH // 2, 46), SMALL, palette.CYAN, anchor="midtop")
        if not self.entries:
            text.draw(canvas, "NO RESULTS YET", (WIDTH // 2, 140), MEDIUM, palette.WHITE, anchor="midtop")
            text.draw(
                canvas,
                "FINISH A SESSION TO GET ON THE BOARD",
                (WIDTH // 2, 170),
                SMALL,
                palette.GREY,
                anchor="midtop",
            )
        for row, entry in enumerate(self.entries):
            y = 64 + row * ROW_H
            chosen = row == self.highlight
            if chosen and int(self.clock * 4) % 2:
                pygame.draw.rect(
                    canvas, palette.PANEL_ACTIVE, (64, y - 3, WIDTH - 128, ROW_H - 2), border_radius=3
                )
            colour = palette.YELLOW if chosen else palette.WHITE
            text.draw(canvas, f"{row + 1:>2}.", (72, y), MEDIUM, colour)
            text.draw(canvas, entry.initials, (136, y), MEDIUM, colour)
            net_colour = palette.net_colour(entry.net)
            text.draw(canvas, signed_mixed(entry.net), (320, y), MEDIUM, net_colour, anchor="topright")
            game = f"{entry.game.upper()[:GAME_COLUMNS]} x{entry.players}"
            text.draw(canvas, game, (340, y + 4), SMALL, palette.GREY)
        footer = "PRESS ANY BUTTON" if self.attract else "ENTER/A OR ESC/B BACK"
        text.draw(canvas, footer, (WIDTH // 2, 340), SMALL, palette.GREY, anchor="midtop")
