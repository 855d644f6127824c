"""What the flows (`engine.stud`, `engine.no_peek`) and the house specials (`engine.specials`) may
do to the table: `engine.table.Table` is one, and they see no more of it than this.

They move the cards of the hand, emit events, take a price into the pot, fold a seat, open a betting
round, award the pot, ask a seat for a decision and say what comes next. The session, the balances,
the dealer and the decisions taken so far stay the table's own.

Dealer's choice (`engine.dealers_choice`), which sets each pot's game between pots, sees a little
more, `SessionFlow`: the session's rules, the pots played, the dealer, the decision asked, which
pot's game is set, and `play_game` to play the next pot by a game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from engine.betting import Amount
from engine.cards import Card
from engine.events import AwardReason, DealReason, Event
from engine.rules import Face, Flow, Rules
from engine.state import Decision, HandState, Phase


class TableFlow(Protocol):
    @property
    def rules(self) -> Rules: ...

    @property
    def hand(self) -> HandState: ...

    @property
    def n(self) -> int:
        """The number of seats at the table."""
        ...

    def emit(self, event: Event) -> None: ...

    def pay(self, seat: int, amount: Amount) -> None:
        """Move `amount` (a fast amount, engine.amounts) from the seat's balance into the pot."""
        ...

    def deal_card(self, seat: int | None, face: Face, why: DealReason) -> Card | None:
        """Deal the top card of the stock to `seat` (None: the centre); None when the stock is empty."""
        ...

    def fold(self, seat: int) -> None:
        """`seat` leaves the hand (the caller emits the event); one left takes the pot."""
        ...

    def open_round(self, opener: int, bring_in: bool = False) -> None: ...

    def award(self, winners: Sequence[int], why: AwardReason) -> None: ...

    def clockwise_from_left(self, among: Iterable[int] | None = None) -> list[int]: ...

    def ask(self, decision: Decision) -> None:
        """Wait for `decision`: the table stops running until the seat has chosen."""
        ...

    def go(self, phase: Phase) -> None:
        """What the table does next once nothing is asked (deal, turn, resolve, showdown)."""
        ...


class SessionFlow(TableFlow, Protocol):
    @property
    def session_rules(self) -> Rules:
        """The profile: a dealer's choice lists its games (`Rules.games`); `rules` is the pot's."""
        ...

    @property
    def hands_played(self) -> int: ...

    @property
    def dealer(self) -> int:
        """The seat dealing the next pot (its dealer calls its game)."""
        ...

    @property
    def decision(self) -> Decision | None:
        """The decision asked for now (`ask`), None while none is."""
        ...

    @property
    def pot_game(self) -> int:
        """The number of the last pot whose game is set (0 before any)."""
        ...

    @property
    def pot_starts(self) -> Sequence[int]:
        """The index in the events of each pot's `game` event, in order..."""
        ...

    @property
    def pot_flows(self) -> Sequence[Flow]:
        """...and the flow of that pot's game."""
        ...

    def play_game(self, game: Rules) -> None:
        """Play the next pot by `game`: its rules and stakes, from the next event on (the pot's
        `game` event, which the caller emits)."""
        ...
