"""No Peek's rows BEATEN in the pot the TV shows, as the phones are given the host's stream: read
from the facts the host published (game.play.host_facts), never worked out again from the table.

The rule is one, engine.view.PublicView.beaten (each row that turned its whole pile without
beating, each still in that cannot win); the host publishes it in each `Lead` fact, after the move
that moved the lead. The TV's director marks those rows as it shows that fact, and so do the phones
now, in the same frame: they worked it out again from the table as it stands, which they were sent
only once the TV had shown the whole move (a row beaten while still in reached the phones up to a
second after the TV's plate). The rest follows the director too: a row struck out (the engine's
`Out`), a hand that cannot win folded to a bet (the host's `DeadFold`, its fold said 'is beaten'),
the row leading never beaten, a hand folded otherwise FOLDED, and a new pot none.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from engine.actions import ActionKind
from engine.events import ActionTaken, HandStart, Out
from game.party.protocol import LobbyState, Player, PlayState
from game.play.host_facts import DeadFold, Fact, Lead
from game.telling.event_words import OUT_STATUS

State = LobbyState | PlayState


@dataclass
class BeatenRows:
    """The pot's beaten rows as far as the facts taken so far say."""

    rows: set[int] = field(default_factory=set)  # BEATEN on their plate and every phone's row
    folded: set[int] = field(default_factory=set)  # their hand that could not win was folded to a bet

    def take(self, fact: Fact) -> bool:
        """Follow `fact`, the next one the phones are given; True when a row's BEATEN changed."""
        before = set(self.rows)
        if isinstance(fact, HandStart):
            self.rows.clear()
            self.folded.clear()
        elif isinstance(fact, Lead):
            self.rows |= fact.beaten
            if fact.seat is not None:  # the row leading (led again once the row that beat it folded)
                self.rows.discard(fact.seat)
        elif isinstance(fact, DeadFold):
            self.rows.add(fact.seat)
            if fact.kind == ActionKind.FOLD:  # (a check made for it: still in, its check said as one)
                self.folded.add(fact.seat)
        elif isinstance(fact, Out):
            self.rows.add(fact.seat)
        elif isinstance(fact, ActionTaken) and fact.action == "fold" and fact.seat not in self.folded:
            self.rows.discard(fact.seat)  # a hand folded by choice reads FOLDED, as the TV's plate
        return self.rows != before


def beaten_state(state: State, rows: Collection[int]) -> State:
    """`state` (a phone's, as last sent while the TV catches up) with `rows` BEATEN and no other row,
    as the TV's plates say them now; a lobby or a dealer calling stays as it is."""
    if state["phase"] != "play" or state["calling"]:
        return state
    players: list[Player] = [
        {**row, "out": OUT_STATUS if row["seat"] in rows else ""} for row in state["players"]
    ]
    return {**state, "players": players}
