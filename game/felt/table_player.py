"""A table's event stream played at the table's pace, with no pixels: the solo table and the party
TV both show a table through one of these, so they pace, hold and end a pot alike.

Events come in as the engine makes them (`fetch`); each is played on the table model by
game.felt.director, which says how long to hold before the next one; time moves the tweens and the
hold (`advance`); the pot in play's events are kept for its result (game.telling.pot_result), and its big
moments (GRAND SLAM!, STRIKE THREE!) are played by game.felt.table_effects. The screens only decide what
to do with an event once it is shown (end a pot, start a result, name the seats), and draw.
"""

from __future__ import annotations

from collections import deque

from engine.events import Event, HandStart
from engine.table import Table
from game.felt.director import Director
from game.felt.table_effects import TableEffects
from game.platform.tween import Tweens


class TablePlayer:
    def __init__(self, director: Director, tweens: Tweens) -> None:
        self.director = director
        self.tweens = tweens
        self.pending: deque[Event] = deque()  # made by the engine, not shown yet
        self.pot_events: list[Event] = []  # the pot in play's events as shown, for its result
        self.cursor = 0  # how many of the seat's events have been fetched
        self.hold = 0.0  # seconds before the next event may be shown
        self.effects = TableEffects()

    def fetch(self, table: Table, seat: int | None) -> None:
        """Take the events the engine made since the last fetch, as `seat` may see them (None: the
        whole room, which sees no hidden card)."""
        new = table.events_for(seat, self.cursor)
        self.cursor += len(new)
        self.pending.extend(new)

    @property
    def caught_up(self) -> bool:
        """Everything made so far is shown and has settled."""
        return not self.pending and self.hold <= 0 and not self.tweens.busy

    def advance(self, dt: float, speed: float) -> None:
        """`dt` seconds pass, played at the animation's `speed`."""
        scaled = dt * speed
        self.effects.update(dt, scaled)
        self.tweens.update(scaled)
        self.hold -= scaled

    def next_event(self) -> Event | None:
        """Show the next event if it is due; None when none is."""
        if not self.pending or self.hold > 0:
            return None
        event = self.pending.popleft()
        if isinstance(event, HandStart):
            self.pot_events.clear()
        self.hold += self.director.play(event)
        self.pot_events.append(event)
        self.effects.on_event(event)
        return event

    def settle(self) -> None:
        """After the due events: waiting (for a player) banks no time, so the next events still
        come one by one."""
        if not self.pending:
            self.hold = max(self.hold, 0.0)

    def shown_up_to(self, events: list[Event], pot_start: int) -> None:
        """`events` (the seat's whole stream) are on the screen already, played without animation
        (a continued session): nothing is pending, and the pot in play's events from `pot_start` on
        are kept for its result."""
        self.pending.clear()
        self.cursor = len(events)
        self.pot_events = list(events[pot_start:])

    def wait(self, seconds: float) -> None:
        """Hold the next event back `seconds` longer (the demo's pause between pots)."""
        self.hold += seconds

    def skip(self) -> None:
        """Finish what moves now (the player skips the animation)."""
        self.tweens.finish_all()
        self.hold = 0.0
