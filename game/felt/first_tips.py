"""The table's first-time tips, in one place: one record of what this table has met once, and one
queue that says each tip at its moment or not at all, one at a time, only where it can be read.

Newcomers' play-tests met tips lost or late: two said at once, the log kept one (the other never
read); a tip read after the move it was about; the table held for a tip under a popup, read by
nobody. And two records of "met once" (the director's told hints, the call banner's games met)
could disagree. So:
- `first(topic)` is the one record (a hint's topic, a Dealer's Choice game's `game_topic`);
- a tip is `due` at its moment (the director's count of facts shown: `Director.moment`), and a tip
  whose moment has passed is dropped from the queue, never said late; your decision is one moment
  however long you think (no fact comes till your move), so its tips wait for a free line till then,
  and once a tip has waited LOOK (the moves since yours up with your buttons, read) it may take
  their lines (`over`): else a tip due at a bet behind the lead, where the others' opening and
  checks fill the log, was never said (BEHIND_MEANING at Night Baseball's three lines);
- what matters at the moment is said first: a tip about the buttons you face (`ahead`: what
  COMPLETE does) goes before the general notes waiting (what the coach's figure is);
- `step` says the next waiting tip once the one before has had its reading time (HINT_HOLD), and
  only while the log can show it (`readable`: no banner or popup over it, not moved aside for a
  pot's result, room for it beside the moves since yours): the table holds for a tip said, never
  for one nobody can see.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.felt.log_lines import with_bet_faced
from game.felt.pacing import HINT_HOLD
from game.felt.table_model import Popup, TableModel
from game.platform.text import KEEP

GAME = "game:"  # a Dealer's Choice game's topic: its rules' id after it (game_topic)
LOOK = HINT_HOLD  # seconds a tip waits with the moves since yours in view before it may take their lines


def game_topic(game: str) -> str:
    """The topic of a game (its rules' id) met in this session: its call's banner waits the first time."""
    return GAME + game


@dataclass(frozen=True)
class DueTip:
    line: str  # the log's line
    moment: int  # the moment it is about (Director.moment when it came due)
    since: float  # FirstTips.clock when it came due (LOOK)
    ahead: bool = False  # about the buttons you face: said before the general notes waiting


class FirstTips:
    def __init__(self, met: Iterable[str] = (), said: set[str] | None = None) -> None:
        """`met`: the topics met already (a continued session's games); `said`: the tips said since
        the program started, shared by every table of the run and kept in place: a tip said is due
        no more at any table (a newcomer's play-test read the same tips again at each new table:
        PLAY AGAIN, the next game; the coach's, the buttons' and the hints' tips alike)."""
        self.met = set(met)
        self.said = set() if said is None else said
        self.waiting: deque[DueTip] = deque()
        self.left = 0.0  # seconds of the last tip's reading time left (the next waits for it)
        self.clock = 0.0  # seconds stepped (a tip's wait, LOOK)
        self.over = False  # the last tip said may take the lines of the moves since yours

    def first(self, topic: str) -> bool:
        """Whether `topic` is met for the first time at this table (met from now on)."""
        new = topic not in self.met
        self.met.add(topic)
        return new

    def due(self, line: str, moment: int, ahead: bool = False) -> bool:
        """`line`, a tip, is to be said at `moment`, after the tips waiting before it; `ahead`, one
        about the buttons you face, after those only that are `ahead` too. False, and not queued:
        it was said already this run."""
        if line in self.said:
            return False
        tip = DueTip(line, moment, self.clock, ahead)
        place = sum(waiting.ahead for waiting in self.waiting) if ahead else len(self.waiting)
        self.waiting.insert(place, tip)
        return True

    def told(self, line: str) -> bool:
        """`line`, a tip said with its move outside the queue (what a bonus card's + means, under
        its line): whether to say it, not said before this run (said from now on)."""
        new = line not in self.said
        self.said.add(line)
        return new

    def step(self, dt: float, moment: int, readable: Callable[[str, bool], bool]) -> str | None:
        """`dt` seconds on, the table at `moment`: the tip to say now, if any. Tips waiting from a
        moment past are dropped; the next is said once the last has been up HINT_HOLD (even into
        the next moment: a tip said 0.55 s before the next one pushed it up was read by nobody),
        and only while the log can show it (`readable`: over the moves since yours once it has
        waited LOOK, `over`)."""
        self.waiting = deque(tip for tip in self.waiting if tip.moment == moment)
        self.clock += dt
        self.left = max(0.0, self.left - dt)
        if self.left > 0 or not self.waiting:
            return None
        tip = self.waiting[0]
        over = self.clock - tip.since >= LOOK
        if not readable(tip.line, over):
            return None
        self.left, self.over = HINT_HOLD, over
        self.said.add(tip.line)
        return self.waiting.popleft().line

    @property
    def reading(self) -> bool:
        """The last tip said is being read: its reading time is not over."""
        return self.left > 0


class LogView(Protocol):
    """What a tip's room is read from: the table renderer's log as last drawn (game.felt.log_room)."""

    log_drawn: pygame.Rect
    log_fit: tuple[int, int]
    rung: int

    def popup_plate(self, popup: Popup) -> pygame.Rect: ...


def log_readable(renderer: LogView, model: TableModel, aside: bool, tip: str, over: bool) -> bool:
    """Whether `tip` said in the log now can be read where the log was last drawn: no game's
    banner over it, no popup rising over it ("+8", BONUS!), the log not moved `aside` for a pot's
    result (under the buttons' place, the centre taken), and its lines showing it whole beside the
    moves since yours and the bet faced (log_lines.with_bet_faced leaves out a tip that would push
    a move out, and showed it late, after your move: at TEXT SIZE large, with two moves and a call's
    lines, "COMPLETE: make a full bet" was said at your stud decision and read by nobody), or
    `over` them, once they were read (TableModel.tip_over_moves)."""
    if model.game_banner is not None or aside:
        return False
    if any(renderer.log_drawn.colliderect(renderer.popup_plate(popup)) for popup in model.popups):
        return False
    columns, most = renderer.log_fit
    names = [seat.name for seat in model.seats]
    faced = model.facing if model.level else ""
    _, lines = with_bet_faced(
        [*model.log, tip], faced, columns, most, renderer.rung, names, tip if over else ""
    )
    shown = " ".join(line for line, latest in lines if latest).replace(KEEP, " ")
    return shown.split() == tip.replace(KEEP, " ").split()
