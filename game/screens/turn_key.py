"""No Peek's T (TURN's key) at the solo table, answered alike whenever it is pressed, the table still
or its cards moving.

A Hold'em newcomer's play-test pressed T while cards were still moving and nothing happened: the
table was at their turn to turn already, the screen not yet, and the key said NOT YOUR TURN YET for
a moment under cards still landing. In a betting round T only sometimes said "T: turn after the
bets": at their buttons it did; pressed while the others bet, NOT YOUR TURN YET again. Now:
- T at your turn to turn, its cards still landing, is kept and turns your card as your buttons come
  (KEPT said meanwhile): a card to turn is no money move, and nothing else is offered there;
- T while a betting round is on, yours or another's, says in the log at once when you turn (or that
  leading you turn none), once, not at each press;
- T while another seat turns says whose turn it is (TableScene.hint_line), as any move's key does.
A key meant for money (a bet, a call) is never kept: it lands on what the player sees."""

from __future__ import annotations

from collections.abc import Callable

from engine.actions import ActionKind, FlowDecision, LegalActions
from engine.table import Table
from game.felt.action_menu import SHORTCUTS
from game.platform import sound
from game.platform.input import Input
from game.play.auto_check import leads
from game.telling.hints import TURN_AFTER_BETS, TURN_NONE_LEADING

KEPT = "T: YOUR CARD TURNS NEXT"  # the hint line while a T pressed early waits for your buttons


class TurnKey:
    def __init__(self, table: Table, seat: int, log: Callable[[str], None], last: Callable[[], str]) -> None:
        """`seat`: the player's; `log`: says a line in the table's log; `last`: its last line."""
        self.table, self.seat, self.log, self.last = table, seat, log, last
        self.kept = False  # a T pressed as your turn to turn came, for your buttons

    def is_key(self, inp: Input) -> bool:
        return inp.kind == "key" and inp.key == SHORTCUTS["turn"] and self.table.rules.flow == "no_peek"

    def answer(self, inp: Input, buttons_up: bool) -> bool:
        """Whether `inp` is T and answered here: kept (your turn to turn, your buttons not up yet),
        or why it waits (a betting round: said once). Else, at your buttons, TURN's own button takes
        it; while another turns, the table says whose turn it is."""
        legal = self.table.legal_actions()
        if not self.is_key(inp) or legal is None:
            return False
        if legal.decision == FlowDecision.BET:
            said = TURN_NONE_LEADING if leads(self.table, self.seat) else TURN_AFTER_BETS
            if self.last() != said:
                self.log(said)
            sound.play("error")
            return True
        if not buttons_up and legal.seat == self.seat and ActionKind.TURN in legal.kinds:
            self.kept = True
            return True
        return False

    def take(self, legal: LegalActions | None) -> bool:
        """Your buttons are up for `legal`: whether a T kept for them turns your card now (it is
        dropped either way: kept for this decision only)."""
        kept, self.kept = self.kept, False
        return kept and legal is not None and legal.seat == self.seat and ActionKind.TURN in legal.kinds
