"""No Peek: a person's hand that cannot win is folded for them when a bet comes.

Such a hand (its pile all turned, another row leading: PublicView.cannot_win) wins only if every
better row folds, which a row shown to beat it never does; the computer players already fold it to
a bet. A newcomer's play-test was offered CALL, lit, under "CAN'T WIN: 1 TO CALL". The table host
makes the fold (and publishes game.play.host_facts.DeadFold before it), so the solo table, the
party TV and the phones all see the same move and say it, none of them deciding it. Where checking
is free nothing is done for them (a check costs nothing), and a guided lesson or a replayed history
(TableHost.turn_runs off) still asks.
"""

from __future__ import annotations

from engine.actions import ActionKind, FlowDecision, LegalActions
from engine.table import Table


def folds_dead(table: Table, legal: LegalActions) -> bool:
    """`legal`'s seat faces a bet it can only call or fold (or raise) with a hand that cannot win."""
    kinds = legal.kinds
    return (
        legal.decision == FlowDecision.BET
        and ActionKind.FOLD in kinds
        and ActionKind.CHECK not in kinds
        and table.public_view().cannot_win(legal.seat)
    )
