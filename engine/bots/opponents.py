"""Reading opponents: how each seat has played this session, from the public events a seat sees.

Per seat and per betting round (street), it counts the chances to bet into nobody and how often
it bet, the times it faced a bet and how often it raised, called or folded, and at showdowns
whether the hands it had bet or raised with turned out to be losers (a bluff or an overplayed
hand). Rates are smoothed toward a typical player's, so a few hands say little and a long
session says a lot. The reading is a pure function of the events: the same history gives the
same reading, so a decision stays reproducible from its view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.bots.tendencies import AGGRESSIVE
from engine.events import ActionTaken, Award, Deal, Event, HandStart, RoundStart, Showdown, Turn

# A typical player's rates and how many imagined observations stand behind each.
PRIOR = {"bet": 0.35, "raise": 0.15, "call": 0.55, "fold": 0.3, "bluff": 0.3}
PRIOR_WEIGHT = 6.0
STREET_WEIGHT = 4.0  # a street's own counts are smoothed toward the seat's overall rate


@dataclass
class Counts:
    bets: int = 0
    bet_chances: int = 0  # unopened rounds where it could bet
    raises: int = 0
    calls: int = 0
    folds: int = 0
    faced: int = 0  # times it acted facing a bet

    def count(self, kind: str) -> tuple[int, int]:
        if kind == "bet":
            return self.bets, self.bet_chances
        return {"raise": self.raises, "call": self.calls, "fold": self.folds}[kind], self.faced


@dataclass
class Read:
    """One seat's play so far."""

    overall: Counts = field(default_factory=Counts)
    streets: dict[int, Counts] = field(default_factory=dict)
    aggressive_showdowns: int = 0  # showdowns reached after betting or raising in the hand
    aggressive_losses: int = 0  # of those, the ones it lost

    def rate(self, kind: str, street: int | None = None) -> float:
        """How often it chooses `kind` ("bet" when unopened; "raise", "call", "fold" facing a bet)."""
        count, chances = self.overall.count(kind)
        overall = (count + PRIOR[kind] * PRIOR_WEIGHT) / (chances + PRIOR_WEIGHT)
        if street is None or street not in self.streets:
            return overall
        count, chances = self.streets[street].count(kind)
        return (count + overall * STREET_WEIGHT) / (chances + STREET_WEIGHT)

    @property
    def aggression(self) -> float:
        """Share of its betting choices that bet or raise."""
        o = self.overall
        aggressive = o.bets + o.raises
        chances = o.bet_chances + o.faced
        prior = (PRIOR["bet"] + PRIOR["raise"]) / 2
        return (aggressive + prior * PRIOR_WEIGHT) / (chances + PRIOR_WEIGHT)

    @property
    def bluffs(self) -> float:
        """Share of the hands it bet or raised and showed down that lost."""
        return (self.aggressive_losses + PRIOR["bluff"] * PRIOR_WEIGHT) / (
            self.aggressive_showdowns + PRIOR_WEIGHT
        )

    @property
    def observations(self) -> int:
        return self.overall.bet_chances + self.overall.faced


class Reader:
    """Folds an event stream into per-seat `Read`s, one event at a time (so a long session is
    read once, incrementally)."""

    def __init__(self) -> None:
        self.reads: dict[int, Read] = {}
        self.read_upto = 0
        self._level = 0.0
        self._in_round = False
        self._street = 0
        self._aggressive: set[int] = set()
        self._showed: set[int] = set()

    def read(self, seat: int) -> Read:
        return self.reads.setdefault(seat, Read())

    def feed(self, events: Sequence[Event]) -> None:
        """Read the events from `read_upto` to the end of `events` (an append-only stream)."""
        for index in range(self.read_upto, len(events)):
            self._one(events[index])
        self.read_upto = len(events)

    def _one(self, event: Event) -> None:
        if isinstance(event, HandStart):
            self._aggressive.clear()
            self._showed.clear()
            self._in_round = False
        elif isinstance(event, RoundStart):
            self._in_round, self._level, self._street = True, 0.0, event.round
        elif isinstance(event, (Deal, Turn)):
            self._in_round = False
        elif isinstance(event, ActionTaken) and self._in_round:
            self._action(event)
        elif isinstance(event, Showdown):
            self._showed.add(event.seat)
        elif isinstance(event, Award) and event.why == "showdown":
            for seat in self._showed & self._aggressive:
                read = self.read(seat)
                read.aggressive_showdowns += 1
                read.aggressive_losses += seat != event.seat
            self._showed.clear()

    def _action(self, event: ActionTaken) -> None:
        kind = event.action
        if kind == "bring_in":
            self._level = float(event.level)
            return
        read = self.read(event.seat)
        street = read.streets.setdefault(self._street, Counts())
        for counts in (read.overall, street):
            if self._level == 0 and kind in ("check", "bet"):
                counts.bet_chances += 1
                counts.bets += kind == "bet"
            elif self._level > 0 or kind in ("call", "raise", "fold", "complete"):
                counts.faced += 1
                counts.raises += kind in ("raise", "complete")
                counts.calls += kind == "call"
                counts.folds += kind == "fold"
        if kind in AGGRESSIVE:
            self._aggressive.add(event.seat)
        self._level = max(self._level, float(event.level))
