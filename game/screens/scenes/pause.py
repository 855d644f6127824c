"""The pause menu over the table: resume, the hand rankings, this game's rules, the words of the
game, the session's last pots (to replay one), options, or leave for the title; under it, two of
the game's words with their meanings (game.telling.glossary: the balances and the dealer button
first), the next two each time it opens and every TIP_SECONDS while it is up (a newcomer's
play-test saw the same two every time)."""

from __future__ import annotations

from functools import partial

import pygame

from game.felt import layout
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Input
from game.platform.text import BODY, HEADING, wrap
from game.platform.widgets import Item, Menu, panel
from game.screens import openers
from game.screens.menu_overlay import MenuOverlay
from game.screens.menu_size import fit_menu, menu_body
from game.screens.scene import PauseContext, SceneHost
from game.screens.table_scene import PAUSE_KEY
from game.telling.glossary import glossary

# why LAST POTS is greyed, said under the menu while it is chosen (a play-test took it for broken)
NO_POTS_YET = "NO POT HAS ENDED YET"
WHY_LINE = 22  # the panel's extra height for it
TIPS = 2  # the game's words shown at once under the menu (at TEXT SIZE large, one: two took up to
TIP_SECONDS = 8.0  # ten lines of it, up into the menu's panel)... for this long, then the next
PANEL_TOP, PANEL_W, SPACING = 140, 360, 20  # the menu's panel at the normal size
# TEXT SIZE large: the panel higher (its seven rows a line apart end above the prompt's two lines, the
# legend's five lines under them) and wider (NO POT HAS ENDED YET in its words)
LARGE_TOP, LARGE_W = 70, 440


class TipTurn:
    """Where the tips go on from: the next opening starts after the last two shown."""

    next = 0


