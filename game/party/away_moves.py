"""The away rule's moves as the phones' log says them: with why, as the TV's log does ('Ann folds:
has left', 'Bob checks: time ran out'; a host play-test's phones read 'Ann folds', the TV the
reason). The host publishes an AwayPlay just before the move's events (game.play.table_host); the
TV's log adds the reason to the next event when it is that seat's (game.felt.director), and so do
these, keeping it by the event's place in its table's history, so the phones' log says it again
whenever it is built from that history."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.events import Event
from game.party.event_notes import EventNotes
from game.play.fact_stream import EventAt
from game.play.host_facts import AwayPlay
from game.telling.away_words import absence_reason
from game.telling.event_words import speaker

if TYPE_CHECKING:
    from game.party.protocol import SeatCard


class AwayMoves(EventNotes):
    """Why each away move was made, by its event's index in the table's events."""

    def __init__(self) -> None:
        super().__init__()
        self.pending: tuple[int, str] | None = None  # the away rule's seat and why, its move to come

    def take(self, fact: object, entry: object, seats: Callable[[], Sequence[SeatCard]]) -> None:
        """`fact`, the phones' as the stream's `entry` (an event's: EventAt) gave it. Why the seat is
        away is read from `seats` as the fact is taken, when the TV shows it (its plate says the same)."""
        if isinstance(fact, AwayPlay):
            self.pending = (fact.seat, absence_reason(fact.why, seats()[fact.seat].absence))
        elif isinstance(fact, Event):
            pending, self.pending = self.pending, None  # (the TV's: the very next event, if the seat's)
            if pending is None or not isinstance(entry, EventAt) or speaker(fact) != pending[0]:
                return
            self.note(entry, pending[1])
