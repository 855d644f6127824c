"""AUTO-CHECK's one rule, for the TV's player (game.felt.check_ahead) and a guest's phone
(TableHost.checks_for): in a No Peek pot it checks for the seat at its betting decision when
checking is free, but not while the seat's own row leads, the bet there its own to make (a Hold'em
newcomer's play-test had just taken the lead with four 8s and was checked for). A bet to meet is
the seat's too: it never calls or folds."""

from __future__ import annotations

from engine.actions import ActionKind, FlowDecision, LegalActions
from engine.table import Table


def leads(table: Table, seat: int) -> bool:
    """Whether `seat`'s row is the one to beat (the lead the table host publishes)."""
    return table.public_view().lead == seat


def checks_free(table: Table, legal: LegalActions) -> bool:
    """Whether AUTO-CHECK checks for the seat to act in `legal`."""
    return (
        table.rules.flow == "no_peek"
        and legal.decision == FlowDecision.BET
        and ActionKind.CHECK in legal.kinds
        and not leads(table, legal.seat)
    )