class PauseScene(MenuOverlay):
    def __init__(self, app: SceneHost, table: PauseContext) -> None:
        self.table = table
        menu = Menu(
            [
                Item("RESUME", app.back),
                Item("HAND RANKINGS", partial(self.chart, "rankings")),
                Item("RULES", partial(self.chart, "rules")),
                Item("WORDS", partial(self.chart, "words")),
                Item("LAST POTS", self.last_pots, enabled=bool(table.pots), detail=NO_POTS_YET),
                Item("OPTIONS", self.options),
                Item("QUIT TO TITLE", self.quit_to_title),
            ],
            (WIDTH // 2 - 120, PANEL_TOP + 50),
            spacing=SPACING,  # seven items end above the log's last line
            # the keys stop on a greyed LAST POTS, which says why there (a play-test took it for
            # broken): its panel grows by the line only then, the log's last lines in view
            stops_greyed=True,
        )
        super().__init__(app, menu, shade=170)
        self.size = BODY  # its words' size as laid out (follow_size)
        self.tips = glossary(table.rules)  # the game's words, the table's marks first
        self.first = TipTurn.next  # this opening's first tip: after the last menu's
        self.shown = 0.0  # seconds this menu has been up
        self.update(0.0)

    @property
    def at_once(self) -> int:
        """How many of the game's words are shown at once: TIPS, one at TEXT SIZE large."""
        return TIPS if self.size == BODY else 1

    def follow_size(self) -> None:
        """The menu in the TEXT SIZE chosen (OPTIONS, opened from here, may have changed it)."""
        size = menu_body(self.app.settings)
        if size == self.size:
            return
        self.size = size
        top, width = (PANEL_TOP, PANEL_W) if size == BODY else (LARGE_TOP, LARGE_W)
        self.menu.pos = (WIDTH // 2 - width // 3, top + 50)
        fit_menu(self.menu, size, SPACING, SAFE.bottom)

    def update(self, dt: float) -> None:
        self.follow_size()
        self.shown += dt
        TipTurn.next = (self.start() + self.at_once) % len(self.tips)

    def start(self) -> int:
        """The first of the tips shown now."""
        return self.first + int(self.shown // TIP_SECONDS) * self.at_once

    def showing(self) -> list[tuple[str, str]]:
        """The words shown now (`at_once`): the next ones each opening and every TIP_SECONDS, round all
        of them in turn (never the same two twice running: the glossary has more than twice TIPS)."""
        return [self.tips[(self.start() + tip) % len(self.tips)] for tip in range(self.at_once)]

    def handle(self, inp: Input) -> None:
        if inp.kind == "key" and inp.key == PAUSE_KEY:  # P resumes as it paused (a newcomer's play-test
            sound.play("back")  # pressed P again and the pause stayed)
            self.app.back()
        else:
            super().handle(inp)

    def last_pots(self) -> None:
        self.app.push(openers.last_pots(table=self.table))

    def chart(self, page: str) -> None:
        self.app.push(openers.chart(rules=self.table.rules, page=page))

    def options(self) -> None:
        self.app.push(openers.options())

    def quit_to_title(self) -> None:
        self.app.push(
            openers.confirm(
                question="QUIT TO THE TITLE?",
                detail="This game is saved: CONTINUE on the title goes on from here."
                if self.table.saved
                else "",
                yes="QUIT",
                on_yes=self.to_title,
                sized=True,  # over this menu, in its size
            )
        )

    def to_title(self) -> None:
        """Every scene leaves, the table too (game.screens.table_scene: its computer players stop, its
        session file is complete), and the title reads that file: at its menu at once (at PRESS START
        a newcomer's play-test saw the title with no prompt for a second and a half)."""
        self.app.go(openers.title(menu=True))

    def draw(self, canvas: pygame.Surface) -> None:
        self.follow_size()
        super().draw(canvas)
        menu, size = self.menu.rects, self.size
        top, width = (PANEL_TOP, PANEL_W) if size == BODY else (LARGE_TOP, LARGE_W)
        # a solid panel round the heading and the items over the centre of the table, ending just
        # below a line of the log (a sliver of one peeking out read as garbage)
        chosen = self.menu.current
        why = chosen.detail if chosen is not None and not chosen.enabled else ""
        why_line = WHY_LINE + size - BODY if why else 0
        box = pygame.Rect(0, 0, width, menu[-1].bottom - top + 22 + why_line)
        box.midtop = (WIDTH // 2, top)
        panel(canvas, box, palette.PANEL, palette.YELLOW, 2, 6)
        self.app.text.draw(canvas, "PAUSED", (WIDTH // 2, top + 20), HEADING, palette.YELLOW, anchor="midtop")
        self.menu.draw(canvas, self.app.text)
        if why:  # a greyed item says why while it is chosen
            where = (WIDTH // 2, menu[-1].bottom + 10)
            self.app.text.draw(canvas, why, where, size, palette.ORANGE, anchor="midtop")
        # the game's words (game.telling.glossary), on their own panel at the foot of the screen: the
        # seats' names and balances they speak of and the log's last lines stay in view
        lines = legend_lines(self.showing(), size)
        step = size + 6
        legend = legend_box(len(lines), step)
        panel(canvas, legend, palette.PANEL, palette.GREY, 2, 6)
        font = self.app.text.font(size)
        for row, (word, rest) in enumerate(lines):  # each line centred, a tip's word in yellow
            said = f"{word} {rest}" if word else rest
            x, y = legend.centerx - font.size(said)[0] // 2, legend.y + 7 + row * step
            if word:
                self.app.text.draw(canvas, word, (x, y), size, palette.YELLOW)
                x += font.size(f"{word} ")[0]
            self.app.text.draw(canvas, rest, (x, y), size, palette.WHITE)


# the legend stops short of the action buttons' column at either TEXT SIZE: across the whole foot
# of the screen it covered [F] FOLD (a newcomer play-test), the buttons the paused turn waits on
LEGEND_RIGHT = min(places.buttons[0] for places in layout.LAYOUTS.values()) - 6


def legend_lines(tips: list[tuple[str, str]], size: int = BODY) -> list[tuple[str, str]]:
    """The legend's lines, each word with its meaning, wrapped to the width left of the buttons in
    letters `size` tall: (the word, the rest of its first line), then ("", each line after it)."""
    columns = (LEGEND_RIGHT - SAFE.left - 16) // size - 1
    lines = []
    for word, meaning in tips:
        first, *more = wrap(f"{word} {meaning}", columns)
        lines += [(word, first.removeprefix(word).lstrip()), *(("", line) for line in more)]
    return lines


def legend_box(lines: int, step: int = BODY + 6) -> pygame.Rect:
    """The legend's panel: bottom left, from the safe area's edge to the buttons' column, its lines
    `step` apart."""
    box = pygame.Rect(SAFE.left, 0, LEGEND_RIGHT - SAFE.left, lines * step + 10)
    box.bottom = SAFE.bottom
    return box
