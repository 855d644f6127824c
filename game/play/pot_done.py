"""A pot's result as the host publishes it (game.play.table_host): read from what the room saw."""

from __future__ import annotations

from engine.events import HandEnd, HandStart, PotGame, SessionEnd, SessionStart
from engine.table import Table
from game.play.host_facts import PotDone
from game.telling.pot_result import pot_result


def pot_done(table: Table, end: int, last: int) -> PotDone:
    """The result of the pot whose hand_end is the table's event `end` (`last`: its session_end
    when the session ended with it; its standings are the SessionDone after), from what the room saw,
    valued by that pot's game (a dealer's choice: the game its pot_game event set)."""
    events = table.events_for_list(None)
    first = end
    while first > 0 and not isinstance(events[first], HandStart):
        first -= 1
    rules = table.session_rules
    for event in events[:first]:
        if isinstance(event, (SessionStart, PotGame)):
            rules = event.rules
    ended = events[end]
    assert isinstance(ended, HandEnd)
    pot = tuple(events[first : end + 1])
    return PotDone(ended.hand, pot_result(pot, rules), tuple(events[first : last + 1]), rules)


def ends_session(table: Table, index: int) -> bool:
    """The session_end follows the hand_end at `index`."""
    return index + 1 < len(table.events) and isinstance(table.events[index + 1], SessionEnd)
