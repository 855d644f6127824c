"""A public event in the words of the phones' log: the table's own words (game.telling.event_words)
with the names the room gives its seats."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.events import Event
from engine.rules import Rules
from game.telling import event_words

if TYPE_CHECKING:
    from game.party.protocol import SeatCard


def event_line(
    event: Event,
    seats: Sequence[SeatCard],
    pots: int,
    rules: Rules | None = None,
    away: str | None = None,
    decider: str = "",
) -> str | None:
    """One public event in the words of the table's log ('Ann raises 1 to 2', game.telling.event_words),
    None for the quiet ones; `rules`, the pot's, say who opens a round and why a computer player folds.
    (A hand that cannot win, folded or checked by the host, is said from the host's DeadFold:
    game.party.dead_hands.) `away`: why the away rule made the move, said after it as the TV says
    it, 'Ann folds: has left' (game.party.away_moves). `decider`: what decided the No Peek lead a
    round opens for, as the host published it (hints.LeadTaken.decider)."""
    names = [seat.name for seat in seats]
    bots = [number for number, seat in enumerate(seats) if seat.kind == "bot"]
    line = event_words.event_line(event, names, pots, rules, bots, decider)
    return f"{line}: {away}" if line and away else line
