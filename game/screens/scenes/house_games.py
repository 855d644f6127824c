"""HOUSE RULES from the title: start a new house game from any game (left/right choose which), or
open one of your own to edit or delete it. A file of yours that no longer loads is listed with its
message, and ENTER/A offers to delete it."""

from __future__ import annotations

from functools import partial

from engine.profile import ProfileEntry
from game.platform.widgets import ARROWS, Item, Menu, cycle, value_column
from game.play import house_games
from game.screens import openers
from game.screens.menu_page import BROKEN, MenuScene, menu_name
from game.screens.scene import SceneHost, asked

ROWS_SHOWN = 12
LEFT = 120  # the menu's left edge


class HouseGamesScene(MenuScene):
    heading = "HOUSE RULES"

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.starts = house_games.startable()
        default = app.settings.default_profile
        self.start = next((entry for entry in self.starts if entry.id == default), None) or (
            self.starts[0] if self.starts else None
        )
        self.fill()

    def fill(self, chosen: str = "") -> None:
        """The menu from the files as they are now, with the game `chosen` (an id) selected."""
        items: list[Item] = []
        if self.start is not None:
            items.append(
                Item(
                    "NEW GAME FROM",
                    self.new,
                    value=lambda: (
                        menu_name(self.start.name, LEFT, value_column(items) + ARROWS) if self.start else ""
                    ),
                    adjust=self.cycle_start,
                    detail="Start from this game (LEFT/RIGHT choose), change its rules, name it and save: "
                    "it joins PLAY and PARTY.",
                )
            )
        self.games = house_games.house_games()
        for entry in self.games:
            items.append(self.game_item(entry))
        items.append(Item("BACK", self.app.back, detail=""))
        self.menu = Menu(items, (LEFT, 72), spacing=26, rows=ROWS_SHOWN)
        ids = [entry.id for entry in self.games]
        if chosen in ids:
            self.menu.selected = ids.index(chosen) + (1 if self.start is not None else 0)
            self.menu.layout()

    def game_item(self, entry: ProfileEntry) -> Item:
        rules = entry.rules
        if rules is None:
            return Item(
                f"{menu_name(entry.id, LEFT, len(BROKEN))}{BROKEN}",
                partial(self.ask_delete, entry),
                detail=f"{entry.error} ENTER/A deletes the file.",
            )
        if rules.games:
            return Item(
                menu_name(rules.name, LEFT),
                partial(self.ask_delete, entry),
                detail="A dealer's choice lists games: change its file by hand. ENTER/A deletes it.",
            )
        over = " It takes the place of the shipped game of that name." if entry.overrides else ""
        return Item(
            menu_name(rules.name, LEFT),
            partial(self.edit, entry),
            detail=f"Your game. ENTER/A opens it to change or delete.{over}",
        )

    def cycle_start(self, step: int) -> None:
        if self.start is not None:
            self.start = cycle(self.starts, self.start, step)

    def new(self) -> None:
        if self.start is not None and self.start.rules is not None:
            self.app.push(openers.house_editor(start=self.start.rules, on_saved=self.fill))

    def edit(self, entry: ProfileEntry) -> None:
        if entry.rules is not None:  # a broken file's item only deletes it
            self.app.push(openers.house_editor(start=entry.rules, editing=entry.id, on_saved=self.fill))

    def ask_delete(self, entry: ProfileEntry) -> None:
        self.app.push(
            openers.confirm(
                question=f"DELETE {asked(entry.name, 'DELETE ?')}?",
                detail="The file leaves your profile folder. This cannot be undone.",
                yes="DELETE",
                on_yes=partial(self.delete, entry),
            )
        )

    def delete(self, entry: ProfileEntry) -> None:
        problem = house_games.delete(entry.path)
        if problem:
            self.app.polish.warn(problem)
        self.fill()
