"""A phone's log: the last few things that happened in the pot, in words, as the TV's log says
them (game.party.phones sends them in every state)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.events import Event, HandStart, PotGame
from engine.table import Table
from game.party.called_game import picked_line
from game.party.log_line import told_line
from game.party.past_names import PastNames
from game.party.protocol import SeatCard
from game.play.host_facts import AwayPlay
from game.telling import check_runs
from game.telling.check_runs import YOU
from game.telling.sit_out_words import sits_out_line

LOG_LINES = 4


def log_lines(
    events: Sequence[Event],
    seats: Sequence[SeatCard],
    table: Table,
    past: PastNames | None = None,
    away: AwayPlay | None = None,
    away_moves: Mapping[int, str] | None = None,
    deciders: Mapping[int, str] | None = None,
    dead_hands: Mapping[int, str] | None = None,
    agains: Mapping[int, str] | None = None,
    you: int | None = None,
) -> list[str]:
    """The last few things that happened in this pot, in words, oldest first: with a dealer's
    choice, from who called its game (the pot_game event just before the hand's first; `away`, the
    away rule's call of it: called_game.call_line). `past`: who sat where when each move was made
    (a guest taken off keeps their name on their moves); `away_moves`: why the away rule made each of its moves, by
    the event's index (game.party.away_moves); `deciders`: what decided each No Peek lead a round
    opened for, by the round_start's index (game.party.lead_deciders, from the host's LeadTaken);
    `dead_hands`: the line of each fold or check made for a hand that cannot win (game.party.dead_hands);
    `agains`: AGAIN after each call of the last pot's game (game.party.called_agains); `you`: the
    seat of the phone the log is for, its own moves said to it ('You raise by 1 to 3': log_line)."""
    called = call_of(table)
    start = table.hand_events_start  # events[i] is the table's event start + i
    told: list[tuple[int, Event]] = list(enumerate(events, start))
    if called is not None:
        told.insert(0, (start - 1, called))
    lines: list[str] = []
    session = table.session_rules
    for index, event in reversed(told):  # a dealer's choice counts its pots, as its table does
        then = seats if past is None else past.at(table, index, seats)
        picked = picked_line(event, then, away, you) if isinstance(event, PotGame) else None
        why = (away_moves or {}).get(index)
        decider = (deciders or {}).get(index, "")  # (a round opened by a lead: what decided it)
        dead = (dead_hands or {}).get(index)  # ('Sam is beaten, the table checks', as the TV's log)
        line = picked or told_line(event, then, session.pots, table.rules, (why, decider, dead), you)
        if isinstance(event, HandStart):  # (newest first: the seats sitting out, after the deal)
            lines += [sits_out_line(then[seat].name) for seat in reversed(event.out or ())]
        if not line:
            continue
        line += (agains or {}).get(index, "")
        names = [
            *(seat.name for seat in (*then, *seats)),
            YOU,
        ]  # a check before checks told with them, as on the TV
        merged = check_runs.joined(line, lines[-1], names) if lines else None
        if merged is not None:
            lines[-1] = merged
            continue
        lines.append(line)
        if len(lines) > LOG_LINES:  # (the newest are whole: the one before them is no check of theirs)
            break
    return lines[:LOG_LINES][::-1]


def call_of(table: Table) -> PotGame | None:
    """The pot_game event of the pot in play (a dealer's choice), None when there is none."""
    start = table.hand_events_start
    public = table.events_for_list(None)
    before = public[start - 1] if start > 0 else None
    return before if isinstance(before, PotGame) else None
