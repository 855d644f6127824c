"""Every fact a table host publishes has its own hold at the table (game.felt.pacing.HOLD): the
director holds 0.2 s for a fact type it does not know, so a host fact added without one paused the
table (a No Peek lead taken, published before each round a lead opens, added 0.2 s to every lead)."""

from __future__ import annotations

from typing import get_args

from engine.events import Event
from game.felt.pacing import HOLD, PARTY_HOLD
from game.play.host_facts import HostFact


def event_types(kind: type[Event]) -> set[str]:
    return {kind.type} if kind.type else set().union(*map(event_types, kind.__subclasses__()))


def test_every_host_fact_holds_no_time_of_its_own():
    """What a host fact says shows with the events around it: none holds the table."""
    kinds = {kind.type for kind in get_args(HostFact)}
    assert {"lead_taken", "dead_fold", "lead", "seated"} <= kinds
    for holds in (HOLD, PARTY_HOLD):
        assert {kind: holds.get(kind) for kind in kinds} == dict.fromkeys(kinds, 0.0)


def test_every_engine_event_has_a_hold():
    kinds = event_types(Event)
    assert {"round_start", "showdown", "session_end"} <= kinds
    assert kinds <= HOLD.keys(), kinds - HOLD.keys()
