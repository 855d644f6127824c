"""What a seat may do and what it did: frozen records read by the table, the UI and the bots.

One `LegalActions` object answers "who decides, choosing between what, paying how much"; the UI
draws its buttons from it and the computer players choose from it, so legality lives in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from engine.cards import Card


class ActionKind(StrEnum):
    """What a seat may choose. A StrEnum: each kind is equal to its name in the hand history
    (`"fold"`), so callers may still name a kind by its string (`Action(seat, "fold")`)."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    REVEAL = "reveal"  # beside the bets of a seat holding a hidden four (engine.specials.hidden_four)
    PAY = "pay"  # a house special's price
    DECLINE = "decline"  # a house special's offer turned down
    TURN = "turn"  # No Peek: the challenger turns the next card


class FlowDecision(StrEnum):
    """The decisions a flow asks for itself (docs/rules.md#baseball and docs/rules.md#no-peek)."""

    BET = "bet"  # a betting round
    TURN = "turn"  # No Peek: the challenger turns the next card


class SpecialDecision(StrEnum):
    """The decisions a house special asks for (engine.specials, one module each); the kind is also
    the `why` of the `pay` (and `decline`) it leads to in the hand history."""

    WILD_COST = "wild_cost"  # a wild card dealt or turned face up costs something: pay or fold
    FOUR_COST = "four_cost"  # a paid four: buy the bonus card or decline it


class SessionDecision(StrEnum):
    """The decisions of the session between pots (engine.dealers_choice)."""

    # Dealer's choice: the dealer calls the next pot's game. Its options are the games' ids, not
    # ActionKinds: the listed games are the profile's, any words.
    CHOOSE_GAME = "choose_game"


# What is being decided. Matched exhaustively (`typing.assert_never`) wherever it is dispatched, so a
# new kind fails type-checking at every place that does not handle it yet.
DecisionKind = FlowDecision | SpecialDecision | SessionDecision

BETTING_KINDS = (
    ActionKind.FOLD,
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BRING_IN,
    ActionKind.COMPLETE,
    ActionKind.BET,
    ActionKind.RAISE,
)


class IllegalAction(ValueError):
    """An action the table refused; the message names what was wrong and what is legal."""


@dataclass(frozen=True, slots=True)
class Action:
    """A seat's choice, as callers write it: `kind` names an ActionKind (the kind or its string);
    the table takes only the kinds its `LegalActions` offer."""

    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class Option:
    """One choice; `amount` is what choosing it pays now (0 for free choices)."""

    kind: ActionKind
    amount: Fraction = Fraction(0)


@dataclass(frozen=True, slots=True)
class LegalActions:
    """The seat that must decide and its options.

    `decision` says what is being decided (a DecisionKind) and `card` the card that caused
    it (the wild card, the four), so a UI can say "Pay 5 for the 3♣ or fold"; on a betting decision
    offering `reveal`, the hidden four that choosing it shows (else None).
    """

    seat: int
    options: tuple[Option, ...]
    decision: DecisionKind = FlowDecision.BET
    card: Card | None = None

    @property
    def kinds(self) -> tuple[ActionKind, ...]:
        return tuple(option.kind for option in self.options)

    def option(self, kind: str) -> Option | None:
        for option in self.options:
            if option.kind == kind:
                return option
        return None

    def action(self, kind: str) -> Action:
        """The action choosing `kind` (raises IllegalAction when it is not an option)."""
        if self.option(kind) is None:
            raise IllegalAction(
                f"seat {self.seat} cannot {kind} now: the legal actions are {', '.join(self.kinds)}"
            )
        return Action(self.seat, kind)
