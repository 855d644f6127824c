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
from game.screens.menu_size import GAP, menu_body
from game.screens.scene import Scene, SceneHost

DETAIL_Y, DETAIL_LINES, DETAIL_COLUMNS = 416, 4, 56  # the chosen item's description
FOOTER_Y = 504  # the keys, at the bottom of the TV-safe area
MENU_BOTTOM = DETAIL_Y - 8  # a page's menu ends above the description
# TEXT SIZE large (a page that follows it: `sized`): the description a line more (FILL's takes five
# of 45 letters), as many lines higher, over the footer
LARGE_DETAIL_LINES = 5
BROKEN = " (BROKEN)"  # after the name of a game's file that is no game
FULL_SCREEN_KEY = "F11: FULL SCREEN"  # the title's and the party lobby's key lines say it, windowed
_BACKDROP: list[pygame.Surface] = []  # drawn once, shared by every menu page


def detail_top(size: int) -> int:
    """Where the chosen item's description starts with words `size` tall."""
    return DETAIL_Y if size == BODY else FOOTER_Y - 8 - LARGE_DETAIL_LINES * (size + GAP)


def menu_bottom(size: int) -> int:
    """Where a page's menu ends, above the description, with words `size` tall."""
    return detail_top(size) - 8


def menu_name(name: str, left: int, beside: int = 0, size: int = BODY) -> str:
    """A game's name (a house game's may be 40 characters) in capitals on a menu row whose words start
    at `left`, with `beside` more characters on the row (its label and arrows, or " (BROKEN)"): cut with an
    ellipsis at the TV-safe edge (sliced at a fixed 22 to 26 characters, a name lost its end with
    room to spare on the row, and nothing said it was cut)."""
    return clip(name.upper(), columns(SAFE.right - 1 - left, size) - beside)  # (drawn a pixel in)


def backdrop() -> pygame.Surface:
    if not _BACKDROP:
        _BACKDROP.append(menu_backdrop())
    return _BACKDROP[0]


class MenuScene(Scene):
    heading = ""
    footer = "ARROWS/D-PAD MOVE  ENTER/A CHOOSE  ESC/B BACK"
    sized = False  # its menu and description in the TEXT SIZE chosen (game.screens.menu_size)

    def __init__(self, app: SceneHost, menu: Menu | None = None) -> None:
        super().__init__(app)
        self.menu = menu or Menu([], (0, 0))
        self.size = BODY  # its words' size as laid out

    def follow_size(self) -> None:
        """The page laid out again when the TEXT SIZE has changed (OPTIONS changes it on its rows)."""
        size = menu_body(self.app.settings) if self.sized else BODY
        if size != self.size:
            self.size = size
            self.resize()

    def resize(self) -> None:
        """The page's menus laid out in `self.size`."""

    def handle(self, inp: Input) -> None:
        self.follow_size()
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
        self.follow_size()
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, self.heading, (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        self.draw_body(canvas)
        self.menu.draw(canvas, text)
        item = self.menu.current
        colour = palette.WHITE if item is None or item.enabled else palette.ORANGE
        size, large = self.size, self.size != BODY
        said = wrap(self.detail(), columns(SAFE.width, size) if large else DETAIL_COLUMNS)
        for row, line in enumerate(said[: LARGE_DETAIL_LINES if large else DETAIL_LINES]):
            where = (WIDTH // 2, detail_top(size) + row * max(20, size + GAP))
            text.draw(canvas, line, where, size, colour, anchor="midtop")
        text.draw(canvas, self.footer, (WIDTH // 2, FOOTER_Y), HINT, palette.GREY, anchor="midtop")

    def draw_body(self, canvas: pygame.Surface) -> None:
        """Anything a page shows besides its menu."""
