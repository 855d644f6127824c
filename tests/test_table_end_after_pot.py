"""A session ended early by its host (Table.end_after_pot: a party's END THIS GAME AFTER THE POT)
against an independent reference: the same seed and decisions played as a session of that many pots
from the start. Every pot dealt is played out and paid the same, and the session ends there with the
same standings; nothing won is lost."""

from __future__ import annotations

import dataclasses

import pytest

from engine.actions import IllegalAction
from engine.events import SessionEnd, SessionStart
from engine.profile import load_profile
from engine.table import SeatInfo, Table

SEATS = [SeatInfo(name, "bot", "balanced") for name in ("Ann", "CPU 2", "Cy", "CPU 4")]
FAVOURED = ("check", "call", "turn", "pay", "stay")


def decide(table: Table) -> None:
    legal = table.legal_actions()
    assert legal is not None
    table.apply(legal.action(next((k for k in FAVOURED if k in legal.kinds), legal.kinds[0])))


def to_pot(table: Table, pots: int, moves: int) -> None:
    """`pots` pots played, then `moves` decisions into the next (a held table dealt on between)."""
    while table.hands_played < pots:
        if table.between_hands:
            table.next_hand()
        else:
            decide(table)
    if table.between_hands and moves:
        table.next_hand()
    for _ in range(moves):
        decide(table)


def played_out(table: Table) -> None:
    while not table.is_over:
        table.next_hand() if table.between_hands else decide(table)


def without_pots(events) -> list:
    """The events, the session's start not saying how many pots it was set for."""
    return [
        dataclasses.replace(e, pots=0, rules=dataclasses.replace(e.rules, pots=0))
        if isinstance(e, SessionStart)
        else e
        for e in events
    ]


@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball", "dealers-choice"])
@pytest.mark.parametrize("hold", [False, True])
def test_ended_in_its_third_pot_it_is_a_session_of_three_pots(profile, hold):
    rules = load_profile(profile)
    table = Table(rules, SEATS, 11, hold_between_hands=hold)
    to_pot(table, 2, 3)  # three decisions into the third pot
    table.end_after_pot()
    played_out(table)
    reference = Table(dataclasses.replace(rules, pots=3), SEATS, 11, hold_between_hands=hold)
    played_out(reference)
    assert table.hands_played == 3 and rules.pots > 3
    assert without_pots(table.events) == without_pots(reference.events)  # every pot paid the same
    assert isinstance(table.events[-1], SessionEnd) and table.nets() == reference.nets()


def test_ended_between_two_held_pots_it_ends_there_and_deals_no_more():
    table = Table(load_profile("baseball"), SEATS, 5, hold_between_hands=True)
    to_pot(table, 2, 0)
    assert table.between_hands
    nets = table.nets()
    table.end_after_pot()
    new = table.next_hand()
    assert [type(e) for e in new] == [SessionEnd] and table.is_over and table.nets() == nets
    reference = Table(dataclasses.replace(load_profile("baseball"), pots=2), SEATS, 5)
    played_out(reference)
    assert without_pots(table.events) == without_pots(reference.events)
    with pytest.raises(IllegalAction):
        table.end_after_pot()
