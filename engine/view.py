"""What one seat may know: a frozen `SeatView` for bots and the UI (`Table.view` builds it), and event
redaction.

A view holds the seat's own hidden cards (none in No Peek: nobody sees their pile), every upcard,
counts of everyone's face-down cards, the money, and this hand's events with the stock order and
other seats' face-down cards removed. Computer players decide from this alone.

It also says what the hands are worth, in value and words (`HandValue.description`): each seat's
showing hand (`showing`) and the seat's own best hand so far (`best_so_far`). They are worked out
when asked, not when the view is built, so a computer player's decision costs nothing more. The
table as drawn, which shows the cards at its own pace behind the table, values the cards it has
shown with the same two functions (`showing_of`, `best_of`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import overload

from engine.actions import LegalActions
from engine.cards import Card
from engine.events import Deal, Event, HandStart, SeatInfo
from engine.hands import HandValue, hand_value, showing_hand
from engine.rules import Rules


@dataclass(frozen=True, slots=True)
class SeatView:
    rules: Rules
    seat: int
    seats: tuple[SeatInfo, ...]
    hand: int  # 1-based number of the current hand
    dealer: int
    balances: tuple[Fraction, ...]  # net so far, by seat
    pot: Fraction
    round: int  # the betting round in progress (1-based), 0 between rounds
    level: Fraction  # the round's level
    paid: tuple[Fraction, ...]  # what each seat has paid this round
    raises: int  # raises so far this round
    live: frozenset[int]  # seats still in the hand
    upcards: tuple[tuple[Card, ...], ...]  # by seat (No Peek: the turned cards)
    down_counts: tuple[int, ...]  # by seat: hidden cards (No Peek: cards left in the pile)
    hidden: tuple[Card, ...]  # this seat's own hidden cards (always empty in No Peek)
    community: tuple[Card, ...]
    stock: int  # cards left in the stock
    best: int | None  # No Peek: the seat showing the best hand
    actor: int | None
    legal: LegalActions | None  # this seat's options when it is the actor
    history: Sequence[Event]  # this hand's events as this seat may know them (an EventSlice)
    games: tuple[Rules, ...] = ()  # dealer's choice: the games a dealer may call (`rules` is the pot's)

    @property
    def to_call(self) -> Fraction:
        """What this seat would pay to match the round's level."""
        return self.level - self.paid[self.seat]

    def showing(self, seat: int) -> HandValue | None:
        """What `seat` shows: the value of its upcards (No Peek: its turned cards) and the community
        cards, None when there are none."""
        return showing_of((*self.upcards[seat], *self.community), self.rules.wild_ranks)

    def best_so_far(self) -> HandValue | None:
        """This seat's own best hand so far, from every card it knows of its own (hidden, up and
        community): the best five of five or more, else the showing value; None with no card."""
        cards = (*self.hidden, *self.upcards[self.seat], *self.community)
        return best_of(cards, self.rules.wild_ranks)


def showing_of(cards: Sequence[Card], wild_ranks: Collection[str]) -> HandValue | None:
    """The showing value of face-up cards, None for none."""
    return showing_hand(cards, wild_ranks) if cards else None


def best_of(cards: Sequence[Card], wild_ranks: Collection[str]) -> HandValue | None:
    """A seat's best hand from the cards it knows (engine.hands.hand_value), None for none."""
    return hand_value(cards, wild_ranks) if cards else None


class EventSlice(Sequence[Event]):
    """A read-only window on an append-only event list: a view's history without copying it."""

    __slots__ = ("_events", "_start", "_stop")

    def __init__(self, events: list[Event], start: int, stop: int):
        self._events, self._start, self._stop = events, start, stop

    def __len__(self) -> int:
        return self._stop - self._start

    def session(self) -> EventSlice:
        """The seat's whole stream so far, earlier hands included: what it has seen at this table
        (computer players read their opponents' habits from it)."""
        return EventSlice(self._events, 0, self._stop)

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> list[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | list[Event]:
        if isinstance(index, slice):
            return self._events[self._start : self._stop][index]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("history index out of range")
        return self._events[self._start + index]

    def __iter__(self) -> Iterator[Event]:
        events = self._events
        for index in range(self._start, self._stop):
            yield events[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"EventSlice({list(self)!r})"


def redact(event: Event, no_peek: bool) -> Event:
    """`event` as a spectator may know it: no stock order, no face-down card (in No Peek not even
    for the pile's owner). `Table.events_for` gives each stud seat back its own hidden cards."""
    if type(event) is Deal and event.face == "down":
        return Deal(event.seat, None, "down", event.why)
    if type(event) is HandStart:
        return HandStart(event.hand, event.dealer, None)
    return event
