"""A session's standings by whoever played (`TableHost.people`): each player's spells at the table
added into one line, the people placed first.

A spell is one player's time at one seat: the host keeps those of players who left (a guest taken
off, a seat handed over mid-session) and each seat's current player's own, counted from when they
sat down, so a guest who takes a bot's seat takes none of its winnings.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from game.play.host_facts import Placing


class Spell(NamedTuple):
    """One player's time at a seat, and their net while it was theirs."""

    seat: int
    name: str
    net: Fraction
    person: bool
    who: str  # their identity across the night (game.play.ledger); "": known by their name


def placing_key(spell: Spell) -> tuple[str, str, bool]:
    """Whose line a spell adds to: their identity across the night, else their name."""
    return (spell.who, spell.name if not spell.who else "", spell.person)


def placings(spells: Sequence[Spell]) -> tuple[Placing, ...]:
    """One line a person (a guest taken off and let back in has one line, their spells added up, as
    the night's ledger has); best first, equal nets sharing a place."""
    lines: dict[tuple[str, str, bool], Spell] = {}
    for spell in spells:  # the latest spell's seat names the line
        key = placing_key(spell)
        earlier = lines.pop(key, None)
        lines[key] = spell._replace(net=spell.net + (earlier.net if earlier else 0))
    # placed among the people, who come first (a host play-test's phone said "finished 3rd"
    # behind two computer players); the computer players after them, unplaced (None), unless
    # no person played: then they are placed among themselves
    everyone = list(lines.values())
    placed = [line for line in everyone if line.person] or everyone
    ranked = sorted(everyone, key=lambda line: (line not in placed, -line.net, line.seat))
    return tuple(
        Placing(
            line.seat,
            line.name,
            line.net,
            1 + sum(other.net > line.net for other in placed) if line.person or placed is everyone else None,
            line.person,
            line.who,
        )
        for line in ranked
    )
