"""The table's views, handed out empty and filled when first read: cheap views for whoever takes
one and never looks.

A computer player is handed a view at every decision and a simple one never reads it; a party
takes one for every phone at every change, a screen one every frame. Building a view's fields
(the room's facts, the redacted history, the seat's own cards) each time would cost the engine
more than playing the hand. So `Table.view` and `Table.public_view` hand out an empty
`engine.view.DeferredSeatView` or `DeferredPublicView` that knows where it came from, and this
module fills it when one of its fields is first read (`settle_view`). A view is still a snapshot
of the moment it was taken: the table keeps a weak reference to every view not yet filled, and
before it changes it fills those anyone still holds (`changing`), so what a view says never
depends on when it is read. The room's facts (a view's fields but its history and the seat's own
cards) are the same for every view of one moment, so they are built once until the table changes.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from fractions import Fraction
from typing import Protocol

from engine import dealers_choice
from engine.actions import LegalActions
from engine.amounts import exact
from engine.events import Event, SeatInfo
from engine.flow import SessionFlow
from engine.view import DeferredPublicView, DeferredSeatView, EventSlice, PublicView, SeatView

PRUNE_AT = 64  # the views let go are forgotten once more than this many are waiting
_ZERO = Fraction(0)


class ViewedTable(SessionFlow, Protocol):
    """What filling a view reads of the table (`engine.table.Table` is one)."""

    @property
    def seats(self) -> tuple[SeatInfo, ...]: ...

    @property
    def events(self) -> Sequence[Event]: ...

    @property
    def hand_events_start(self) -> int:
        """Index in `events` of the current hand's hand_start."""
        ...

    @property
    def actor(self) -> int | None: ...

    @property
    def shared_screens(self) -> frozenset[int]:
        """The seats played at a screen the whole room sees (`Table.sit_out_hidden`)."""
        ...

    def nets(self) -> tuple[Fraction, ...]: ...

    def legal_actions(self) -> LegalActions | None: ...

    def events_for_list(self, seat: int | None) -> list[Event]:
        """The whole event stream as `seat` may know it (None: a spectator)."""
        ...


class DeferredViews:
    """One table's views not filled yet, and the room's facts of this moment."""

    def __init__(self, table: ViewedTable) -> None:
        self.table = table
        self.waiting: list[weakref.ref[PublicView]] = []  # views handed out and not filled yet
        self._prune_at = PRUNE_AT
        self._facts: dict[str, object] | None = None  # room_facts until the table changes

    def public_view(self) -> PublicView:
        """An empty view of what the whole room may know, filled when first read."""
        view = object.__new__(DeferredPublicView)
        self._defer(view)
        return view

    def seat_view(self, seat: int) -> SeatView:
        """An empty view of what `seat` may know, filled when first read."""
        view = object.__new__(DeferredSeatView)
        object.__setattr__(view, "seat", seat)
        self._defer(view)
        return view

    def _defer(self, view: DeferredPublicView | DeferredSeatView) -> None:
        object.__setattr__(view, "_source", self)
        waiting = self.waiting
        if len(waiting) > self._prune_at:  # views taken frame after frame while nobody acts
            waiting[:] = [ref for ref in waiting if ref() is not None]
            self._prune_at = 2 * len(waiting) + PRUNE_AT
        waiting.append(weakref.ref(view))

    def settle_view(self, view: PublicView) -> None:
        """Fill every field of a deferred view from the table as it is now: when a field is first
        read, or before the table changes (`settle_all`)."""
        table = self.table
        seat = view.seat if isinstance(view, SeatView) else None
        for name, value in self.room_facts().items():
            object.__setattr__(view, name, value)
        history = EventSlice(table.events_for_list(seat), table.hand_events_start, len(table.events))
        object.__setattr__(view, "history", history)
        if seat is not None:
            own = () if table.rules.flow == "no_peek" else tuple(table.hand.cards[seat].down)
            object.__setattr__(view, "hidden", own)
            object.__setattr__(view, "legal", table.legal_actions() if table.actor == seat else None)
        object.__setattr__(view, "_source", None)

    def settle_all(self) -> None:
        """Fill the deferred views still held by anyone: a view is a snapshot of the moment it was
        taken, whenever it is read."""
        waiting, self.waiting = self.waiting, []
        for ref in waiting:
            view = ref()
            if view is not None and object.__getattribute__(view, "_source") is self:
                self.settle_view(view)

    def changing(self) -> None:
        """The table is about to change: the views taken so far are filled with what they saw,
        and the next views' shared facts are built afresh."""
        if self.waiting:
            self.settle_all()
        self._facts = None

    def room_facts(self) -> dict[str, object]:
        """A public view's fields but its history, by name: the same for every view of one moment
        (a party builds one for each phone), so built once until the table changes."""
        if self._facts is None:
            self._facts = _room_facts_now(self.table)
        return self._facts


def _room_facts_now(table: ViewedTable) -> dict[str, object]:
    hand = table.hand
    rnd = hand.betting
    cards = hand.cards
    n = table.n
    if rnd is None:
        round_, level, paid, raises = 0, _ZERO, (_ZERO,) * n, 0
    else:
        get = rnd.paid.get
        round_, level, raises = rnd.number, exact(rnd.level), rnd.raises
        paid = tuple([exact(get(s, 0)) for s in range(n)])
    calling = dealers_choice.caller(table)
    return {
        "rules": table.rules,
        "seats": table.seats,
        "hand": hand.number,
        "dealer": hand.dealer,
        "balances": table.nets(),
        "pot": exact(hand.pot),
        "round": round_,
        "level": level,
        "paid": paid,
        "raises": raises,
        "live": frozenset(hand.live),
        "upcards": tuple([tuple(c.up) for c in cards]),
        "down_counts": tuple([len(c.down) for c in cards]),
        "community": tuple(hand.community),
        "stock": len(hand.stock),
        "best": hand.best,
        "actor": table.actor,
        "games": table.session_rules.games,
        "calling": calling,
        "calling_hand": None if calling is None else table.hands_played + 1,
        "shared_screens": table.shared_screens,
    }
