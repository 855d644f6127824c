"""What decided each No Peek lead a round opens for, as the phones' log says it ("Cy opens round 3:
flush, A-K beats A-Q"): read from the lead taken the host published just before the round's
round_start (game.telling.hints.LeadTaken, game.play.fact_stream.publish_event), the very fact the
TV reads. The phones' log worked it out again from the pot's events, a second rule beside the TV's."""

from __future__ import annotations

from engine.events import Event, RoundStart
from game.party.event_notes import EventNotes
from game.play.fact_stream import EventAt
from game.telling.hints import LeadTaken


class LeadDeciders(EventNotes):
    def __init__(self) -> None:
        super().__init__()
        self.pending = ""  # the decider of the lead taken just published, its round_start to come

    def take(self, fact: object, entry: object) -> None:
        """`fact`, the phones' as the stream's `entry` (an event's: EventAt) gave it."""
        if isinstance(fact, LeadTaken):
            self.pending = fact.decider
        elif isinstance(fact, Event):
            pending, self.pending = self.pending, ""
            if pending and isinstance(fact, RoundStart) and isinstance(entry, EventAt):
                self.note(entry, pending)
