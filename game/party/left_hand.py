"""The mark a guest's seat keeps when they leave it holding cards in the pot in play
(game.party.quick_return reads it to give the hand back when they are back in time)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LeftHand:
    """Where the table stood when a guest left their seat holding cards."""

    deal: int  # the host's pots dealt by then: the pot the cards are in
    decisions: int  # the table's decisions made by then: any later one of the seat's closes the window
