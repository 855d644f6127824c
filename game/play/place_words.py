"""A place as the TV says it, "2ND=" for a tie, in one rule that every screen takes as it is: the
TV's FINAL STANDINGS and its ledger draw these labels (game.felt), and the room sends the same
labels to the phones, which show them as sent. The phones once made their own words from the
places ("joint last of 4" beside the TV's 2ND=: a host play-test); two wordings of one place drift."""

from __future__ import annotations

from collections.abc import Sequence

from game.play.host_facts import Placing
from game.play.ledger import Ledger, Line, ranked

ORDINALS = {1: "1ST", 2: "2ND", 3: "3RD"}
BOT = "BOT"  # a computer player's place in the ledger: it takes no place among the people


def place_label(place: int, shared: bool) -> str:
    return ORDINALS.get(place, f"{place}TH") + ("=" if shared else "")


def placing_labels(people: Sequence[Placing]) -> list[str]:
    """Each line's place on a session's FINAL STANDINGS: the people placed among themselves, a tie
    shared (2ND=), the computer players unplaced ("") but when no person played (then placed among
    themselves)."""
    places = {person: [line.place for line in people if line.person == person] for person in (True, False)}
    return [
        "" if line.place is None else place_label(line.place, places[line.person].count(line.place) > 1)
        for line in people
    ]


def ledger_places(lines: list[Line], played: bool = True) -> list[str]:
    """Each person's place in tonight's ledger: equal totals share it (1ST=, 1ST=, 3RD); a computer
    player has none (BOT), listed after the people: the night is ranked among people only. None is
    placed when no pot was `played` (everyone is at 0: nothing ranks them)."""
    numbers = ranked(lines)
    if not played:
        return [BOT if place is None else "" for place in numbers]
    return [BOT if place is None else place_label(place, numbers.count(place) > 1) for place in numbers]


def pot_played(ledger: Ledger) -> bool:
    """Whether any pot was played out tonight (a session the host ended before its first pot counts none)."""
    return any(session.pots for session in ledger.sessions)
