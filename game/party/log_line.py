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
) -> str | None:
    """One public event in the words of the table's log ('Ann raises 1 to 2', game.telling.event_words),
    None for the quiet ones; `rules`, the pot's, say who opens a round and why a computer player folds."""
    bots = [number for number, seat in enumerate(seats) if seat.kind == "bot"]
    names = [seat.name for seat in seats]
    return event_words.event_line(event, names, pots, rules, bots)
