"""What a seat may do and what it did: frozen records read by the table, the UI and the bots.

One `LegalActions` object answers "who decides, choosing between what, paying how much"; the UI
draws its buttons from it and the computer players choose from it, so legality lives in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.cards import Card

# Betting kinds, then the kinds of the other decisions (docs/rules.md#baseball and docs/rules.md#no-peek).
BETTING_KINDS = ("fold", "check", "call", "bring_in", "complete", "bet", "raise")
DECISION_KINDS = {
    # a betting round; `reveal` too while the seat holds a four face down under `face_down: reveal`
    "bet": (*BETTING_KINDS, "reveal"),
    "wild_cost": ("pay", "fold"),  # a wild card dealt or turned face up costs something
    "four_cost": ("pay", "decline"),  # a paid four: buy the bonus card or do without
    "turn": ("turn",),  # No Peek: the challenger turns the next card
}


class IllegalAction(ValueError):
    """An action the table refused; the message names what was wrong and what is legal."""


@dataclass(frozen=True, slots=True)
class Action:
    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class Option:
    """One choice; `amount` is what choosing it pays now (0 for free choices)."""

    kind: str
    amount: Fraction = Fraction(0)


@dataclass(frozen=True, slots=True)
class LegalActions:
    """The seat that must decide and its options.

    `decision` says what is being decided (a key of DECISION_KINDS) and `card` the card that caused
    it (the wild card, the four), so a UI can say "Pay 5 for the 3♣ or fold"; on a betting decision
    offering `reveal`, the hidden four that choosing it shows (else None).
    """

    seat: int
    options: tuple[Option, ...]
    decision: str = "bet"
    card: Card | None = None

    @property
    def kinds(self) -> tuple[str, ...]:
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
