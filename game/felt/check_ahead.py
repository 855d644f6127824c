"""AUTO-CHECK: the human's free checks made before their turn comes, as at an online table.

No Peek opens a betting round at every beat, and with nobody betting each one asked the human for
a CHECK press (a five-seat play-test: a hand took three to four minutes). While others act the
table offers a toggle where the action buttons stand: AUTO-CHECK, its A underlined (key A, a pad's Y, or a
click). It stays as the human set it, pot after pot and session after session (the table keeps it in
the settings: a newcomer turned it on and found it off in the next session), till they press it
again; a table that starts with it on says so (STILL_ON) when it is first offered. In Dealer's
Choice it rests through a pot of a game without it (stud) and is back at the next No Peek pot, said
so the same way (game.play.auto_check.Rests). On (the button lit,
ON: CHECKS IF / NO BET TO MEET under it; OFF there while it is off), the human's seat checks at
once whenever checking is free, and the log says so at its first check in a pot; but a free check
while their row leads is handed back, the log saying so once (LEADS): a Hold'em newcomer's play-test
had just taken the lead with four 8s and AUTO-CHECK checked it, the chance to bet gone. A bet or raise to
meet is theirs (it never checks into a bet, calls or folds for them), and it stays on after it.
(A newcomer trusted the earlier CHECK AHEAD, which waited when their hand led and went off at every
new pot, and was asked CHECK OR BET with it shown ON.) Cards to turn are still the human's own presses.

A newcomer pressed A and thought it did nothing: the first time the button is offered at a table
(with HINTS on) the log says what it does (game.telling.hints.CHECK_AHEAD_MEANING), and turning it
on says what happens now.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.actions import ActionKind, FlowDecision, LegalActions
from engine.events import ActionTaken, Event, HandStart, RoundStart
from engine.table import Table
from game.felt import layout
from game.felt.action_menu import side_buttons
from game.felt.hand_count import count_top
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.display import SAFE
from game.platform.input import Button, Input
from game.platform.text import Text
from game.platform.widgets import Item, Menu
from game.play.auto_check import BACK, Rests
from game.telling.hints import CHECK_AHEAD_MEANING

KEY = "a"
LABEL = "AUTO-CHECK"  # its A underlined, as every button at the side of the table says its key
# under the button, in the small size, as wide at every TEXT SIZE: what it does while on, or OFF
ON = ("ON: CHECKS IF", "NO BET TO MEET")
OFF = ("OFF",)
# under your own buttons while it is on (its button gone for theirs): a newcomer's play-test had it
# on from an earlier table, asked TURN with nothing on the table saying it was on, nor how to put it out
ON_AT_YOUR_TURN = ("AUTO-CHECK ON", "A TURNS IT OFF")
# under your last button, and between its lines
NOTE_GAP, LINE_GAP = 4, 2
# ...and between its last line and the hand's number under it, HAND 3 OF 8 on its own line at the
# rail (your buttons closing up and rising for both, action_menu._Lettered's floor): drawn in the
# count's place, the note made it step aside and a newcomer lost which hand of the eight it was;
# with CALL, RAISE and FOLD up at TEXT SIZE large, A TURNS IT OFF once stood 7 pixels over the
# felt's edge, squeezed against it (a newcomer's play-test, shot_181); a small line's height of felt:
# 6 pixels read AUTO-CHECK ON, A TURNS IT OFF and HAND 1 OF 8 as one column (issue 31, No Peek)
COUNT_CLEAR = 16
# plainly what it does (a newcomer read "Check ahead on: checks till you lead" as cryptic, and
# "checks for you when free" as a price), two of the log's lines of 22 at the normal size
SAID_ON = "Auto-check on: checks when nobody bets"
SAID_OFF = "Auto-check: off"
# said at its first check for you in a pot, not at each: a line of its own every betting round split
# the log's run of checks ("Casey and Yogi check" / this / "You and Babe check"), two lines at TEXT
# SIZE large pushing the moves up; your checks are told as any move, its lit button says it is on
CHECKED = "Auto-check: checking for you"
# a bet to meet, left to the human, said plainly (a newcomer read "A bet to meet: your answer" as
# odd): each in its fewer words (before the colon) a line of 22 where the log has only one
ASKED = "Auto-check won't call: your move"
# a free check while your row leads, the bet there yours to make (said once, as it hands the move back)
LEADS = "Auto-check: you lead, your move"
# ...after it checked for them in this round: YOU LEAD over "Babe bets 1" read as if Babe had
# opened, the check that opened the round long gone from the log
ASKED_AFTER_CHECK = "A bet after your check: your move"
# a table that starts with it on, as set at an earlier one, says so the first time it is offered: a
# newcomer turned it on in Night Baseball and was checked for in Midnight, having forgotten it was on
STILL_ON = "Auto-check on: A turns it off"


class CheckAhead:
    def __init__(self, on: bool = False, keep: Callable[[bool], None] | None = None) -> None:
        """`on`: as the human last set it; `keep`: told each new setting, to keep it."""
        self.on = on
        self.keep = keep
        # on from an earlier table: said the first time it is offered (turning it says so instead)
        self.still = STILL_ON if on else ""
        self.said = ""  # what it just did, for the log (read and cleared by the table)
        # its button while offered (the human in a No Peek pot, not acting), else None
        self.menu: Menu | None = None
        # a No Peek table: its key works with CHECK OR BET before the human too (game.screens.table_scene:
        # a newcomer asked BET ROUND (then TURN LATER): CHECK OR BET pressed A and it did nothing)
        self.keyed = False
        self.places = layout.NORMAL
        self.hints = True  # the HINTS setting (set by the table): the first offer says what it does
        self.introduced = False  # whether this table has been told what the button does
        self._meaning = ""  # that line, waiting while the log has another of ours to say
        self.checked_in: int | None = None  # the pot it last said CHECKED in (its hand number)
        # the decision (the table's event count) it last handed back with a note, LEADS or ASKED:
        # asked again each frame while the coach's figure is awaited, it says so once (a log full of
        # "A bet after your check" pushed a newcomer's "Casey calls 1" out)
        self.noted: int | None = None
        self.rests = Rests()  # resting in a Dealer's Choice pot of a game without it (stud)

    def dealt(self, no_peek: bool) -> None:
        """A pot is dealt, of a No Peek game or not: in a pot of a game without it, it rests (checks
        nothing, not offered); back at the next No Peek pot as it was, said at its first offer there
        while on (STILL_ON: a newcomer turned it on in a Night pot and, after a stud pot, would be
        checked for again, having forgotten it). No Peek pots one after another leave it on (a Hold'em
        newcomer's, on in a Night pot, showed OFF in the next, Midnight's, nothing said)."""
        if self.rests.dealt(no_peek) == BACK and self.on:
            self.still = STILL_ON

    def offer(self, table: Table, human: int, shown: TableModel, free: bool, places: layout.Layout) -> str:
        """Show its button while `human` is in the pot of a No Peek table and `free` (the table
        offers them nothing else: others act), else take it away; the log's words for what it did
        since the last offer ("" for nothing). `shown`: the table as it is shown: the human's seat out
        there (FOLDED, or BEATEN), it is offered no more, whatever the engine has moved on to
        (a newcomer was offered CHECK AHEAD beside their own OUT: BEATEN, as it then read)."""
        seat = shown.seats[human] if human < len(shown.seats) else None
        shown_in = seat is not None and not (seat.folded or seat.out)
        in_pot = not (table.is_over or table.between_hands) and human in table.hand.live and shown_in
        self.keyed = shown.no_peek
        if not (free and in_pot):
            self.menu = None
        elif self.menu is None or self.menu.pos != places.buttons:
            self.menu = side_buttons([Item(LABEL, self.toggle, shortcut=KEY)], places)
            if self.still and not self.said:  # (else at its next offer, after what it did)
                self.said, self.still = self.still, ""
        if self.menu is not None and self.hints and not self.introduced and shown.game_banner is None:
            self.introduced, self._meaning = True, CHECK_AHEAD_MEANING  # (said where the log is read)
        self.places = places
        said, self.said = self.said, ""
        if not said:
            said, self._meaning = self._meaning, ""
        return said

    def toggle(self) -> None:
        self.on, self.still = not self.on, ""
        if self.keep is not None:
            self.keep(self.on)
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

    def answer(
        self, legal: LegalActions | None, events: Sequence[Event] = (), leads: bool = False
    ) -> ActionKind | None:
        """The human's move made ahead for `legal` (CHECK whenever that is free, said once a pot),
        else None; a bet to meet is left to the human, and it stays on, the log saying whether it
        came after their check (the table's `events`); so is a free check while the human's row
        `leads` (LEADS: the bet is theirs to make). (A hand that cannot win is folded to a bet by
        the table host: game.play.dead_hand.)"""
        if not self.on or self.rests.resting or legal is None or legal.decision != FlowDecision.BET:
            return None
        if ActionKind.CHECK in legal.kinds and not leads:
            pot = pot_of(events)
            if pot != self.checked_in:  # once a pot (CHECKED)
                self.said, self.checked_in = CHECKED, pot
            return ActionKind.CHECK
        if self.noted != len(events):  # handed back: said once a decision
            self.noted = len(events)
            if ActionKind.CHECK in legal.kinds:
                self.said = LEADS
            else:
                self.said = ASKED_AFTER_CHECK if checked_this_round(events, legal.seat) else ASKED
        return None

    def draw(self, canvas: pygame.Surface, text: Text, buttons: Menu | None = None) -> None:
        """Its button, lit (yellow) while on, with what it does under it, or OFF; at a No Peek
        table with your `buttons` up in its place, that it is on and how to put it out, under them."""
        if self.menu is None:
            if self.on and self.keyed and buttons is not None and buttons.rects:
                self.draw_on_note(canvas, text, buttons.rects[-1])
            return
        self.menu.draw(canvas, text, focused=self.on)
        rect, places = self.menu.rects[0], self.places
        top = rect.bottom + 4
        for line in ON if self.on else OFF:
            colour = palette.YELLOW if self.on else palette.GREY
            # a note under the button, which its lit or dark face already says: small at every TEXT SIZE
            drawn = text.draw(
                canvas, line, (rect.centerx, top), places.small, colour, anchor="midtop", secondary=True
            )
            top = drawn.bottom

    def buttons_floor(self, places: layout.Layout) -> int:
        """How low your buttons may reach: over the room of the note under them (draw_on_note)
        while it is shown, itself COUNT_CLEAR over the hand's number's line at the rail."""
        if not (self.on and self.keyed):
            return SAFE.bottom
        note = NOTE_GAP + len(ON_AT_YOUR_TURN) * (places.small + LINE_GAP)
        return count_top(places) - COUNT_CLEAR - note

    def draw_on_note(self, canvas: pygame.Surface, text: Text, last: pygame.Rect) -> None:
        """ON_AT_YOUR_TURN under your buttons' `last`, small at every TEXT SIZE as the button's note
        under its own button: over the buttons it lay on a right-hand seat's hand words ("Jack high"
        at TEXT SIZE large, a newcomer's play-test, both unreadable). Under them is the buttons' own
        column (a No Peek decision has three at the most), over HAND 3 OF 8's line, both in view
        (buttons_floor)."""
        size = self.places.small
        top = last.bottom + NOTE_GAP
        for line, colour in zip(ON_AT_YOUR_TURN, (palette.YELLOW, palette.GREY), strict=True):
            text.draw(canvas, line, (last.centerx, top), size, colour, anchor="midtop", secondary=True)
            top += size + LINE_GAP


def pot_of(events: Sequence[Event]) -> int:
    """The number of the pot the `events` are in (its HandStart's), 0 before any."""
    return next((event.hand for event in reversed(events) if isinstance(event, HandStart)), 0)


def checked_this_round(events: Sequence[Event], seat: int) -> bool:
    """`seat` has checked in the betting round under way (the `events` since its start)."""
    for event in reversed(events):
        if isinstance(event, RoundStart):
            return False
        if isinstance(event, ActionTaken) and event.seat == seat and event.action == ActionKind.CHECK:
            return True
    return False
