"""Words the phones keep for some of a table's events, by the event's place in its table's history,
so that the phones' log says them again whenever it is built from that history (game.party.phones
log_lines): why the away rule made a move (game.party.away_moves), what decided a No Peek lead a
round opens for (game.party.lead_deciders). Both come from facts the host published, never from
the table worked out again."""

from __future__ import annotations

from collections.abc import Mapping

from engine.table import Table
from game.play.fact_stream import EventAt


class EventNotes:
    def __init__(self) -> None:
        self.table: Table | None = None  # the session whose events `said` holds
        self.said: dict[int, str] = {}  # words for an event, by its index in the table's events

    def note(self, entry: EventAt, words: str) -> None:
        """Keep `words` for the event at the stream's `entry` (a new session's table starts afresh)."""
        if entry.table is not self.table:
            self.table, self.said = entry.table, {}
        self.said[entry.index] = words

    def of(self, table: Table) -> Mapping[int, str]:
        """The words kept for `table`'s events, by their index."""
        return self.said if table is self.table else {}
