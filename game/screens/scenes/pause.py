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
from game.screens.scene import PauseContext, SceneHost
from game.screens.table_scene import PAUSE_KEY
from game.telling.glossary import glossary

# why LAST POTS is greyed, said under the menu while it is chosen (a play-test took it for broken)
NO_POTS_YET = "NO POT HAS ENDED YET"
WHY_LINE = 22  # the panel's extra height for it
TIPS = 2  # the game's words shown at once under the menu...
TIP_SECONDS = 8.0  # ...for this long, then the next two


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
            (WIDTH // 2 - 120, 190),
            spacing=20,  # seven items end above the log's last line
            # the keys stop on a greyed LAST POTS, which says why there (a play-test took it for
            # broken): its panel grows by the line only then, the log's last lines in view
            stops_greyed=True,
        )
        super().__init__(app, menu, shade=170)
        self.tips = glossary(table.rules)  # the game's words, the table's marks first
        self.first = TipTurn.next  # this opening's first tip: after the last menu's
        self.shown = 0.0  # seconds this menu has been up
        self.update(0.0)

    def update(self, dt: float) -> None:
        self.shown += dt
        TipTurn.next = (self.start() + TIPS) % len(self.tips)

    def start(self) -> int:
        """The first of the tips shown now."""
        return self.first + int(self.shown // TIP_SECONDS) * TIPS

    def showing(self) -> list[tuple[str, str]]:
        """The TIPS words shown now: the next ones each opening and every TIP_SECONDS, round all of
        them in turn (never the same two twice running: the glossary has more than twice TIPS)."""
        return [self.tips[(self.start() + tip) % len(self.tips)] for tip in range(TIPS)]

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
                detail="This session is saved: CONTINUE on the title goes on from here."
                if self.table.saved
                else "",
                yes="QUIT",
                on_yes=self.to_title,
            )
        )

    def to_title(self) -> None:
        """Every scene leaves, the table too (game.screens.table_scene: its computer players stop, its
        session file is complete), and the title reads that file: at its menu at once (at PRESS START
        a newcomer's play-test saw the title with no prompt for a second and a half)."""
        self.app.go(openers.title(menu=True))

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        menu = self.menu.rects
        # a solid panel round the heading and the items over the centre of the table, ending just
        # below a line of the log (a sliver of one peeking out read as garbage)
        chosen = self.menu.current
        why = chosen.detail if chosen is not None and not chosen.enabled else ""
        box = pygame.Rect(0, 0, 360, menu[-1].bottom - 140 + 22 + (WHY_LINE if why else 0))
        box.midtop = (WIDTH // 2, 140)
        panel(canvas, box, palette.PANEL, palette.YELLOW, 2, 6)
        self.app.text.draw(canvas, "PAUSED", (WIDTH // 2, 160), HEADING, palette.YELLOW, anchor="midtop")
        self.menu.draw(canvas, self.app.text)
        if why:  # a greyed item says why while it is chosen
            where = (WIDTH // 2, menu[-1].bottom + 10)
            self.app.text.draw(canvas, why, where, BODY, palette.ORANGE, anchor="midtop")
        # two of the game's words (game.telling.glossary), on their own panel at the foot of the
        # screen: the seats' names and balances they speak of and the log's last lines stay in view
        lines = legend_lines(self.showing())
        legend = legend_box(len(lines))
        panel(canvas, legend, palette.PANEL, palette.GREY, 2, 6)
        font = self.app.text.font(BODY)
        for row, (word, rest) in enumerate(lines):  # each line centred, a tip's word in yellow
            said = f"{word} {rest}" if word else rest
            x, y = legend.centerx - font.size(said)[0] // 2, legend.y + 7 + row * 22
            if word:
                self.app.text.draw(canvas, word, (x, y), BODY, palette.YELLOW)
                x += font.size(f"{word} ")[0]
            self.app.text.draw(canvas, rest, (x, y), BODY, palette.WHITE)


# the legend stops short of the action buttons' column at either TEXT SIZE: across the whole foot
# of the screen it covered [F] FOLD (a newcomer play-test), the buttons the paused turn waits on
LEGEND_RIGHT = min(places.buttons[0] for places in layout.LAYOUTS.values()) - 6


def legend_lines(tips: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The legend's lines, each word with its meaning, wrapped to the width left of the buttons:
    (the word, the rest of its first line), then ("", each line after it)."""
    columns = (LEGEND_RIGHT - SAFE.left - 16) // BODY - 1
    lines = []
    for word, meaning in tips:
        first, *more = wrap(f"{word} {meaning}", columns)
        lines += [(word, first.removeprefix(word).lstrip()), *(("", line) for line in more)]
    return lines


def legend_box(lines: int) -> pygame.Rect:
    """The legend's panel: bottom left, from the safe area's edge to the buttons' column."""
    box = pygame.Rect(SAFE.left, 0, LEGEND_RIGHT - SAFE.left, lines * 22 + 10)
    box.bottom = SAFE.bottom
    return box
