"""The coach's pick at your betting decision: a mark on its button, advice, never the cursor.

Enter presses the passive move at every decision, the buttons' first: CHECK where checking is free,
CALL facing a bet, a Stud bring-in's least, TURN in No Peek's turning. The coach once lit BET or
RAISE for Enter where it judged one clearly good (a newcomer had seen CALL lit at "75% TO WIN");
a Hold'em newcomer's play-test then found the lit button moving from decision to decision, CHECK,
BET 1, and once RAISE TO 2 while facing a bet: pressing Enter to call, they raised. Now the coach's
pick (its verdict RAISE: game.felt.coach_odds) is a frame round that button in the coach's colour
for it, green, where the cursor's is yellow; what Enter does never depends on the coach. (A mark
inside the box had no room: RAISE TO 2½ at TEXT SIZE large leaves half a character each side.)"""

from __future__ import annotations

import pygame

from engine.actions import ActionKind, FlowDecision, LegalActions
from engine.view import SeatView
from game.felt.coach_odds import COLOURS, RAISE
from game.platform.widgets import Menu
from game.telling.decision_words import in_button_order

# said in the log the first time the mark is shown (HINTS on): what the green frame is, on what (a
# Hold'em newcomer read "Green frame: coach's pick" twice as cryptic: a pick of what?); two lines of
# the log beside your seat at TEXT SIZE large, 14 letters each
MEANING = "Green-framed: coach's advice"
# the moves that put more in than the others have: a bet, a raise, a Stud bring-in's completion
PUSHES = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
EDGE = 2  # pixels: the frame's width (a button's own edge is 1: the mark reads as something added)


def marks(coach: bool, legal: LegalActions | None, view: SeatView, seat: int) -> bool:
    """Whether the coach (`coach`: shown) may mark a button at `seat`'s decision `legal`: a bet's,
    in a hand that can still win (a No Peek hand that can't: nothing to push)."""
    return coach and legal is not None and legal.decision == FlowDecision.BET and not view.cannot_win(seat)


def coach_pick(legal: LegalActions, verdict: str) -> int | None:
    """The button (its index in the buttons' order) the coach's `verdict` picks at `legal`: BET,
    RAISE or COMPLETE where one is clearly good (RAISE), else none (a check or call is already
    what Enter presses, and Enter never folds)."""
    if legal.decision != FlowDecision.BET or verdict != RAISE:
        return None
    kinds = [option.kind for option in in_button_order(legal.options)]
    return next((kinds.index(kind) for kind in PUSHES if kind in kinds), None)


def draw_mark(canvas: pygame.Surface, buttons: Menu, index: int) -> None:
    """The frame round `buttons`' `index`th box, in the coach's colour for a clear push, drawn over
    its own edge (inside the box: the buttons stand 6 pixels apart)."""
    pygame.draw.rect(canvas, COLOURS[RAISE], buttons.rects[index], EDGE, border_radius=3)
