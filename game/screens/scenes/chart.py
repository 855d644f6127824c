"""From the pause menu: the hand-ranking chart (the best hand on top, and how this game settles
equal hands) and the rules of the game in play (game.telling.hand_chart). Left/right turn the page;
Back returns to the pause menu."""

from __future__ import annotations

import pygame

from engine.rules import Rules
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import MEDIUM, SMALL, wrap
from game.screens.menu_page import backdrop
from game.screens.scene import Scene, SceneHost
from game.telling.hand_chart import ranking_rows, rules_lines, ties_rule

PAGES = ("rankings", "rules")
ROW = MEDIUM + SMALL // 2  # a ranking row: eleven of them and the ties rule end above the footer
LINE = SMALL + SMALL // 2


class ChartScene(Scene):
    def __init__(self, app: SceneHost, rules: Rules, page: str = "rankings") -> None:
        super().__init__(app)
        self.rules = rules
        self.page = PAGES.index(page)

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.LEFT) or inp.is_(Button.RIGHT):
            self.page = (self.page + 1) % len(PAGES)
            sound.play("move")
        elif inp.is_(Button.BACK) or inp.is_(Button.CONFIRM) or inp.kind == "click":
            sound.play("back")
            self.app.back()

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        top = SAFE.y + SMALL
        heading = "HAND RANKINGS" if PAGES[self.page] == "rankings" else self.rules.name.upper()
        text.draw(canvas, f"< {heading} >", (WIDTH // 2, top), MEDIUM, palette.YELLOW, anchor="midtop")
        y = top + MEDIUM + SMALL
        columns = (SAFE.width - 2 * SMALL) // SMALL
        if PAGES[self.page] == "rankings":
            for number, (name, example) in enumerate(ranking_rows(self.rules), start=1):
                text.draw(canvas, f"{number:>2} {name}", (SAFE.x + SMALL, y), MEDIUM, palette.WHITE)
                text.draw(
                    canvas,
                    example,
                    (SAFE.right - SMALL, y + SMALL // 2),
                    SMALL,
                    palette.CYAN,
                    anchor="topright",
                )
                y += ROW
            for line in wrap(ties_rule(self.rules), columns):
                text.draw(canvas, line, (WIDTH // 2, y), SMALL, palette.YELLOW, anchor="midtop")
                y += LINE
        else:
            for sentence in rules_lines(self.rules):
                for line in wrap(sentence, columns):
                    text.draw(canvas, line, (SAFE.x + SMALL, y), SMALL, palette.WHITE)
                    y += LINE
                y += SMALL // 2
        footer = "LEFT/RIGHT RANKINGS OR RULES  ESC/B BACK"
        text.draw(canvas, footer, (WIDTH // 2, SAFE.bottom - SMALL - 2), SMALL, palette.GREY, anchor="midtop")
