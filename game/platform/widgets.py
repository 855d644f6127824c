"""Menus and button bars: one list widget driven by virtual inputs (keys, D-pad, mouse).

Up/down move the selection (a long list scrolls), confirm or a click runs the
item, a shortcut letter runs it directly, and left/right change an item that has a value.
Disabled items can be selected (to read why) but do nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import pygame

from game.platform import palette, sound
from game.platform.frame_log import FRAME
from game.platform.input import Button, Input
from game.platform.palette import Colour
from game.platform.text import BODY, Text

T = TypeVar("T")


def panel(
    canvas: pygame.Surface, rect: pygame.Rect, fill: Colour, edge: Colour, width: int = 1, radius: int = 3
) -> None:
    """A filled box with a rounded edge: buttons, banners, the pause box, the coach."""
    pygame.draw.rect(canvas, fill, rect, border_radius=radius)
    pygame.draw.rect(canvas, edge, rect, width, border_radius=radius)
    FRAME.panel(
        pygame.Rect(rect)
    )  # what it covers wholly is hidden, not overlapped (game.platform.frame_log)


def cycle(choices: Sequence[T], current: T, step: int) -> T:
    """The choice `step` places after `current`, for left/right on a value item (the first
    when `current` is not among them)."""
    if not choices:
        return current
    index = choices.index(current) if current in choices else 0
    return choices[(index + step) % len(choices)]


@dataclass
class Item:
    label: str
    action: Callable[[], None] | None = None
    enabled: bool = True
    detail: str = ""  # a description, or why the item is disabled
    value: Callable[[], str] | None = None  # the current value shown as "< value >"
    adjust: Callable[[int], None] | None = None  # left/right: -1 / +1
    shortcut: str = ""  # a letter or digit that runs the item directly
    # whether left (-1) or right (1) moves the value now: its arrow is drawn only then (None: both
    # always, a value that goes round); a host play-test read '>' at a limit as one more to come
    steps: Callable[[int], bool] | None = None

    @property
    def name(self) -> str:
        return f"[{self.shortcut.upper()}] {self.label}" if self.shortcut else self.label

    def caption(self, column: int = 0) -> str:
        """The label, then the value from character `column` on (the font is monospaced, so
        padding lines the values of a menu up in one column); a greyed item's value without the
        arrows, which it does not answer (it says why there: PLAYERS AT THE TV  NONE: HIDDEN CARDS);
        at a limit, a space where the arrow of the way it cannot go would be (the value kept put)."""
        if not self.value:
            return self.name
        value = self.value()
        if not self.enabled:
            return f"{self.name.ljust(column - 2)}  {value}"
        back, on = ("<" if self.moves(-1) else " "), (">" if self.moves(1) else " ")
        return f"{self.name.ljust(column - 2)}  {back} {value} {on}"

    def moves(self, step: int) -> bool:
        """Left (-1) or right (1) changes the value now (`steps`)."""
        return self.steps is None or self.steps(step)


def value_column(items: Sequence[Item]) -> int:
    """Where a menu's values start, in characters: two after its longest label that has one."""
    return max((len(item.name) + 2 for item in items if item.value), default=0)


# what a value's arrows add to its row: "< " and " >"
ARROWS = len("<  >")


