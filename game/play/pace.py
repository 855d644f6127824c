"""The table's clock as the Options set it, for the solo table, the party TV and the headless party.

THINKING SPEED stretches or shortens the pause a computer player takes before it acts: only the
host's clock waits longer, the decision is worked out alike (game.play.table_host), so a seed deals
and plays the same session at every speed. MORE TIME doubles what a person gets: the turn timer,
the away rule (a phone's and the TV's), and the grace a dropped phone has to come back, for
everyone at the table at once, for a party with slow readers.
"""

from __future__ import annotations

from dataclasses import replace

from game.play.sitters import Timing
from game.store.settings import THINKING_SPEEDS

MORE_TIME = 2.0  # MORE TIME's factor on every person's time


def thinking_delay(natural: float, speed: str) -> float:
    """A computer player's pause at `speed` (a THINKING_SPEEDS value) when `natural` is the
    pause at the natural speed; an unknown speed keeps it natural."""
    factor = next((factor for value, _, factor in THINKING_SPEEDS if value == speed), 1.0)
    return natural * factor


def person_seconds(seconds: float | None, more_time: bool) -> float | None:
    """A person's time limit, doubled with MORE TIME (no limit stays no limit)."""
    return seconds * MORE_TIME if more_time and seconds is not None else seconds


def with_more_time(timing: Timing) -> Timing:
    """`timing` with every person's time doubled."""
    return replace(
        timing,
        turn_seconds=person_seconds(timing.turn_seconds, True),
        idle_seconds=person_seconds(timing.idle_seconds, True),
        local_idle=person_seconds(timing.local_idle, True),
        away_grace=timing.away_grace * MORE_TIME,
    )


def paced(timing: Timing, thinking_speed: str, more_time: bool) -> Timing:
    """`timing` (at the natural speed, without MORE TIME) as the Options ask."""
    timing = replace(timing, bot_delay=thinking_delay(timing.bot_delay, thinking_speed))
    return with_more_time(timing) if more_time else timing
