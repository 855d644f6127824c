"""A hand history (`simulate --history`, engine.history) turned into pots to replay: each session is
played again through a table host (game.play.table_host), its recorded decisions made by the seats
in order, so a history replays from the very facts a live table shows, masked as the live table
masks them: no face-down card but those of the seat watched (and those shown down).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine import history
from engine.events import SessionStart
from engine.table import Table
from game.play.host_facts import Fact
from game.play.pot_tape import PotShelf, PotTape
from game.play.sitters import Timing
from game.play.table_host import TableHost

# nobody waits: every decision is made at once, as recorded, and no clock runs
AT_ONCE = Timing(idle_seconds=None, local_idle=None, bot_delay=0.0, hand_pause=0.0)


def history_tapes(lines: Iterable[str], seat: int | None = None) -> list[PotTape]:
    """Every pot of every session of a history, as `seat` saw it (None: as the room did).
    HistoryError (a ValueError) names the first line that is not a history's or does not replay;
    ValueError when `seat` is not at a session's table."""
    shelf = PotShelf()
    for recorded in history.replay_sessions(lines):  # every line checked against the engine first
        shelf.note_all(session_facts(recorded, seat))
    return shelf.tapes


def session_facts(recorded: Table, seat: int | None) -> list[Fact]:
    """The facts a table host publishes to `seat` for a session played as `recorded` was."""
    start = recorded.events[0]
    assert isinstance(start, SessionStart)  # a replayed table starts with its session_start
    if seat is not None and not 0 <= seat < len(start.seats):
        raise ValueError(
            f"there is no seat {seat}: this history's tables have seats 0 to {len(start.seats) - 1}"
        )
    table = Table(start.rules, start.seats, start.seed, start.profile, reseeds=start.reseeds or ())
    host = TableHost(lambda _: table, [None] * len(start.seats), timing=AT_ONCE, clock=lambda: 0.0)
    for sitter in host.sitters:  # people at the table: the host waits for each decision...
        sitter.person = sitter.local = True
    host.turn_runs = False  # every recorded TURN is made as recorded, none by the host
    cursor = host.attach(seat, paces=False)
    host.start()
    for action in recorded.decisions:  # ...and each is the one recorded
        host.tick()  # the next deal, when the table is between pots
        host.act(action.seat, action.kind)
    host.tick()
    return cursor.take()