class Menu:
    def __init__(
        self,
        items: list[Item],
        pos: tuple[int, int],
        size: int = BODY,
        spacing: int = 26,
        width: int = 0,
        boxed: bool = False,
        anchor: str = "topleft",
        rows: int = 0,
        wrap: bool = True,
        stops_greyed: bool = False,
    ) -> None:
        self.items = items
        # the keys stop on a greyed item, where it is the thing to fix and says what (the house
        # editor's SAVE, a game's broken file); elsewhere they pass over it
        self.stops_greyed = stops_greyed
        # Up from the first item goes to the last (and Down from the last to the first); False where
        # the last is one to reach on purpose (the host's menu: END THE PARTY one key from the top)
        self.wrap = wrap
        self.pos = pos
        self.size = size
        self.spacing = spacing
        self.width = width
        self.boxed = boxed
        self.anchor = anchor
        self.rows = rows  # at most this many items shown at once (0: all), scrolling with the selection
        self.first = 0  # the first item shown
        self.selected = next((i for i, item in enumerate(items) if item.enabled), 0)
        self.column = 0  # where the values start, in characters (set by layout)
        self.rects: list[pygame.Rect] = []
        self.layout()

    @property
    def shown(self) -> range:
        count = len(self.items) if not self.rows else min(self.rows, len(self.items))
        return range(self.first, self.first + count)

    def layout(self) -> None:
        """Compute each item's rectangle (also used for mouse hits before the first draw); items
        scrolled out of view get an empty one."""
        if self.selected < self.first:
            self.first = self.selected
        elif self.rows and self.selected >= self.first + self.rows:
            self.first = self.selected - self.rows + 1
        pad = self.pad
        self.column = value_column(self.items)
        widths = [self.width or (len(self.caption(item)) * self.size + 2 * pad) for item in self.items]
        # a caption of two lines (lines()) makes its box a line taller and moves those under it down
        height = self.size + 2 * pad
        heights = [height + (len(self.lines(item)) - 1) * self.line_step for item in self.items]
        tops, below = {}, 0
        for index in self.shown:
            tops[index] = below
            below += self.spacing + heights[index] - height
        total = max((tops[index] + heights[index] for index in tops), default=0)
        box = pygame.Rect(0, 0, max(widths, default=0), total)
        setattr(box, self.anchor, self.pos)
        self.rects = [
            pygame.Rect(box.x, box.y + tops[index], width, heights[index])
            if index in tops
            else pygame.Rect(0, 0, 0, 0)
            for index, width in enumerate(widths)
        ]

    @property
    def pad(self) -> int:
        """Between a caption and its box's edge."""
        return 4 if self.boxed else 1

    @property
    def line_step(self) -> int:
        """From one line of a boxed caption to the next: room between them for a key's underline."""
        return self.size + 6

    def lines(self, item: Item) -> list[str]:
        """The lines of `item`'s caption in its box: one (a menu of buttons may break a long one)."""
        return [self.caption(item)]

    def caption(self, item: Item) -> str:
        return item.caption(self.column)

    @property
    def current(self) -> Item | None:
        return self.items[self.selected] if self.items else None

    def move(self, step: int) -> None:
        if self.items:
            self.selected = self.step_from(self.selected, step)
            self.layout()
            sound.play("move")

    def step_from(self, index: int, step: int) -> int:
        """The next item that answers `step` (1 or -1) from `index`: the keys and a pad's d-pad pass
        over a greyed one, as a game's menu does (a host play-test's cursor stopped on greyed rows;
        the mouse over one still reads why it is greyed), unless `stops_greyed`. Without wrap it
        stays put when none is left that way."""
        count = len(self.items)
        for moved in range(index + step, index + step * count, step):
            if not self.wrap and not 0 <= moved < count:
                break
            if self.stops_greyed or self.items[moved % count].enabled:
                return moved % count
        return index

    def select(self, index: int) -> None:
        """Put the cursor on item `index` (a page rebuilt on the row chosen: the host's menu)."""
        self.selected = index
        self.layout()

    def activate(self, index: int) -> None:
        self.selected = index
        item = self.items[index]
        if item.enabled and item.action:
            sound.play("select")
            item.action()
        else:
            sound.play("error")

    def handle(self, inp: Input) -> bool:
        """Returns True when the input was used."""
        if not self.items:
            return False
        item = self.items[self.selected]
        if inp.is_(Button.UP):
            self.move(-1)
        elif inp.is_(Button.DOWN):
            self.move(1)
        elif inp.is_(Button.CONFIRM):
            self.activate(self.selected)
        elif item.adjust and item.enabled and (inp.is_(Button.LEFT) or inp.is_(Button.RIGHT)):
            item.adjust(-1 if inp.is_(Button.LEFT) else 1)
            sound.play("move")
            self.layout()
        elif inp.kind == "key":
            return self.shortcut(inp.key)
        elif inp.kind in ("hover", "click"):
            return self.point(inp)
        else:
            return False
        return True

    def shortcut(self, key: str) -> bool:
        """The item whose shortcut `key` is, activated; False when no item has it."""
        hits = [i for i, it in enumerate(self.items) if it.shortcut and it.shortcut == key]
        if not hits:
            return False
        self.activate(hits[0])
        return True

    def point(self, inp: Input) -> bool:
        """The mouse over an item selects it; a click activates it, or on the left or right half of
        the selected value row steps the value down or up. False when it is over no item."""
        hits = [i for i, rect in enumerate(self.rects) if rect.collidepoint(inp.pos)]
        if not hits:
            return False
        item = self.items[hits[0]]
        if inp.kind == "hover":
            self.selected = hits[0]
        elif item.adjust and item.enabled and hits[0] == self.selected and item.value:
            item.adjust(-1 if inp.pos[0] < self.rects[hits[0]].centerx else 1)
            self.layout()
        else:
            self.activate(hits[0])
        return True

    def draw(self, canvas: pygame.Surface, text: Text, focused: bool = True) -> None:
        shown = self.shown
        # more above or below: a mark in the cursor's column where the row scrolled out would be, so
        # the cursor on the page's first or last row never lies on it (LAST POTS drew both at once)
        if shown and shown.start > 0:
            top = self.rects[shown.start]
            text.draw(
                canvas, "\u25b2", (top.x - self.size - 8, top.y - self.spacing), self.size, palette.GREY
            )
        if shown and shown.stop < len(self.items):
            bottom = self.rects[shown.stop - 1]
            below = bottom.bottom + self.spacing - (self.size + 2 * self.pad)
            text.draw(canvas, "\u25bc", (bottom.x - self.size - 8, below), self.size, palette.GREY)
        for index in shown:
            item, rect = self.items[index], self.rects[index]
            chosen = focused and index == self.selected
            colour = (palette.YELLOW if chosen else palette.WHITE) if item.enabled else palette.DIM
            if self.boxed:
                panel(canvas, rect, palette.PANEL_ACTIVE if chosen else palette.PANEL, colour)
                for where, line in self.placed_lines(item, rect):
                    text.draw(canvas, line, where, self.size, colour, anchor="center")
            else:  # each line of the caption (one, unless lines() breaks it)
                for row, line in enumerate(self.lines(item)):
                    text.draw(
                        canvas, line, (rect.x + 1, rect.y + 1 + row * self.line_step), self.size, colour
                    )
                if chosen:  # on a greyed row the same cursor, greyed with it (an 'x' there read as
                    # a mark on the row, not the cursor: a host play-test's NEXT GAME list)
                    text.draw(
                        canvas,
                        "\u25b6",
                        (rect.x - self.size - 8, rect.y + 1),
                        self.size,
                        colour,
                    )

    def placed_lines(self, item: Item, rect: pygame.Rect) -> list[tuple[tuple[int, int], str]]:
        """Each line of `item`'s boxed caption with its centre in `rect`, the lines centred as one."""
        lines = self.lines(item)
        first = rect.centery - (len(lines) - 1) * self.line_step // 2
        return [((rect.centerx, first + row * self.line_step), line) for row, line in enumerate(lines)]
