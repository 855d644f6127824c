"""The session's awards for the final standings, worked out from its events (no pygame): the
biggest pot, the best hand shown down, the most wild cards, and the MVP (the most pots won, the
better net breaking a tie). Ties share an award. A session with no showdown has no best hand.
Every value is the engine's: the pots from the awards, the best hand from the showdowns' values.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from engine.events import (
    Award,
    Deal,
    Event,
    HandEnd,
    HandStart,
    PotGame,
    SessionEnd,
    SessionStart,
    Showdown,
)
from engine.hands import HandValue
from engine.money import mixed


@dataclass(frozen=True)
class SessionAward:
    title: str  # "BIGGEST POT"
    seats: tuple[int, ...]  # who gets it (more than one: a tie)
    detail: str  # "24 IN HAND 5"


def session_awards(events: Iterable[Event]) -> list[SessionAward]:
    """The awards of a session from its events (a whole session, or as far as it went)."""
    wild: frozenset[str] = frozenset()
    hand = 0
    pots: dict[int, Fraction] = defaultdict(Fraction)  # hand -> everything awarded in it
    winners: dict[int, set[int]] = defaultdict(set)
    best: list[tuple[HandValue, int, int]] = []  # (value, seat, hand) of every hand shown down
    wilds: Counter[int] = Counter()
    nets: dict[int, Fraction] = {}
    for event in events:
        if isinstance(event, (SessionStart, PotGame)):  # a dealer's choice: each pot's game's wilds
            wild = frozenset(event.rules.wild_ranks)
        elif isinstance(event, HandStart):
            hand = event.hand
        elif isinstance(event, Award):
            pots[hand] += event.amount
            winners[hand].add(event.seat)
        elif isinstance(event, Showdown):
            value = event.value(wild)  # the comparable value the showdown gave it
            best.append((value, event.seat, hand))
        elif isinstance(event, Deal) and event.seat is not None and event.card is not None:
            wilds[event.seat] += event.card.rank in wild
        elif isinstance(event, HandEnd):
            nets = dict(enumerate(event.balances))
        elif isinstance(event, SessionEnd):
            nets = {standing.seat: standing.net for standing in event.standings}
    awards = []
    if pots:
        top = max(pots.values())
        hands = [number for number, amount in pots.items() if amount == top]
        seats = tuple(sorted({seat for number in hands for seat in winners[number]}))
        where = f"HAND {hands[0]}" if len(hands) == 1 else f"HANDS {', '.join(map(str, hands))}"
        awards.append(SessionAward("BIGGEST POT", seats, f"{mixed(top)} IN {where}"))
    if best:
        value = max(entry[0] for entry in best)
        seats = tuple(sorted({seat for other, seat, _ in best if other == value}))
        awards.append(SessionAward("BEST HAND", seats, value.description.upper()))
    if wilds and max(wilds.values()) > 0:
        most = max(wilds.values())
        seats = tuple(sorted(seat for seat, count in wilds.items() if count == most))
        awards.append(SessionAward("MOST WILDS", seats, f"{most} WILD CARD{'S' if most != 1 else ''}"))
    won: Counter[int] = Counter(seat for seats in winners.values() for seat in seats)
    if won:
        ranking = {seat: (count, nets.get(seat, Fraction(0))) for seat, count in won.items()}
        top_rank = max(ranking.values())
        seats = tuple(sorted(seat for seat, rank in ranking.items() if rank == top_rank))
        count = top_rank[0]
        awards.append(SessionAward("MVP", seats, f"{count} POT{'S' if count != 1 else ''} WON"))
    return awards
