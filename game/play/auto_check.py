"""AUTO-CHECK's one rule, for the TV's player (game.felt.check_ahead) and a guest's phone
(TableHost.checks_for): in a No Peek pot it checks for the seat at its betting decision when
checking is free, but not while the seat's own row leads, the bet there its own to make (a Hold'em
newcomer's play-test had just taken the lead with four 8s and was checked for). A bet to meet is
the seat's too: it never calls or folds. And when it rests: a Dealer's Choice pot of a game without
it, back at the next No Peek pot (Rests), for both screens alike."""

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


# what a pot dealt does to AUTO-CHECK (Rests.dealt)
REST = "rest"  # a pot of a game without it: it rests, checking nothing
BACK = "back"  # the next No Peek pot: it is back as it was


class Rests:
    """Whether AUTO-CHECK rests in the pot just dealt. It is No Peek's (checks_free): a Dealer's Choice
    pot of a game without it (stud) puts it to rest, the next No Peek pot brings it back as it was,
    and No Peek pots one after another leave it be. A Hold'em newcomer turned it on in a Night
    Baseball pot and found it OFF in the next, Midnight's, nothing said (it went off at any other
    game); before that, on from a Night pot, it checked a newcomer's Seven-card stud streets, no
    button shown. One rule for the TV's player (game.felt.check_ahead) and the guests' phones
    (game.party.auto_check_off)."""

    def __init__(self) -> None:
        self.resting = False  # the last pot dealt was of a game without it

    def dealt(self, no_peek: bool) -> str:
        """A pot is dealt, of a No Peek game or not: REST where it goes to rest, BACK where it comes
        back, "" where nothing changes."""
        if no_peek == self.resting:
            self.resting = not no_peek
            return BACK if no_peek else REST
        return ""
