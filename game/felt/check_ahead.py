"""CHECK AHEAD: the human answers a free check before their turn comes, as at an online table.

No Peek opens a betting round at every beat, and with nobody betting each one asked the human for
a CHECK press (a five-seat play-test: a hand took three to four minutes). While others act the
table offers a toggle where the action buttons stand: [A] CHECK AHEAD (key A, a pad's Y, or a
click). On (the button lit, ON: UNTIL A BET under it), the human's seat checks at once whenever
checking is free, for the rest of the pot; a bet or raise the human would have to meet turns it
off (it never calls or folds for them), and so does the pot's end. Cards to turn are still the
human's own presses.

A newcomer pressed A and thought it did nothing: the first time the button is offered at a table
(with HINTS on) the log says what it does (game.telling.hints.CHECK_AHEAD_MEANING), and turning it
on says what happens now.
"""

from __future__ import annotations

import pygame

from engine.actions import ActionKind, FlowDecision, LegalActions
from engine.events import ActionTaken, Event, HandStart
from engine.table import Table
from game.felt import layout
from game.felt.action_menu import side_buttons
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.input import Button, Input
from game.platform.text import Text
from game.platform.widgets import Item, Menu
from game.telling.hints import CHECK_AHEAD_MEANING

KEY = "a"
LABEL = "CHECK AHEAD"  # "[A] CHECK AHEAD" fills a button at the normal size
ON = "ON: UNTIL A BET"  # under the lit button, in the small size: as wide at every TEXT SIZE
SAID_ON = "Check ahead on: you check till a bet"  # (short: one log line by the prompt at TEXT SIZE large)
SAID_OFF = "Check ahead: off"
CANCELLED = "A bet: check ahead off"
RAISING = frozenset({"bet", "raise", "complete", "bring_in"})


class CheckAhead:
    def __init__(self) -> None:
        self.on = False
        self.said = ""  # what it just did, for the log (read and cleared by the table)
        # its button while offered (the human in a No Peek pot, not acting), else None
        self.menu: Menu | None = None
        self.places = layout.NORMAL
        self.hints = True  # the HINTS setting (set by the table): the first offer says what it does
        self.introduced = False  # whether this table has been told what the button does
        self._meaning = ""  # that line, waiting while the log has another of ours to say

    def offer(self, table: Table, human: int, shown: TableModel, free: bool, places: layout.Layout) -> str:
        """Show its button while `human` is in the pot of a No Peek table and `free` (the table
        offers them nothing else: others act), else take it away; the log's words for what it did
        since the last offer ("" for nothing). `shown`: the table as it is shown: the human's seat out
        there (folded, or OUT: BEATEN), it is offered no more, whatever the engine has moved on to
        (a newcomer was offered CHECK AHEAD beside their own OUT: BEATEN)."""
        seat = shown.seats[human] if human < len(shown.seats) else None
        shown_in = seat is not None and not (seat.folded or seat.out)
        in_pot = not (table.is_over or table.between_hands) and human in table.hand.live and shown_in
        if not (free and in_pot):
            self.menu = None
        elif self.menu is None or self.menu.pos != places.buttons:
            self.menu = side_buttons([Item(LABEL, self.toggle, shortcut=KEY)], places)
            if self.hints and not self.introduced:
                self.introduced, self._meaning = True, CHECK_AHEAD_MEANING
        self.places = places
        said, self.said = self.said, ""
        if not said:
            said, self._meaning = self._meaning, ""
        return said

    def toggle(self) -> None:
        self.on = not self.on
        self.said = SAID_ON if self.on else SAID_OFF

    def handle(self, inp: Input) -> bool:
        """Its key, a pad's Y or the mouse on its button, while it is offered; True when used."""
        menu = self.menu
        if menu is None:
            return False
        if (inp.kind == "key" and inp.key == KEY) or inp.is_(Button.REPLAY):
            menu.activate(0)
            return True
        return inp.kind in ("hover", "click") and menu.point(inp)

    def answer(self, legal: LegalActions | None) -> ActionKind | None:
        """The human's move made ahead for `legal` (CHECK when that is free), else None; a bet to
        meet turns it off. (A hand that cannot win is folded to a bet by the table host:
        game.play.dead_hand.)"""
        if not self.on or legal is None or legal.decision != FlowDecision.BET:
            return None
        if ActionKind.CHECK in legal.kinds:
            return ActionKind.CHECK
        self.on, self.said = False, CANCELLED
        return None

    def shown(self, event: Event, human: int) -> None:
        """A new pot turns it off (it is a pot's own); so does a bet or raise by another seat, at
        once: there is something to meet."""
        if isinstance(event, HandStart):
            self.on = False
        elif self.on and isinstance(event, ActionTaken) and event.seat != human and event.action in RAISING:
            self.on, self.said = False, CANCELLED

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        """Its button, lit (yellow) while on, with ON: UNTIL A BET under it."""
        if self.menu is None:
            return
        self.menu.draw(canvas, text, focused=self.on)
        if self.on:
            rect, places = self.menu.rects[0], self.places
            text.draw(
                canvas, ON, (rect.centerx, rect.bottom + 4), places.small, palette.YELLOW, anchor="midtop"
            )
