"""One limit betting round (SPEC 5): levels, the three-raise cap, the bring-in and its completion.

The round knows nothing about cards: the flow picks the opener and says whether the opener must
bring in. The table removes folded seats from the hand; this module only tracks who still owes
an action since the last bet, raise or completion.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from engine.actions import Option
from engine.rules import Betting

ZERO = Fraction(0)


@dataclass
class Round:
    number: int  # 1-based within the hand
    opener: int
    seats: int  # seats at the table, for clockwise order
    level: Fraction = ZERO
    paid: dict[int, Fraction] = field(default_factory=dict)
    raises: int = 0  # raises since the bet or the completion
    bring_in_due: bool = False  # the opener must post the bring-in or complete
    completed: bool = True  # False while only a bring-in stands (others may call it or complete)
    pending: set[int] = field(default_factory=set)  # seats that must still act
    actor: int | None = None

    @classmethod
    def open(cls, number: int, opener: int, seats: int, live: list[int], bring_in: bool = False) -> Round:
        return cls(number=number, opener=opener, seats=seats, bring_in_due=bring_in,
                   pending=set(live), actor=opener)

    @property
    def done(self) -> bool:
        return self.actor is None


def options(betting: Betting, rnd: Round, seat: int) -> tuple[Option, ...]:
    """The betting options of `seat`, which must be the round's actor."""
    paid = rnd.paid.get(seat, ZERO)
    if rnd.bring_in_due:
        if betting.bring_in < betting.bet:
            return (Option("bring_in", betting.bring_in), Option("complete", betting.bet))
        return (Option("complete", betting.bet),)
    if rnd.level == 0:
        return (Option("check", ZERO), Option("bet", betting.bet))
    owe = rnd.level - paid
    passive = Option("call", owe) if owe else Option("check", ZERO)
    if not rnd.completed:
        return (Option("fold", ZERO), passive, Option("complete", betting.bet - paid))
    if rnd.raises < betting.max_raises:
        return (Option("fold", ZERO), passive, Option("raise", owe + betting.raise_))
    return (Option("fold", ZERO), passive)


def act(betting: Betting, rnd: Round, seat: int, kind: str, live: list[int]) -> Fraction:
    """Apply an already validated choice; return what the seat pays now. `live`: seats still in
    after this action (a folding seat already removed)."""
    paid = rnd.paid.get(seat, ZERO)
    aggressive = True
    if kind == "bet" or kind == "complete":
        rnd.level, rnd.raises, rnd.completed = betting.bet, 0, True
    elif kind == "raise":
        rnd.level += betting.raise_
        rnd.raises += 1
    elif kind == "bring_in":
        rnd.level, rnd.completed = betting.bring_in, False
    else:  # check, call, fold
        aggressive = False
    rnd.bring_in_due = False
    cost = ZERO if kind == "fold" else rnd.level - paid
    rnd.paid[seat] = paid + cost
    if aggressive:
        rnd.pending = set(live)
    rnd.pending.discard(seat)
    rnd.actor = next_clockwise(seat, rnd.seats, rnd.pending)
    return cost


def next_clockwise(seat: int, seats: int, among) -> int | None:
    """The first seat of `among` after `seat` going clockwise (left), or None."""
    for step in range(1, seats + 1):
        candidate = (seat + step) % seats
        if candidate in among:
            return candidate
    return None
