"""No Peek: the moves the table host made for a person's hand that cannot win, as the phones' log
says them ('Cat is beaten: no cards left to turn', 'Sam is beaten, the table checks', as the TV's
log does, never 'Cat folds' or 'Sam checks' beside it): read from the host's DeadFold, published
just before the fold or check it makes (game.play.dead_hand), and kept by that move's place in its
table's history, so the phones' log says it again whenever it is built from that history. One reader of
the fact for both moves: the fold's words were once read from the pot's beaten rows instead."""

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


class DeadHands(EventNotes):
    """The log's line for each fold or check made for a hand that cannot win, by its event's index."""

    def __init__(self) -> None:
        super().__init__()
        self.pending: DeadFold | None = None  # the move the host said it makes, still to come

    def take(self, fact: object, entry: object, seats: Callable[[], Sequence[SeatCard]]) -> None:
        """`fact`, the phones' as the stream's `entry` (an event's: EventAt) gave it; the seat's name
        is read from `seats` as the fact is taken, when the TV shows it."""
        if isinstance(fact, DeadFold):
            self.pending = fact
        elif isinstance(fact, Event):
            pending, self.pending = self.pending, None  # (the very next event, the seat's move)
            if pending is not None and isinstance(entry, EventAt) and speaker(fact) == pending.seat:
                kind = ActionKind.CHECK if pending.kind == ActionKind.CHECK else ActionKind.FOLD
                self.note(entry, dead_fold_words(seats()[pending.seat].name, kind))
