"""The session's awards for the final standings, worked out from its events (no pygame): the
biggest pot, the best hand shown down, the most wild cards (by each pot's own game, each card
the events show once), and the MVP (the most pots won, the better net breaking a tie). Ties share
an award. A session with no showdown has no best hand. Every value is the engine's: the pots from
the awards, the best hand from the showdowns' values.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from engine.cards import Card
from engine.events import (
    Award,
    Deal,
    Event,
    HandEnd,
    HandStart,
    PotGame,
    Reveal,
    SessionEnd,
    SessionStart,
    Showdown,
    Turn,
)
from engine.hand_value import HandValue
from engine.money import mixed


@dataclass(frozen=True)
class SessionAward:
    title: str  # "BIGGEST POT"
    seats: tuple[int, ...]  # who gets it (more than one: a tie)
    detail: str  # "24 IN HAND 5"


def session_awards(events: Iterable[Event]) -> list[SessionAward]:
    """The awards of a session from its events (a whole session, or as far as it went)."""
    session = _Session()
    for event in events:
        session.read(event)
    awards = (
        _biggest_pot(session),
        _best_hand(session),
        _most_wilds(session),
        _mvp(session),
    )
    return [award for award in awards if award is not None]


@dataclass
class _Session:
    """What the awards need of a session's events, read one by one."""

    wild: frozenset[str] = frozenset()  # the wild ranks of the pot being read
    hand: int = 0
    pots: defaultdict[int, Fraction] = field(default_factory=lambda: defaultdict(Fraction))
    winners: defaultdict[int, set[int]] = field(default_factory=lambda: defaultdict(set))
    shown: list[tuple[HandValue, int, int]] = field(default_factory=list)  # (value, seat, hand)
    wilds: Counter[int] = field(default_factory=Counter)
    seen: set[tuple[int, Card]] = field(default_factory=set)  # this pot's cards seen, by seat
    nets: dict[int, Fraction] = field(default_factory=dict)

    def read(self, event: Event) -> None:
        match event:
            case SessionStart() | PotGame():  # a dealer's choice: each pot's game's wilds
                self.wild = frozenset(event.rules.wild_ranks)
            case HandStart():
                self.hand = event.hand
                self.seen.clear()
            case Award():
                self.pots[self.hand] += event.amount
                self.winners[self.hand].add(event.seat)
            case Showdown():
                self.shown.append((event.value(self.wild), event.seat, self.hand))
                self.see(event.seat, event.cards)
            case Deal() | Turn() | Reveal():
                if event.seat is not None and event.card is not None:
                    self.see(event.seat, (event.card,))
            case HandEnd():
                self.nets = dict(enumerate(event.balances))
            case SessionEnd():
                self.nets = {standing.seat: standing.net for standing in event.standings}

    def see(self, seat: int, cards: Iterable[Card]) -> None:
        """`cards` of `seat` seen: each wild one counts once a pot, however often it is shown
        (dealt face up, turned in No Peek, revealed, shown down). A stream without face-down
        cards (a spectator's, the table host's) counts the wild cards the table saw; the hand
        history, which has them, every wild card dealt."""
        for card in cards:
            if card.rank in self.wild and (seat, card) not in self.seen:
                self.seen.add((seat, card))
                self.wilds[seat] += 1


def _biggest_pot(session: _Session) -> SessionAward | None:
    if not session.pots:
        return None
    top = max(session.pots.values())
    hands = [number for number, amount in session.pots.items() if amount == top]
    seats = tuple(sorted({seat for number in hands for seat in session.winners[number]}))
    where = f"HAND {hands[0]}" if len(hands) == 1 else f"HANDS {', '.join(map(str, hands))}"
    return SessionAward("BIGGEST POT", seats, f"{mixed(top)} IN {where}")


def _best_hand(session: _Session) -> SessionAward | None:
    if not session.shown:
        return None
    value = max(entry[0] for entry in session.shown)
    seats = tuple(sorted({seat for other, seat, _ in session.shown if other == value}))
    return SessionAward("BEST HAND", seats, value.description.upper())


def _most_wilds(session: _Session) -> SessionAward | None:
    if not session.wilds:
        return None
    most = max(session.wilds.values())
    seats = tuple(sorted(seat for seat, count in session.wilds.items() if count == most))
    return SessionAward("MOST WILDS", seats, f"{most} WILD CARD{'S' if most != 1 else ''}")


def _mvp(session: _Session) -> SessionAward | None:
    """The most pots won, the better net breaking a tie."""
    won: Counter[int] = Counter(seat for seats in session.winners.values() for seat in seats)
    if not won:
        return None
    ranking = {seat: (count, session.nets.get(seat, Fraction(0))) for seat, count in won.items()}
    top_rank = max(ranking.values())
    seats = tuple(sorted(seat for seat, rank in ranking.items() if rank == top_rank))
    count = top_rank[0]
    return SessionAward("MVP", seats, f"{count} POT{'S' if count != 1 else ''} WON")
