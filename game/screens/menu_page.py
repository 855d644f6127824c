"""A full-screen menu page (the base of the menu scenes, not a scene of its own): a heading, a menu,
the selected item's detail text, Back to leave; and the menu backdrop every page shares."""

from __future__ import annotations

import pygame

from game.felt.seat_words import clip
from game.platform import palette, sound
from game.platform.backdrop import menu_backdrop
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import BODY, HEADING, HINT, columns, wrap
from game.platform.widgets import Menu
from game.screens.scene import Scene, SceneHost

DETAIL_Y, DETAIL_LINES, DETAIL_COLUMNS = 416, 4, 56  # the chosen item's description
FOOTER_Y = 504  # the keys, at the bottom of the TV-safe area
MENU_BOTTOM = DETAIL_Y - 8  # a page's menu ends above the description
BROKEN = " (BROKEN)"  # after the name of a game's file that is no game
FULL_SCREEN_KEY = "F11: FULL SCREEN"  # the title's and the party lobby's key lines say it, windowed
_BACKDROP: list[pygame.Surface] = []  # drawn once, shared by every menu page


def menu_name(name: str, left: int, beside: int = 0) -> str:
    """A game's name (a house game's may be 40 characters) in capitals on a menu row whose words start
    at `left`, with `beside` more characters on the row (its label and arrows, or " (BROKEN)"): cut with an
    ellipsis at the TV-safe edge (sliced at a fixed 22 to 26 characters, a name lost its end with
    room to spare on the row, and nothing said it was cut)."""
    return clip(name.upper(), columns(SAFE.right - 1 - left) - beside)  # (drawn a pixel in)


def backdrop() -> pygame.Surface:
    if not _BACKDROP:
        _BACKDROP.append(menu_backdrop())
    return _BACKDROP[0]


class MenuScene(Scene):
    heading = ""
    footer = "ARROWS/D-PAD MOVE  ENTER/A CHOOSE  ESC/B BACK"

    def __init__(self, app: SceneHost, menu: Menu | None = None) -> None:
        super().__init__(app)
        self.menu = menu or Menu([], (0, 0))

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.BACK):
            sound.play("back")
            self.back()
        else:
            self.menu.handle(inp)

    def back(self) -> None:
        self.app.back()

    def detail(self) -> str:
        item = self.menu.current
        return item.detail if item else ""

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, self.heading, (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        self.draw_body(canvas)
        self.menu.draw(canvas, text)
        item = self.menu.current
        colour = palette.WHITE if item is None or item.enabled else palette.ORANGE
        for row, line in enumerate(wrap(self.detail(), DETAIL_COLUMNS)[:DETAIL_LINES]):
            text.draw(canvas, line, (WIDTH // 2, DETAIL_Y + row * 20), BODY, colour, anchor="midtop")
        text.draw(canvas, self.footer, (WIDTH // 2, FOOTER_Y), HINT, palette.GREY, anchor="midtop")

    def draw_body(self, canvas: pygame.Surface) -> None:
        """Anything a page shows besides its menu."""
