"""AUTO-CHECK's one rule, for the TV's player (game.felt.check_ahead) and a guest's phone
(TableHost.checks_for): in a No Peek pot it checks for the seat at its betting decision when
checking is free, but not while the seat's own row leads, the bet there its own to make (a Hold'em
newcomer's play-test had just taken the lead with four 8s and was checked for). A bet to meet is
the seat's too: it never calls or folds. And when it goes off: a Dealer's Choice pot of another game
than the last pot's (GameChanges), for both screens alike."""

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


class GameChanges:
    """The game of the last pot dealt. A Dealer's Choice pot of another game turns AUTO-CHECK off, as
    a new game's table starts with it off: a newcomer turned it on in a Night Baseball pot and it
    checked their stud streets in the next, no button shown. One tracker for the TV's player
    (game.felt.check_ahead) and the guests' phones (game.party.auto_check_off), keyed alike on the
    game's profile id (a PotGame's `profile`, its rules' `id`)."""

    def __init__(self) -> None:
        self.last: str | None = None  # the last pot's game, None before the first

    def dealt(self, game: str) -> bool:
        """A pot of `game` is dealt: whether it is another game than the last pot's."""
        changed, self.last = self.last is not None and game != self.last, game
        return changed
