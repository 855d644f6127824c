"""The table's events as each reader may know them (`Table.events_for`): a spectator's stream, every
card dealt face down hidden (engine.view.redact), and in stud each seat's, which shows that seat its
own face-down cards (in a dealer's choice, those of its stud pots only: nobody sees a No Peek pile).
Each stream is kept and brought up to date as it is read, so reading it costs only what is new."""

from __future__ import annotations

from collections.abc import Sequence

from engine import dealers_choice
from engine.events import Deal, Event
from engine.flow import SessionFlow
from engine.view import redact


class ReaderEvents:
    def __init__(self) -> None:
        self.public: list[Event] = []  # the events as a spectator knows them
        self.own: dict[int, list[Event]] = {}  # stud: the same with the seat's own hidden cards

    def read(self, table: SessionFlow, events: Sequence[Event], seat: int | None) -> list[Event]:
        """The whole stream of `seat` (None: a spectator) of `table`'s `events`, brought up to date
        (kept here: the caller does not change it)."""
        public = self.public
        no_peek_flow = table.rules.flow == "no_peek"
        for event in events[len(public) :]:
            public.append(redact(event, no_peek_flow))
        mixed = bool(table.session_rules.games)  # dealer's choice: stud and No Peek pots in one stream
        if seat is None or (no_peek_flow and not mixed):
            return public
        seen = self.own.setdefault(seat, [])
        for index in range(len(seen), len(events)):
            shown = public[index]
            if (
                shown is not events[index]
                and isinstance(shown, Deal)
                and shown.seat == seat
                and (not mixed or dealers_choice.own_cards_seen(table, index))
            ):
                shown = events[index]  # its own face-down card
            seen.append(shown)
        return seen
