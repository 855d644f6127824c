"""No Peek: the checks the table host made for a person's hand that cannot win, as the phones' log
says them ('Sam is beaten: checks', as the TV's log does, never 'Sam checks' beside it): read from
the host's DeadFold (kind CHECK) published just before the check (game.play.dead_hand), kept by the
check's place in its table's history, so the phones' log says it again whenever it is built from
that history. (A dead hand's fold is said from BeatenRows.folded: a seat folds once a pot, but it
may check many times, not each time beaten.)"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.actions import ActionKind
from engine.events import Event
from game.party.event_notes import EventNotes
from game.play.fact_stream import EventAt
from game.play.host_facts import DeadFold
from game.telling.decision_words import dead_fold_words
from game.telling.event_words import speaker

if TYPE_CHECKING:
    from game.party.protocol import SeatCard


class DeadChecks(EventNotes):
    """The log's line for each check made for a hand that cannot win, by its event's index."""

    def __init__(self) -> None:
        super().__init__()
        self.pending: int | None = None  # the seat checked for, its check to come

    def take(self, fact: object, entry: object, seats: Callable[[], Sequence[SeatCard]]) -> None:
        """`fact`, the phones' as the stream's `entry` (an event's: EventAt) gave it; the seat's name
        is read from `seats` as the fact is taken, when the TV shows it."""
        if isinstance(fact, DeadFold):
            self.pending = fact.seat if fact.kind == ActionKind.CHECK else None
        elif isinstance(fact, Event):
            pending, self.pending = self.pending, None  # (the very next event, the seat's check)
            if pending is not None and isinstance(entry, EventAt) and speaker(fact) == pending:
                self.note(entry, dead_fold_words(seats()[pending].name, ActionKind.CHECK))
