"""A table's one stream of facts and the presenters that read it, each from its own place in it.

The table host (game.play.table_host) publishes into the stream: the engine's events, kept as
places in their table's history so that each presenter reads them as its audience may see them
(a phone its own hidden cards, the TV nobody's), and the host's own facts (game.play.host_facts).
Kept apart from the host's running of the table because reading is its own rule: who may know
what, and how far each screen is given the stream.

Pacing: a presenter that shows the table at a pace (the solo table, the party TV) attaches with
`paces=True` and reports, through its cursor, how far it has shown and whether it still shows a
pot's result; the host makes no move while such a presenter has not caught up (`busy`). Presenters
that only follow (the phones) are given the stream up to where the pacing ones have shown it
(`Cursor.take`, `watermark`), so a phone learns a result when the TV shows it, not before.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.events import Event, PotGame, RoundStart
from engine.table import Table
from game.play.host_facts import AwayPlay, CalledAgain, Fact, HostFact
from game.telling.hints import round_lead


@dataclass
class Cursor:
    """A presenter's place in the stream. A pacing presenter reports `shown` (how many facts it has
    shown) and `holding` (a pot's result or the standings are still up); the host waits for it."""

    host: FactStream
    audience: int | None  # whose hidden cards its events show (None: nobody's)
    paces: bool
    taken: int = 0
    shown: int = 0
    holding: bool = False

    def take(self) -> list[Fact]:
        """The facts published since the last take, as this presenter's audience may know them; a
        presenter that does not pace is given only what the pacing ones have shown."""
        end = len(self.host.stream) if self.paces else self.host.watermark()
        facts = self.host.facts_for(self.audience, self.taken, end)
        self.taken = end
        if not self.paces:
            self.shown = end
        return facts

    @property
    def caught_up(self) -> bool:
        return self.shown >= len(self.host.stream) and not self.holding


@dataclass(frozen=True)
class EventAt:
    """The stream's entry for an engine event: read from its table as each audience may see it."""

    table: Table
    index: int


class FactStream:
    def __init__(self) -> None:
        self.stream: list[Fact | EventAt] = []
        self.cursors: list[Cursor] = []
        self.settled = (
            0  # the stream's length after the last move: shown that far, a screen shows the table as it is
        )

    def attach(self, audience: int | None, *, paces: bool) -> Cursor:
        cursor = Cursor(self, audience, paces)
        self.cursors.append(cursor)
        return cursor

    def watermark(self) -> int:
        """How far every pacing presenter has shown the stream (all of it when none paces)."""
        return min((c.shown for c in self.cursors if c.paces), default=len(self.stream))

    @property
    def busy(self) -> bool:
        """A pacing presenter still shows earlier moves, or a pot's result: nothing moves yet."""
        return any(c.paces and not c.caught_up for c in self.cursors)

    @property
    def showing_moves(self) -> bool:
        """A pacing presenter has yet to show the last move (or still shows a pot's result): facts
        published after it, who sits where, do not count."""
        return any(c.paces and (c.shown < self.settled or c.holding) for c in self.cursors)

    def facts_for(self, audience: int | None, start: int, end: int) -> list[Fact]:
        facts: list[Fact] = []
        seen: dict[int, list[Event]] = {}
        for entry in self.stream[start:end]:
            if isinstance(entry, EventAt):
                table = entry.table
                events = seen.get(id(table))
                if events is None:
                    events = seen[id(table)] = table.events_for_list(audience)
                facts.append(events[entry.index])
            else:
                facts.append(entry)
        return facts

    def publish(self, fact: HostFact) -> None:
        self.stream.append(fact)

    def publish_event(self, table: Table, index: int) -> None:
        """Publish `table`'s event `index`. A No Peek round that a lead opens comes after the lead
        taken (hints.LeadTaken, with what decided it), and a dealer's call of the last pot's game
        after CalledAgain, each worked out here once: every screen reads it and none works it out
        again (the phones' log did, beside the TV's)."""
        event = table.events[index]
        if isinstance(event, RoundStart) and table.rules.flow == "no_peek":
            taken = round_lead(table.events_for_list(None), index, table.rules.wild_ranks)
            if taken is not None:
                self.stream.append(taken)
        if isinstance(event, PotGame) and self.called_again(table, index):
            self.stream.append(CalledAgain(event.hand))
        self.stream.append(EventAt(table, index))

    def called_again(self, table: Table, index: int) -> bool:
        """`table`'s event `index`, a pot's game, is its dealer's own call of the last pot's game (not
        the away rule's for them: 'Baseball picked for Ann: time ran out' says whose call it was)."""
        call = table.events[index]
        assert isinstance(call, PotGame)
        last = next((e for e in reversed(table.events[:index]) if isinstance(e, PotGame)), None)
        away = self.stream[-1] if self.stream else None
        for_them = isinstance(away, AwayPlay) and away.seat == call.chooser
        return call.chooser is not None and last is not None and last.profile == call.profile and not for_them
