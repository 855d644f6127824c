"""What decided each No Peek lead a round opens for, as the phones' log says it ("Cy opens round 3:
flush, A-K beats A-Q"): read from the lead taken the host published just before the round's
round_start (game.telling.hints.LeadTaken, game.play.fact_stream.publish_event), the very fact the
TV reads, as the phones' LeadNow follows it. The phones' log worked it out again from the pot's
events, a second rule beside the TV's."""

from __future__ import annotations

from engine.events import RoundStart
from game.party.event_notes import EventNotes
from game.play.fact_stream import EventAt
from game.play.lead_now import LeadNow


class LeadDeciders(EventNotes):
    def take(self, fact: object, entry: object, lead: LeadNow) -> None:
        """`fact`, the phones' as the stream's `entry` (an event's: EventAt) gave it, once `lead`
        (the phones' LeadNow) has taken it: a round_start a lead opened keeps what decided it."""
        taken = lead.taken
        if (
            isinstance(fact, RoundStart)
            and isinstance(entry, EventAt)
            and taken is not None
            and taken.decider
        ):
            self.note(entry, taken.decider)
