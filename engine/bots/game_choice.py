"""A computer dealer's call in dealer's choice (docs/rules.md#dealers-choice): by its style.

The games are ranked from the tamest to the wildest (`wildness`); each style has a taste along that
line, from the Rock (the tamest game on the list: plain stud when it is there) to the Maniac (the
wildest), and calls the game nearest its taste. The same list and style always give the same call.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Protocol

from engine.actions import Action, LegalActions, SessionDecision
from engine.rules import Rules
from engine.view import SeatView

# Where each style's call falls between the tamest game (0) and the wildest (1); exact, so that a
# taste halfway between two games is a tie (the tamer game), never a rounding error's pick.
TASTE = {
    "tight_passive": Fraction(0),  # Rock
    "tight_aggressive": Fraction(3, 10),  # Shark: a game where reading the board still counts
    "balanced": Fraction(1, 2),  # Regular
    "loose_passive": Fraction(7, 10),  # Station: more cards to call for
    "loose_aggressive": Fraction(1),  # Maniac
}
_MIDDLE = Fraction(1, 2)  # a style not listed (the simple player) calls from the middle of the list


def wildness(rules: Rules) -> float:
    """How wild a game plays: its wild cards (four to a rank), the extra cards fours bring, the
    cards each player gets, and No Peek, where nobody sees a card before it counts."""
    cards = rules.cards if rules.flow == "no_peek" else sum(len(street) for street in rules.streets)
    score = 4.0 * len(rules.wild_ranks) + (cards - 7)
    score += 2.0 if rules.fours.face_up != "none" else 0.0
    score += 1.0 if rules.fours.face_down == "reveal" else 0.0
    score += 2.0 if rules.flow == "no_peek" else 0.0
    score -= 1.0 if rules.natural_beats_wild else 0.0
    return score


def choose_game(style: str, games: Sequence[Rules]) -> Rules:
    """The game a dealer of `style` calls: the one whose place from tamest to wildest is nearest
    the style's taste (ties go to the tamer game, then to the list's order)."""
    ranked = sorted(games, key=wildness)  # stable: equally wild games keep the list's order
    taste = TASTE.get(style, _MIDDLE)
    last = max(len(ranked) - 1, 1)
    return ranked[min(range(len(ranked)), key=lambda place: abs(Fraction(place, last) - taste))]


def call_game(view: SeatView, legal: LegalActions) -> Action:
    """The computer dealer's answer to a choose_game decision (its seat's style, the view's games)."""
    assert legal.decision == SessionDecision.CHOOSE_GAME
    game = choose_game(view.seats[legal.seat].style, view.games)
    return legal.action(game.id)


class _Player(Protocol):
    def decide(self, view: SeatView, legal: LegalActions) -> Action: ...


def decide(player: _Player, view: SeatView, legal: LegalActions) -> Action:
    """A computer player's decision: the game a dealer calls by its style (`call_game`), anything
    else the player's own `decide`. Every caller of a computer player asks through this."""
    if legal.decision == SessionDecision.CHOOSE_GAME:
        return call_game(view, legal)
    return player.decide(view, legal)
