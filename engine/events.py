"""The hand-history events (docs/history.md): one frozen class per type, each with `.type` and `.to_json()`.

The table appends these as things happen; the UI animates them, `engine.history` writes them as
JSON Lines and reads them back (`event_from_json`), and replay compares them field by field.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Any, ClassVar, Literal

from engine.actions import ActionKind, SpecialDecision
from engine.cards import Card
from engine.hand_value import HandValue
from engine.hands import hand_value
from engine.money import amount_json
from engine.rules import Rules

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
    # Fields added after the first history format. A history written before them lacks them: they
    # read as None, and replay compares only what was recorded. Written only when not None.
    added: ClassVar[tuple[str, ...]] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None and f.name in self.added:
                continue
            out[f.name] = _to_json(value)
        return out


def _to_json(value: Any) -> Any:
    if isinstance(value, Card):  # before int: a Card is an int
        return str(value)
    if isinstance(value, Fraction):
        return amount_json(value)
    if isinstance(value, (tuple, list)):
        return [_to_json(item) for item in value]
    if isinstance(value, Rules):
        return value.to_json()
    if isinstance(value, Standing):
        return {"seat": value.seat, "net": amount_json(value.net), "place": value.place}
    return value


@dataclass(frozen=True, slots=True)
class SessionStart(Event):
    """`rules` are the resolved rules (JSON: `Rules.to_json()`); `reseeds` the (pots finished, salt)
    pairs of a session resumed by an older version (engine.table), None when there are none."""

    type: ClassVar[str] = "session_start"
    added: ClassVar[tuple[str, ...]] = ("reseeds",)
    profile: str
    rules: Rules
    seats: tuple[SeatInfo, ...]
    seed: int
    pots: int
    reseeds: tuple[tuple[int, str], ...] | None = None

    def to_json(self) -> dict[str, Any]:
        seats = [
            {"seat": i, "name": s.name, "kind": s.kind, "style": s.style} for i, s in enumerate(self.seats)
        ]
        out = {
            "type": self.type,
            "profile": self.profile,
            "rules": self.rules.to_json(),
            "seats": seats,
            "seed": self.seed,
            "pots": self.pots,
        }
        if self.reseeds is not None:
            out["reseeds"] = [[boundary, salt] for boundary, salt in self.reseeds]
        return out


@dataclass(frozen=True, slots=True)
class PotGame(Event):
    """Dealer's choice: the game of pot `hand`, before its hand_start. `chooser` is the dealer who
    called it, None when the games go in turn; `rules` the game's resolved rules (`Rules.to_json()`),
    which every event of the pot follows."""

    type: ClassVar[str] = "game"
    hand: int
    chooser: int | None
    profile: str
    rules: Rules


@dataclass(frozen=True, slots=True)
class HandStart(Event):
    """`out`: the seats that sit this pot out (no ante, no card, their nets untouched): seats played
    at a screen the whole room sees, in a pot whose game deals hidden cards (engine.table
    `Table.shared_screens`). None when every seat is dealt in, as in every history before it."""

    type: ClassVar[str] = "hand_start"
    added: ClassVar[tuple[str, ...]] = ("out",)
    hand: int
    dealer: int
    deck: tuple[Card, ...] | None  # None in a seat's view: nobody may know the stock
    out: tuple[int, ...] | None = None


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
    why: SpecialDecision  # the special whose price it is (engine.specials)


@dataclass(frozen=True, slots=True)
class Decline(Event):
    """A paid four refused (`amount` = the price declined). Why "reveal" (amount 0, a hidden four kept
    at a decision of its own) is only read from histories of earlier versions: a kept four is now
    invisible, the engine writes nothing for it."""

    type: ClassVar[str] = "decline"
    seat: int
    amount: Fraction
    why: SpecialDecision | Literal["reveal"]


@dataclass(frozen=True, slots=True)
class RoundStart(Event):
    type: ClassVar[str] = "round_start"
    round: int
    opener: int


@dataclass(frozen=True, slots=True)
class ActionTaken(Event):
    """`why` is "wild_cost" on the fold of a player who refused to pay for an exposed wild card,
    None (not written) on every other action."""

    type: ClassVar[str] = "action"
    added: ClassVar[tuple[str, ...]] = ("why",)
    seat: int
    action: ActionKind  # one of engine.actions.BETTING_KINDS
    amount: Fraction
    level: Fraction
    why: SpecialDecision | None = None  # only WILD_COST is written (engine.specials.wild_price)


@dataclass(frozen=True, slots=True)
class Out(Event):
    type: ClassVar[str] = "out"
    seat: int


@dataclass(frozen=True, slots=True)
class Showdown(Event):
    """`best` are the cards the value uses (five, or the turned cards of a short No Peek row),
    `description` the value in words ("Full house, kings over fours"), and `stand_ins` what each
    wild among `best` stands for: a card ("Ks", in a flush or straight flush) or a rank ("8")."""

    type: ClassVar[str] = "showdown"
    added: ClassVar[tuple[str, ...]] = ("description", "stand_ins")
    seat: int
    cards: tuple[Card, ...]
    best: tuple[Card, ...]
    category: str
    description: str | None = None
    stand_ins: tuple[tuple[Card, str], ...] | None = None

    def to_json(self) -> dict[str, Any]:
        out = Event.to_json(self)
        if self.stand_ins is not None:
            out["stand_ins"] = {str(card): stands for card, stands in self.stand_ins}
        return out

    @classmethod
    def of(cls, seat: int, cards: tuple[Card, ...], value: HandValue) -> Showdown:
        """The showdown of `seat` holding `cards` valued `value` (engine.hands)."""
        best = tuple(card for card, _ in value.used)
        stand_ins = tuple((card, stands) for card, stands in value.used if stands is not None)
        return cls(seat, cards, best, value.category, value.description, stand_ins)

    def value(self, wild_ranks: Collection[str]) -> HandValue:
        """The hand's comparable value, as the showdown valued it (engine.hands.hand_value of `cards`:
        the best five, or the showing value of a short row). Worked out from the cards when asked, so
        the history keeps its fields and an event read back from a file has it too. In No Peek, which
        compares showing values only, it is the same score, cards used and words."""
        return hand_value(self.cards, wild_ranks)

    def stand_in(self, card: Card) -> str | None:
        """What `card` stands for in this hand, None for a natural card (or an older history)."""
        return next((stands for wild, stands in self.stand_ins or () if wild == card), None)


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
        PotGame,
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
