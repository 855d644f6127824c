"""What one seat may know: a frozen `SeatView` for bots and the UI (`Table.view` builds it); what the
whole room may know, a `PublicView` (`Table.public_view`); and event redaction.

A public view holds every upcard, counts of everyone's face-down cards, the money, and this hand's
events as a spectator knows them (no stock order, no face-down card). A seat's view is the same with
the seat's own hidden cards (none in No Peek: nobody sees their pile), its options when it acts and
its own history (its face-down cards in it). Computer players decide from this alone. A public view
has no field naming a seat's own cards or options, so mypy rejects reading them off one.

It also says what the hands are worth, in value and words (`HandValue.description`): each seat's
showing hand (`showing`) and the seat's own best hand so far (`best_so_far`). They are worked out
when asked, not when the view is built, so a computer player's decision costs nothing more. The
table as drawn, which shows the cards at its own pace behind the table, values the cards it has
shown with the same two functions (`showing_of`, `best_of`). In No Peek it says which row a turn
must beat and its value (`lead`, `lead_value`), named at once when the leader folds; in a dealer's
choice, which dealer is calling the next pot's game (`calling`, `calling_hand`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Protocol, overload

from engine.actions import LegalActions
from engine.cards import Card
from engine.events import Deal, Event, HandStart, Out, SeatInfo
from engine.hands import HandValue, hand_value, showing_hand, showing_score
from engine.rules import Rules


@dataclass(frozen=True, slots=True)
class PublicView:
    """What the whole room may know now: a spectator's view, and every seat's view but for its own."""

    rules: Rules
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
    community: tuple[Card, ...]
    stock: int  # cards left in the stock
    best: int | None  # No Peek: the seat showing the best hand (moved after a fold at the round's end)
    actor: int | None
    history: Sequence[Event]  # this hand's events as the viewer may know them (an EventSlice)
    games: tuple[Rules, ...] = ()  # dealer's choice: the games a dealer may call (`rules` is the pot's)
    calling: int | None = None  # dealer's choice: the dealer while it calls the next pot's game
    calling_hand: int | None = None  # ...and the number of that pot (None when nobody is calling)
    shared_screens: frozenset[int] = frozenset()  # seats at a screen the room sees (Table.shared_screens)

    def showing(self, seat: int) -> HandValue | None:
        """What `seat` shows: the value of its upcards (No Peek: its turned cards) and the community
        cards, None when there are none."""
        return showing_of((*self.upcards[seat], *self.community), self.rules.wild_ranks)

    @property
    def lead(self) -> int | None:
        """No Peek: the row a turn must beat now. The best hand (`best`) while it is in; once it has
        folded, the best hand still showing (`lead_after_fold`), at once: the table makes it the best
        at the round's end. None outside No Peek, before any card is turned, and when nobody still
        in shows a card (the next to turn leads with their first)."""
        best, live = self.best, self.live
        if best is None or best in live:
            return best
        count = len(self.upcards)
        order = [(self.dealer + 1 + i) % count for i in range(count)]
        showing = [(seat, self.upcards[seat]) for seat in order if seat in live]
        return lead_after_fold(showing, self.rules.wild_ranks)

    def cannot_win(self, seat: int) -> bool:
        """No Peek: `seat` is still in but its hand cannot win a showdown: its pile is all turned
        and another row leads. By the rules it stays in and bets (docs/rules.md#no-peek: only a
        seat that turns its whole pile *without* beating is out), but the pot is its own only if
        every better hand folds."""
        lead = self.lead
        return (
            self.rules.flow == "no_peek"
            and seat in self.live
            and lead is not None
            and lead != seat
            and self.down_counts[seat] == 0
        )

    @property
    def beaten(self) -> frozenset[int]:
        """No Peek: the seats whose row is beaten, BEATEN on every plate: each that turned its whole
        pile without beating (struck out), and each still in that `cannot_win` (a host play-test's
        Zoe, her whole pile turned while she led, then overtaken, was marked on no screen)."""
        struck = {event.seat for event in self.history if isinstance(event, Out)}
        return frozenset(struck | {seat for seat in self.live if self.cannot_win(seat)})

    @property
    def lead_value(self) -> HandValue | None:
        """No Peek: what a turn must beat now, the showing value of the `lead` row; None without one."""
        lead = self.lead
        return None if lead is None else self.showing(lead)


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatView(PublicView):
    """What `seat` may know now: the public view with its own hidden cards, its options when it is
    the actor, and its own history (its face-down cards in it; in No Peek, none)."""

    seat: int
    hidden: tuple[Card, ...]  # this seat's own hidden cards (always empty in No Peek)
    legal: LegalActions | None  # this seat's options when it is the actor

    @property
    def to_call(self) -> Fraction:
        """What this seat would pay to match the round's level."""
        return self.level - self.paid[self.seat]

    def best_so_far(self) -> HandValue | None:
        """This seat's own best hand so far, from every card it knows of its own (hidden, up and
        community): the best five of five or more, else the showing value; None with no card."""
        cards = (*self.hidden, *self.upcards[self.seat], *self.community)
        return best_of(cards, self.rules.wild_ranks)


class ViewSource(Protocol):
    """What fills a deferred view: its table's engine.deferred_views.DeferredViews."""

    def settle_view(self, view: PublicView) -> None: ...


def _read_deferred(view: PublicView, name: str) -> object:
    """A field of a deferred view read for the first time: its source fills every field now."""
    try:
        source = object.__getattribute__(view, "_source")
    except AttributeError:
        source = None
    if source is None or name not in _FIELD_NAMES:
        raise AttributeError(f"{type(view).__name__!r} object has no attribute {name!r}")
    source.settle_view(view)
    return object.__getattribute__(view, name)


class DeferredPublicView(PublicView):
    """A PublicView whose fields are filled the first time one is read (`Table.public_view`).

    A view is a snapshot: before the table changes, it fills every deferred view still held by
    anyone (engine.deferred_views, through a weak reference), so what a view says never depends on
    when it is read. One nobody reads, such as the view a simple computer player ignores, costs
    nothing but its creation."""

    __slots__ = ("__weakref__", "_source")
    __getattr__ = _read_deferred


class DeferredSeatView(SeatView):
    """A SeatView filled the first time a field is read (`Table.view`), like DeferredPublicView."""

    __slots__ = ("__weakref__", "_source")
    __getattr__ = _read_deferred


_FIELD_NAMES = frozenset(field.name for field in fields(SeatView))


def lead_after_fold(showing: Sequence[tuple[int, Sequence[Card]]], wild_ranks: Collection[str]) -> int | None:
    """Who leads in No Peek when the leader folded: of the seats still in, clockwise from the dealer's
    left (`showing`: each with its face-up cards), the best hand showing, the first of equals; None
    when nobody shows a card. The table (engine.no_peek) applies it after the round; `PublicView.lead`
    names it at once."""
    shown = [(seat, up) for seat, up in showing if up]
    best = max(shown, key=lambda entry: showing_score(entry[1], wild_ranks), default=None)
    return None if best is None else best[0]


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
        return HandStart(event.hand, event.dealer, None, event.out)
    return event
