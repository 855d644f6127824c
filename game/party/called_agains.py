"""A dealer's calls of the last pot's game as the phones' log says them, 'Babe picks Baseball
again', as the TV's does: the host publishes CalledAgain just before the call's pot_game
(game.play.fact_stream), and this keeps it by the call's place in its table's history, so the
phones' log says it again whenever it is built from that history (as away_moves keeps why)."""

from __future__ import annotations

from engine.events import PotGame
from game.party.event_notes import EventNotes
from game.play.fact_stream import EventAt
from game.play.host_facts import CalledAgain
from game.telling.away_words import AGAIN


class CalledAgains(EventNotes):
    """AGAIN for each pot's game its dealer called again, by its event's index in the table's events."""

    def __init__(self) -> None:
        super().__init__()
        self.pending: int | None = None  # the pot whose call, to come, is the last pot's game again

    def take(self, fact: object, entry: object) -> None:
        """`fact`, the phones' as the stream's `entry` (an event's: EventAt) gave it."""
        if isinstance(fact, CalledAgain):
            self.pending = fact.hand
        elif isinstance(fact, PotGame):
            pending, self.pending = self.pending, None
            if pending == fact.hand and isinstance(entry, EventAt):
                self.note(entry, AGAIN)
