"""A public event in the words of the phones' log: the table's own words (game.telling.event_words)
with the names the room gives its seats, and to the phone of the seat it is about in the second
person, as the solo table speaks to its person ('You raise by 1 to 2'): the server says it, by
seat, so the page never reads a name in a line to find its own (a guest 'Ann' beside an 'Anna',
two guests of one name)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.actions import ActionKind
from engine.events import ActionTaken, Event
from engine.rules import Rules
from game.telling import event_words
from game.telling.check_runs import YOU
from game.telling.decision_words import dead_fold_words

if TYPE_CHECKING:
    from game.party.protocol import SeatCard


def event_line(
    event: Event,
    seats: Sequence[SeatCard],
    pots: int,
    rules: Rules | None = None,
    away: str | None = None,
    decider: str = "",
    you: int | None = None,
) -> str | None:
    """One public event in the words of the table's log ('Ann raises 1 to 2', game.telling.event_words),
    None for the quiet ones; `rules`, the pot's, say who opens a round and why a computer player folds.
    (A hand that cannot win, folded or checked by the host, is said from the host's DeadFold:
    game.party.dead_hands.) `away`: why the away rule made the move, said after it as the TV says
    it, 'Ann folds: has left' (game.party.away_moves). `decider`: what decided the No Peek lead a
    round opens for, as the host published it (hints.LeadTaken.decider). `you`: the seat of the phone
    it is said to (None: the TV's words), its own moves 'You fold: has left'."""
    names = [seat.name for seat in seats]
    bots = [number for number, seat in enumerate(seats) if seat.kind == "bot"]
    if you is not None and event_words.speaker(event) == you:
        words = event_words.event_words(event, pots, rules, bots, decider)
        line = None if words is None else f"{YOU} {event_words.to_you(words)}"
    else:
        line = event_words.event_line(event, names, pots, rules, bots, decider)
    return f"{line}: {away}" if line and away else line


def told_line(
    event: Event,
    seats: Sequence[SeatCard],
    pots: int,
    rules: Rules | None,
    notes: tuple[str | None, str, str | None],
    you: int | None = None,
) -> str | None:
    """`event` as the phones' log tells it with what the host said of it, `notes`: why the away rule
    made it, what decided the lead it opens (event_line) and the line of a hand that cannot win
    made by the host (game.party.dead_hands, the TV's words), said to `you` as the solo table says
    it ('You are beaten, the table checks for you')."""
    away, decider, dead = notes
    if dead is not None and you is not None and event_words.speaker(event) == you:
        checked = isinstance(event, ActionTaken) and event.action == ActionKind.CHECK
        return dead_fold_words(None, ActionKind.CHECK if checked else ActionKind.FOLD)
    return dead or event_line(event, seats, pots, rules, away, decider, you)
