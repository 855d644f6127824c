"""Options: animation speed and window or fullscreen (more settings can be added as items)."""

from __future__ import annotations

from game import options_extras
from game.scenes.menu_scene import MenuScene
from game.settings import ANIMATION_SPEEDS, speed_label
from game.widgets import Item, Menu


class OptionsScene(MenuScene):
    heading = "OPTIONS"

    def __init__(self, app) -> None:
        super().__init__(app)
        settings = app.settings
        self.items = [
            Item(
                "ANIMATION",
                value=lambda: speed_label(settings.animation_speed).upper(),
                adjust=self.speed,
                detail="How fast cards and chips move. TAB (or X on a pad) skips ahead at the table.",
            ),
            Item(
                "DISPLAY",
                value=lambda: "FULLSCREEN" if settings.fullscreen else "WINDOW",
                adjust=self.screen,
                action=lambda: self.screen(1),
                detail="F11 or Alt+Enter switches at any time.",
            ),
            Item("BACK", self.back, detail=""),
        ]
        self.menu = Menu(self.items, (180, 90), spacing=20)
        options_extras.extend(self)  # polish: sound, deck colours, CRT, coach, defaults for a new game

    def add_item(self, item: Item) -> None:
        """Insert an option above BACK."""
        self.items.insert(len(self.items) - 1, item)
        self.menu.layout()

    def speed(self, step: int) -> None:
        speeds = [value for value, _ in ANIMATION_SPEEDS]
        current = (
            speeds.index(self.app.settings.animation_speed)
            if self.app.settings.animation_speed in speeds
            else 1
        )
        self.app.settings.animation_speed = speeds[min(max(current + step, 0), len(speeds) - 1)]

    def screen(self, step: int) -> None:
        self.app.settings.fullscreen = self.app.display.toggle_fullscreen()
