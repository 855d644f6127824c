"""The HOUSE RULES editor: every option of a game as a row of choices (left/right change it, the
line under the menu says what it does at the table), the name typed on the letter grid, then
SAVE. Rows that conflict, or that the engine cannot play, make SAVE say why (engine.house_rules);
a saved game is a user profile that PLAY and PARTY list at once (game.play.house_games)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine.house_rules import (
    Picks,
    Refused,
    Row,
    build,
    name_problem,
    picks_from,
    profile_id,
    profile_mapping,
    profile_text,
    rows_for,
)
from engine.profile_keys import DESCRIPTION_LENGTH
from engine.rules import Rules
from game.felt.seat_words import clip
from game.platform import sound
from game.platform.display import SAFE
from game.platform.text import HEADING, columns
from game.platform.widgets import ARROWS, Item, Menu, cycle, value_column
from game.play import house_games
from game.screens import openers
from game.screens.menu_page import MenuScene, menu_name
from game.screens.scene import SceneHost, asked
from game.telling.rules_words import house_line, house_rules

LEFT = 96  # the menu's left edge
ROWS_SHOWN = 15  # rows of the menu on screen at once, ending above the description; the rest scroll


class HouseEditorScene(MenuScene):
    footer = "LEFT/RIGHT CHANGE  ENTER/A NAME OR SAVE  ESC/B BACK"

    def __init__(
        self,
        app: SceneHost,
        start: Rules,
        editing: str = "",
        on_saved: Callable[[str], None] | None = None,
    ) -> None:
        """`start`: the profile the rows start from; `editing`: the id of the user's own file
        being edited ("" for a new game, which must be named before it is saved)."""
        super().__init__(app)
        self.start = start
        self.editing = editing
        self.on_saved = on_saved
        self.name = start.name if editing else ""
        self.renamed = False  # an edited game keeps its file until the host types a new name
        self.rows = rows_for(start)
        self.picks: Picks = picks_from(start)
        self.changed = False
        self.taken = house_games.taken_names()
        self.reasons: list[str] = []
        self.rules: Rules | None = None
        words = "EDIT HOUSE GAME " if editing else "HOUSE RULES FROM "
        self.heading = words + clip(start.name.upper(), columns(SAFE.width, HEADING) - len(words))
        items = [
            Item(
                "NAME",
                self.type_name,
                value=lambda: menu_name(self.name, LEFT, value_column(items) + ARROWS) or "NOT YET",
                detail="What PLAY and PARTY call the game. ENTER/A types it on the letter grid.",
            )
        ]
        items += [
            Item(row.label, value=partial(self.label, row), adjust=partial(self.step, row), detail=row.line)
            for row in self.rows
        ]
        self.save_item = Item("SAVE", self.save)
        items.append(self.save_item)
        if editing:
            items.append(Item("DELETE", self.ask_delete, detail="Removes this game from PLAY and PARTY."))
        items.append(Item("BACK", self.back, detail="Back to the house games."))
        # a greyed SAVE says why the game cannot be saved: the keys stop on it
        self.menu = Menu(items, (LEFT, 58), spacing=22, rows=ROWS_SHOWN, stops_greyed=True)
        self.check()

    # ----- the rows

    def label(self, row: Row) -> str:
        return row.label_of(self.picks[row.key])

    def step(self, row: Row, step: int) -> None:
        values = [choice.value for choice in row.choices]
        self.picks[row.key] = cycle(values, self.picks[row.key], step)
        self.changed = True
        self.check()

    def type_name(self) -> None:
        self.app.push(openers.house_name(typed=self.name, on_done=self.named, problem=self.name_problem))

    @property
    def pid(self) -> str:
        """The file's id: an edited game's own until it is renamed, else its name's."""
        return self.editing if self.editing and not self.renamed else profile_id(self.name)

    def name_problem(self, name: str) -> str | None:
        return name_problem(name, self.taken, self.editing)

    def named(self, name: str) -> None:
        self.renamed = self.renamed or name != self.name
        self.name = name
        self.changed = True
        self.check()

    # ----- checking and saving

    def check(self) -> None:
        """Build the game from the rows: SAVE is enabled with the rules in words, or disabled with
        every reason it cannot be saved (shown in orange when SAVE is chosen)."""
        # a name kept from a hand-written file is checked by the loader alone (`build`); a new game's
        # name always here, since a new game has no name until one is typed
        problem = self.name_problem(self.name) if not self.editing or self.renamed else None
        self.reasons = [problem] if problem else []
        try:
            self.rules = build(self.pid or "house", self.name or "HOUSE", self.picks, self.start)
        except Refused as refused:
            self.rules = None
            self.reasons += refused.reasons
        self.save_item.enabled = not self.reasons
        if self.rules is None or self.reasons:
            self.save_item.detail = " ".join(self.reasons)
        else:
            self.save_item.detail = "Saves: " + ". ".join(house_rules(self.rules)) + "."

    def save(self) -> None:
        assert self.rules is not None  # SAVE is enabled only when the rows build a game
        mapping = profile_mapping(
            self.name, self.picks, self.start, house_line(self.rules, DESCRIPTION_LENGTH - 1) + "."
        )
        text = profile_text(mapping, self.start.name)
        problem = house_games.save(self.pid, text, replacing=self.editing)
        if problem:
            sound.play("error")
            self.app.polish.warn(problem)
            return
        self.changed = False
        self.app.back()
        if self.on_saved is not None:
            self.on_saved(self.pid)

    def ask_delete(self) -> None:
        self.app.push(
            openers.confirm(
                question=f"DELETE {asked(self.start.name, 'DELETE ?')}?",
                detail="It leaves PLAY and PARTY. This cannot be undone.",
                yes="DELETE",
                on_yes=self.delete,
            )
        )

    def delete(self) -> None:
        problem = house_games.delete(house_games.path_of(self.editing))
        if problem:
            self.app.polish.warn(problem)
            return
        self.app.back()
        if self.on_saved is not None:
            self.on_saved("")

    def back(self) -> None:
        if not self.changed:
            self.app.back()
            return
        self.app.push(
            openers.confirm(
                question="LEAVE WITHOUT SAVING?",
                detail="The changes on this page are lost.",
                yes="LEAVE",
                on_yes=self.app.back,
            )
        )
