"""How a seat plays, counted from a hand history: how often it puts money in voluntarily (VPIP)
and how often it bets or raises. Used to check that styles play like their labels."""

from __future__ import annotations

from dataclasses import dataclass

VOLUNTARY = frozenset({"call", "bet", "raise", "complete"})  # not antes, bring-ins or wild costs
AGGRESSIVE = frozenset({"bet", "raise", "complete"})


@dataclass
class Tendency:
    hands: int = 0  # hands dealt to the seat
    voluntary: int = 0  # hands in which it called, bet, raised or completed at least once
    aggressive: int = 0  # hands in which it bet, raised or completed at least once

    @property
    def vpip(self) -> float:
        return self.voluntary / self.hands if self.hands else 0.0

    @property
    def raise_rate(self) -> float:
        return self.aggressive / self.hands if self.hands else 0.0


def tendencies(events, seats: int) -> list[Tendency]:
    """One `Tendency` per seat over every hand in `events` (history events, in order)."""
    counts = [Tendency() for _ in range(seats)]
    voluntary: set[int] = set()
    aggressive: set[int] = set()
    for event in events:
        if event.type == "hand_start":
            voluntary.clear()
            aggressive.clear()
        elif event.type == "action":
            if event.action in VOLUNTARY:
                voluntary.add(event.seat)
            if event.action in AGGRESSIVE:
                aggressive.add(event.seat)
        elif event.type == "hand_end":
            for seat, tendency in enumerate(counts):
                tendency.hands += 1
                tendency.voluntary += seat in voluntary
                tendency.aggressive += seat in aggressive
    return counts
