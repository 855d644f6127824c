"""LAST POTS, from the pause menu (or a party's host menu): the session's pots so far (before its
first pot ends, the last session's), one line each
("Pot 5: Casey wins 23 with four queens"; one longer than the panel is read whole under the list
while it is chosen), the latest chosen first; Enter replays the one chosen
(game.screens.scenes.replay), Esc goes back to the menu."""

from __future__ import annotations

from functools import partial

import pygame

from game.felt.seat_words import clip
from game.platform import palette
from game.platform.display import SAFE, WIDTH
from game.platform.text import BODY, HEADING, HINT, columns, wrap
from game.platform.widgets import Item, Menu, panel
from game.screens.menu_overlay import MenuOverlay
from game.screens.replays import replay_pot
from game.screens.scene import PauseContext, SceneHost
from game.telling.pot_line import pot_line

ROWS = 10  # lines shown at once; a longer session scrolls
TOP = 60  # the heading's top
LEFT = SAFE.x + 40  # the lines' left edge, the cursor before it
# a line's characters, to 16 px inside the panel's right edge (a play-test read "...straight flush
# to the eig…" with room for the rest on the line)
COLUMNS = columns(SAFE.right - 16 - LEFT)
WHOLE_LINES = 2  # the chosen line, read whole under the list when the list cuts it
LIST_BOTTOM = TOP + 48 + ROWS * 24  # under the list's last row


class LastPotsScene(MenuOverlay):
    def __init__(self, app: SceneHost, table: PauseContext) -> None:
        self.table = table
        self.lines = [pot_line(tape.hand, tape.done.result, tape.names) for tape in table.pots]
        items = [
            Item(clip(line, COLUMNS), partial(self.replay, tape.hand))
            for line, tape in zip(self.lines, table.pots, strict=True)
        ]
        menu = Menu(items, (LEFT, TOP + 48), spacing=24, rows=ROWS)
        if items:
            menu.selected = len(items) - 1  # the pot just played
            menu.layout()
        super().__init__(app, menu, shade=200)

    def replay(self, hand: int) -> None:
        if self.table.replay is not None:  # a party's table: it pauses the party and tells the phones
            self.table.replay(hand)
            return
        replay_pot(self.app, self.table.pots, hand, self.table.seat)

    def heading(self) -> str:
        """A party's night deals session after session: the pots' session is named as the night's
        ledger numbers it (at a new session's start they are the last session's: game.play.pot_tape).
        A host play-test read THIS PARTY, SESSION 1 during the night's fourth session, after the
        ledger's SESSIONS 3-5 OF 5."""
        pots = self.table.pots
        return (
            f"LAST POTS: TONIGHT'S SESSION {pots[-1].session}" if pots and self.table.replay else "LAST POTS"
        )

    def update(self, dt: float) -> None:
        if self.table.keep_time is not None:  # a party goes on under the list: phones are answered
            self.table.keep_time(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        box = pygame.Rect(SAFE.x, TOP - 16, SAFE.width, LIST_BOTTOM + WHOLE_LINES * 20 + 72 - (TOP - 16))
        panel(canvas, box, palette.PANEL, palette.YELLOW, 2, 6)
        text = self.app.text
        text.draw(canvas, self.heading(), (WIDTH // 2, TOP), HEADING, palette.YELLOW, anchor="midtop")
        if not self.table.pots:
            text.draw(
                canvas,
                "No pot has been played yet",
                (WIDTH // 2, TOP + 60),
                BODY,
                palette.WHITE,
                anchor="midtop",
            )
        self.menu.draw(canvas, text)
        if self.table.pots:  # the chosen pot's game (a dealer's choice changes it: a play-test)
            line = self.lines[self.menu.selected]
            if len(line) > COLUMNS:  # cut in the list: whole here
                for row, words in enumerate(wrap(line, COLUMNS)[:WHOLE_LINES]):
                    where = (WIDTH // 2, LIST_BOTTOM + 8 + row * 20)
                    text.draw(canvas, words, where, BODY, palette.WHITE, anchor="midtop")
            tape = self.table.pots[self.menu.selected]
            game = f"POT {tape.hand}: {tape.done.rules.name.upper()}"
            text.draw(canvas, game, (WIDTH // 2, box.bottom - 52), BODY, palette.CYAN, anchor="midtop")
        keys = "ENTER: REPLAY    ESC: BACK"
        text.draw(canvas, keys, (WIDTH // 2, box.bottom - 28), HINT, palette.GREY, anchor="midtop")
