"""No Peek's seat to turn cards now, as the table host names it: after a betting round, the seat the
engine has turn next (game.play.host_facts.RoundOver.turner, published with the round's end), and
while a seat turns, that seat (its Turn events). A Hold'em newcomer's Night Baseball play-test could
not tell, after a new lead's betting round, who turns next and why: the TV's centre says it
("BABE TURNS NEXT") and the seat's plate is lit before its first card (game.felt.centre_words,
game.felt.seat_draw), from this, never from the order worked out again on the screen.

Nobody is named while a round is bet (its actor is lit), once the pot is over, or after the turner
strikes out or folds (the next seat is named by its own first card: the host publishes no turner
then)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.events import ActionTaken, Award, HandStart, Out, RoundStart, Showdown, Turn
from game.play.host_facts import Fact, RoundOver


@dataclass
class NextTurner:
    seat: int | None = None  # the seat to turn now, or next
    turning: bool = False  # it has turned a card since it was named (its run is under way)

    def take(self, fact: Fact) -> None:
        """Follow `fact`, the next one the presenter shows."""
        if isinstance(fact, RoundOver):
            self.seat, self.turning = fact.turner, False
        elif isinstance(fact, Turn):
            self.seat, self.turning = fact.seat, True
        elif isinstance(fact, (HandStart, RoundStart, Showdown, Award)) or self.gone(fact):
            self.seat = None

    def gone(self, fact: Fact) -> bool:
        """`fact` takes the seat named out of turning: it struck out, or folded (to a wild's price)."""
        if isinstance(fact, Out) or (isinstance(fact, ActionTaken) and fact.action == "fold"):
            return fact.seat == self.seat
        return False
