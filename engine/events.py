"""The hand-history events (docs/history.md): one frozen class per type, each with `.type` and `.to_json()`.

The table appends these as things happen; the UI animates them, `engine.history` writes them as
JSON Lines and reads them back (`event_from_json`), and replay compares them field by field.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Any, ClassVar, Literal

from engine.cards import Card
from engine.money import amount_json

DealReason = Literal["street", "bonus", "community"]
AwardReason = Literal["showdown", "uncontested"]


@dataclass(frozen=True, slots=True)
class SeatInfo:
    name: str
    kind: Literal["human", "bot"] = "bot"
    style: str = "simple"


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    net: Fraction
    place: int


@dataclass(frozen=True, slots=True)
class Event:
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            out[f.name] = _to_json(getattr(self, f.name))
        return out


def _to_json(value: Any) -> Any:
    if isinstance(value, Card):  # before int: a Card is an int
        return str(value)
    if isinstance(value, Fraction):
        return amount_json(value)
    if isinstance(value, (tuple, list)):
        return [_to_json(item) for item in value]
    if isinstance(value, Standing):
        return {"seat": value.seat, "net": amount_json(value.net), "place": value.place}
    return value


@dataclass(frozen=True, slots=True)
class SessionStart(Event):
    type: ClassVar[str] = "session_start"
    profile: str
    rules: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    seed: int
    pots: int

    def to_json(self) -> dict[str, Any]:
        seats = [
            {"seat": i, "name": s.name, "kind": s.kind, "style": s.style} for i, s in enumerate(self.seats)
        ]
        return {
            "type": self.type,
            "profile": self.profile,
            "rules": self.rules,
            "seats": seats,
            "seed": self.seed,
            "pots": self.pots,
        }


@dataclass(frozen=True, slots=True)
class HandStart(Event):
    type: ClassVar[str] = "hand_start"
    hand: int
    dealer: int
    deck: tuple[Card, ...] | None  # None in a seat's view: nobody may know the stock


@dataclass(frozen=True, slots=True)
class Ante(Event):
    type: ClassVar[str] = "ante"
    seat: int
    amount: Fraction


@dataclass(frozen=True, slots=True)
class Deal(Event):
    type: ClassVar[str] = "deal"
    seat: int | None  # None: a community card
    card: Card | None  # None in the view of a seat that may not see it
    face: Literal["up", "down"]
    why: DealReason


@dataclass(frozen=True, slots=True)
class Turn(Event):
    type: ClassVar[str] = "turn"
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Reveal(Event):
    type: ClassVar[str] = "reveal"
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Pay(Event):
    type: ClassVar[str] = "pay"
    seat: int
    amount: Fraction
    why: Literal["wild_cost", "four_cost"]


@dataclass(frozen=True, slots=True)
class Decline(Event):
    """A paid four refused (`amount` = the price declined), or a hidden four kept (why "reveal", amount 0)."""

    type: ClassVar[str] = "decline"
    seat: int
    amount: Fraction
    why: Literal["four_cost", "reveal"]


@dataclass(frozen=True, slots=True)
class RoundStart(Event):
    type: ClassVar[str] = "round_start"
    round: int
    opener: int


@dataclass(frozen=True, slots=True)
class ActionTaken(Event):
    type: ClassVar[str] = "action"
    seat: int
    action: str
    amount: Fraction
    level: Fraction


@dataclass(frozen=True, slots=True)
class Out(Event):
    type: ClassVar[str] = "out"
    seat: int


@dataclass(frozen=True, slots=True)
class Showdown(Event):
    type: ClassVar[str] = "showdown"
    seat: int
    cards: tuple[Card, ...]
    best: tuple[Card, ...]
    category: str


@dataclass(frozen=True, slots=True)
class Award(Event):
    type: ClassVar[str] = "award"
    seat: int
    amount: Fraction
    why: AwardReason


@dataclass(frozen=True, slots=True)
class HandEnd(Event):
    type: ClassVar[str] = "hand_end"
    hand: int
    balances: tuple[Fraction, ...]  # indexed by seat

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "hand": self.hand,
            "balances": {str(seat): amount_json(net) for seat, net in enumerate(self.balances)},
        }


@dataclass(frozen=True, slots=True)
class SessionEnd(Event):
    type: ClassVar[str] = "session_end"
    standings: tuple[Standing, ...]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.type: cls
    for cls in (
        SessionStart,
        HandStart,
        Ante,
        Deal,
        Turn,
        Reveal,
        Pay,
        Decline,
        RoundStart,
        ActionTaken,
        Out,
        Showdown,
        Award,
        HandEnd,
        SessionEnd,
    )
}
