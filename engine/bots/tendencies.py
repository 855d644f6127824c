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
    counts = [Tendency() for _ in range(seats)]
    voluntary: set[int] = set()
    aggressive: set[int] = set()
    final = no_peek = False
    last_round = 0
    for event in events:
        if isinstance(event, SessionStart):
            no_peek = event.rules.flow == "no_peek"
            last_round = len(event.rules.streets)
        elif event.type == "hand_start":
            voluntary.clear()
            aggressive.clear()
        elif isinstance(event, RoundStart):
            final = no_peek or event.round == last_round
        elif isinstance(event, ActionTaken):
            if event.action in VOLUNTARY:
                voluntary.add(event.seat)
            if event.action in AGGRESSIVE:
                aggressive.add(event.seat)
            if final and event.action in FACING and event.level > 0:
                counts[event.seat].final_faced += 1
                counts[event.seat].final_calls += event.action == "call"
        elif event.type == "hand_end":
            final = False
            for seat, tendency in enumerate(counts):
                tendency.hands += 1
                tendency.voluntary += seat in voluntary
                tendency.aggressive += seat in aggressive
    return counts
