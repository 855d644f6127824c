"""How a seat plays, counted from a hand history: how often it puts money in voluntarily (VPIP),
how often it bets or raises, and how often it calls a bet on the last betting round. Styles
declare bands for these figures (engine.bots.styles) and the tests hold them to it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.events import ActionTaken, Event, RoundStart, SessionStart

VOLUNTARY = frozenset({"call", "bet", "raise", "complete"})  # not antes, bring-ins or wild costs
AGGRESSIVE = frozenset({"bet", "raise", "complete"})
FACING = frozenset({"call", "raise", "fold"})  # the answers to a bet


@dataclass
class Tendency:
    hands: int = 0  # hands dealt to the seat
    voluntary: int = 0  # hands in which it called, bet, raised or completed at least once
    aggressive: int = 0  # hands in which it bet, raised or completed at least once
    final_faced: int = 0  # bets it answered on the last betting round of a stud hand
    final_calls: int = 0  # of those, the ones it called

    @property
    def vpip(self) -> float:
        return self.voluntary / self.hands if self.hands else 0.0

    @property
    def raise_rate(self) -> float:
        return self.aggressive / self.hands if self.hands else 0.0

    @property
    def final_call_rate(self) -> float:
        return self.final_calls / self.final_faced if self.final_faced else 0.0


def tendencies(events: Iterable[Event], seats: int) -> list[Tendency]:
    """One `Tendency` per seat over every hand in `events` (history events, in order, from the
    session's start). The last betting round is the last street's in stud; in No Peek any round
    may be the last, so every bet answered counts."""
    tally = _Tally(seats)
    for event in events:
        tally.read(event)
    return tally.counts


class _Tally:
    """The counts so far, and what the hand being read has shown of each seat."""

    def __init__(self, seats: int) -> None:
        self.counts = [Tendency() for _ in range(seats)]
        self.voluntary: set[int] = set()  # seats that put money in voluntarily this hand
        self.aggressive: set[int] = set()  # seats that bet, raised or completed this hand
        self.final = self.no_peek = False  # on a last betting round; a No Peek session
        self.last_round = 0  # the number of a stud hand's last betting round

    def read(self, event: Event) -> None:
        if isinstance(event, SessionStart):
            self.no_peek = event.rules.flow == "no_peek"
            self.last_round = len(event.rules.streets)
        elif event.type == "hand_start":
            self.voluntary.clear()
            self.aggressive.clear()
        elif isinstance(event, RoundStart):
            self.final = self.no_peek or event.round == self.last_round
        elif isinstance(event, ActionTaken):
            self.action(event)
        elif event.type == "hand_end":
            self.hand_end()

    def action(self, event: ActionTaken) -> None:
        if event.action in VOLUNTARY:
            self.voluntary.add(event.seat)
        if event.action in AGGRESSIVE:
            self.aggressive.add(event.seat)
        if self.final and event.action in FACING and event.level > 0:
            self.counts[event.seat].final_faced += 1
            self.counts[event.seat].final_calls += event.action == "call"

    def hand_end(self) -> None:
        self.final = False
        for seat, tendency in enumerate(self.counts):
            tendency.hands += 1
            tendency.voluntary += seat in self.voluntary
            tendency.aggressive += seat in self.aggressive
