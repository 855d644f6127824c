"""One limit betting round (docs/rules.md#betting): levels, the three-raise cap, the bring-in and its completion.

The round knows nothing about cards: the flow picks the opener and says whether the opener must
bring in. The table removes folded seats from the hand; this module only tracks who still owes
an action since the last bet, raise or completion.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from fractions import Fraction
from typing import NamedTuple

from engine.actions import ActionKind, Option
from engine.amounts import exact, fast
from engine.rules import Betting

Amount = int | Fraction  # see engine.amounts: whole amounts are ints inside the engine


class Stakes(NamedTuple):
    """The profile's betting amounts in the engine's fast form."""

    ante: Amount
    bet: Amount
    raise_: Amount
    bring_in: Amount
    max_raises: int

    @classmethod
    def of(cls, betting: Betting) -> Stakes:
        return cls(
            fast(betting.ante),
            fast(betting.bet),
            fast(betting.raise_),
            fast(betting.bring_in),
            betting.max_raises,
        )


@dataclass
class Round:
    number: int  # 1-based within the hand
    opener: int
    seats: int  # seats at the table, for clockwise order
    level: Amount = 0
    paid: dict[int, Amount] = field(default_factory=dict)
    raises: int = 0  # raises since the bet or the completion
    bring_in_due: bool = False  # the opener must post the bring-in or complete
    completed: bool = True  # False while only a bring-in stands (others may call it or complete)
    pending: set[int] = field(default_factory=set)  # seats that must still act
    actor: int | None = None

    @classmethod
    def open(cls, number: int, opener: int, seats: int, live: list[int], bring_in: bool = False) -> Round:
        return cls(
            number=number, opener=opener, seats=seats, bring_in_due=bring_in, pending=set(live), actor=opener
        )

    @property
    def done(self) -> bool:
        return self.actor is None


def options(stakes: Stakes, rnd: Round, seat: int) -> tuple[Option, ...]:
    """The betting options of `seat`, which must be the round's actor."""
    paid = rnd.paid.get(seat, 0)
    if rnd.bring_in_due:
        if stakes.bring_in < stakes.bet:
            return (
                Option(ActionKind.BRING_IN, exact(stakes.bring_in)),
                Option(ActionKind.COMPLETE, exact(stakes.bet)),
            )
        return (Option(ActionKind.COMPLETE, exact(stakes.bet)),)
    if rnd.level == 0:
        return (_CHECK, Option(ActionKind.BET, exact(stakes.bet)))
    owe = rnd.level - paid
    passive = Option(ActionKind.CALL, exact(owe)) if owe else _CHECK
    if not rnd.completed:
        return (_FOLD, passive, Option(ActionKind.COMPLETE, exact(stakes.bet - paid)))
    if rnd.raises < stakes.max_raises:
        return (_FOLD, passive, Option(ActionKind.RAISE, exact(owe + stakes.raise_)))
    return (_FOLD, passive)


_CHECK, _FOLD = Option(ActionKind.CHECK, exact(0)), Option(ActionKind.FOLD, exact(0))


def act(stakes: Stakes, rnd: Round, seat: int, kind: ActionKind, live: list[int]) -> Amount:
    """Apply an already validated choice; return what the seat pays now. `live`: seats still in
    after this action (a folding seat already removed)."""
    aggressive = True
    if kind == ActionKind.BET or kind == ActionKind.COMPLETE:
        rnd.level, rnd.raises, rnd.completed = stakes.bet, 0, True
    elif kind == ActionKind.RAISE:
        rnd.level += stakes.raise_
        rnd.raises += 1
    elif kind == ActionKind.BRING_IN:
        rnd.level, rnd.completed = stakes.bring_in, False
    else:  # check, call, fold
        aggressive = False
    rnd.bring_in_due = False
    cost: Amount = 0
    if kind != ActionKind.FOLD:
        cost = rnd.level - rnd.paid.get(seat, 0)
        rnd.paid[seat] = rnd.level
    if aggressive:
        rnd.pending = set(live)
    rnd.pending.discard(seat)
    rnd.actor = next_clockwise(seat, rnd.seats, rnd.pending)
    return cost


def leave(rnd: Round, seat: int) -> None:
    """`seat`, the round's actor, left the hand without a betting action (it folded rather than pay
    for a revealed four's wild bonus card): the round goes on with the next seat still to act, and
    a bring-in it owed is not posted (the next seat may check or bet)."""
    rnd.pending.discard(seat)
    rnd.bring_in_due = False
    if rnd.actor == seat:
        rnd.actor = next_clockwise(seat, rnd.seats, rnd.pending)


def next_clockwise(seat: int, seats: int, among: Collection[int]) -> int | None:
    """The first seat of `among` after `seat` going clockwise (left), or None."""
    for step in range(1, seats + 1):
        candidate = (seat + step) % seats
        if candidate in among:
            return candidate
    return None
