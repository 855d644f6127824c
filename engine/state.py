"""The plain, copyable state of one hand: cards per seat, the stock, the pot, and where the flow is.

Nothing here acts; `engine.table`, the flow modules (`engine.stud`, `engine.no_peek`) and the house
specials (`engine.specials`) change it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from engine.actions import DecisionKind
from engine.betting import Round
from engine.cards import Card


class Phase(Enum):
    HAND_START = "hand_start"  # ante, shuffle, cut
    DEAL = "deal"  # stud: dealing a street, bonus cards, community cards
    BET = "bet"  # a betting round
    TURN = "turn"  # No Peek: the challenger must turn a card
    RESOLVE = "resolve"  # No Peek: bonus cards, then did the challenger beat the best?
    SHOWDOWN = "showdown"  # compare and award
    UNCONTESTED = "uncontested"  # one seat left: it takes the pot
    HAND_END = "hand_end"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision the flow waits for: a flow's own (a bet, a turn) or a house special's."""

    seat: int
    kind: DecisionKind
    card: Card | None = None
    cost: int | Fraction = 0  # what paying costs (wild cost, paid four), a fast amount (engine.amounts)


@dataclass
class SeatCards:
    down: list[Card] = field(default_factory=list)  # stud: hidden cards; No Peek: the pile, top first
    up: list[Card] = field(default_factory=list)  # face-up cards (No Peek: the turned ones)


@dataclass
class HandState:
    number: int  # 1-based within the session
    dealer: int
    stock: list[Card]  # the top card is the LAST item, so dealing is a cheap pop()
    cards: list[SeatCards]
    live: list[int]  # seats still in, in seat order
    pot: int | Fraction = 0  # a fast amount (engine.amounts)
    community: list[Card] = field(default_factory=list)
    bonus_due: list[int] = field(default_factory=list)  # seats owed a bonus card, next first
    betting: Round | None = None
    rounds: int = 0  # betting rounds started so far
    # stud: where the deal is
    street: int = 0
    passes_done: int = 0  # passes of the current street begun
    order: list[int] = field(default_factory=list)  # seats still to receive this pass's card
    # No Peek
    best: int | None = None  # seat showing the best hand
    showing_scores: dict[tuple[int, int], int] = field(default_factory=dict)  # engine.no_peek._score
    challenger: int | None = None

    def all_cards(self, seat: int) -> list[Card]:
        hand = self.cards[seat]
        return hand.down + hand.up + self.community
