"""A menu over the table (the base of the pause menu and LAST POTS, not a scene of its own): the
table under a shade, not to be read while the menu is up; Esc or B goes back to it."""

from __future__ import annotations

import pygame

from game.platform import sound
from game.platform.display import HEIGHT, WIDTH
from game.platform.frame_log import FRAME
from game.platform.input import Button, Input
from game.platform.widgets import Menu
from game.screens.scene import Scene, SceneHost


class MenuOverlay(Scene):
    opaque = False

    def __init__(self, app: SceneHost, menu: Menu, shade: int) -> None:
        """`shade`: how dark the table goes under the menu (0 to 255)."""
        super().__init__(app)
        self.menu = menu
        self.shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, shade))

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.BACK):
            sound.play("back")
            self.app.back()
        else:
            self.menu.handle(inp)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(self.shade, (0, 0))
        FRAME.cover()  # the table under the shade is not to be read now
