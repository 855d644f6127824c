"""Facing a bet while your No Peek row leads, the coach says why its figure is what it is: the
others' cards still to turn ("THEY: 21 LEFT", under half their piles, "3 MAY BEAT YOU"), said in
full first among the whys after the figure, "CALL NEEDS 4%" under it (a newcomer's play-test saw
"25% TO WIN 6" over "CASEY: 1 WILD" and no price). A newcomer read "1% TO WIN" beside "YOU LEAD:
STR TO 8" with FOLD lit, and a Night Baseball figure rising as the hand to beat grew, nothing
saying why: a lead must beat every card still to turn."""

from __future__ import annotations

import pygame
from test_coach_why import CALM, seats

from engine.actions import Action
from engine.profile import load_profile
from engine.table import Table
from engine.view import SeatView
from game.felt.coach import Coach, lead_danger
from game.felt.coach_lines import meaning
from game.felt.coach_odds import percent
from game.felt.coach_why import piles_line


def leading_at_a_bet(table: Table) -> SeatView:
    """Play `table` (seat 0 checking, calling and turning; the others betting into its lead) to
    seat 0's first decision facing a bet while its row leads."""
    for _ in range(600):
        legal = table.legal_actions()
        assert legal is not None and table.hand.number == 1
        view = table.view(0)
        if legal.seat == 0 and view.lead == 0 and view.to_call:
            return view
        kind = next(kind for kind in CALM if kind in legal.kinds)
        if legal.seat != 0 and view.lead == 0 and "bet" in legal.kinds:
            kind = "bet"
        table.apply(Action(legal.seat, kind))
    raise AssertionError("seat 0 never led facing a bet")


def figure(coach: Coach, table: Table) -> list[str]:
    for _ in range(2000):
        coach.refresh(table, 0)
        if coach.chance is not None:
            return coach.line()[0].removeprefix("COACH: ").split("\n")
        pygame.time.wait(2)
    raise AssertionError("the coach never gave a figure")


def figure_and_reason(coach: Coach, table: Table) -> list[str]:
    """The figure and its reason: facing a bet the line the price took the place of under it (the price is
    under the figure (a newcomer's play-test saw "25% TO WIN 6" over "CASEY: 1 WILD", facing a bet,
    and no "CALL NEEDS"), the other line said in full first among the whys after it)."""
    lines = figure(coach, table)
    if coach.price is None:  # (no bet: the reason is under the figure)
        return lines
    assert coach.chance is not None and len(lines) == 2 and lines[1].startswith("CALL NEEDS"), lines
    reason = coach.second(round(100 * coach.chance))
    said = [*meaning(lines[1]), *meaning(reason)]
    assert coach.why[: len(said)] == said, (reason, coach.why)
    return [lines[0], reason]


def test_leading_at_a_bet_the_coach_counts_the_others_cards_to_turn():
    table = Table(load_profile("night-baseball"), seats(4), 1)
    view = leading_at_a_bet(table)
    others = sum(view.down_counts[seat] for seat in view.live if seat != 0)
    coach = Coach()
    lines = figure_and_reason(coach, table)
    assert coach.chance is not None
    assert others > 1 and lines[0].startswith(f"{percent(coach.chance)} TO WIN"), lines
    low = round(100 * coach.chance) < 50  # (under half, the piles that may beat it)
    piles = sum(1 for seat in view.live if seat != 0 and view.down_counts[seat])
    named = lead_danger(view, [seat.name for seat in view.seats])  # a seat's wilds face up, if any
    assert lines[1:] == [(named or piles_line(piles)) if low else f"THEY: {others} LEFT"], (others, lines)


def test_behind_at_a_bet_the_coach_says_no_count():
    """Your row beaten, facing a bet: the figure and the price, nothing of the others' cards."""
    table = Table(load_profile("night-baseball"), seats(4), 1)
    for _ in range(600):
        legal = table.legal_actions()
        assert legal is not None and table.hand.number == 1
        view = table.view(0)
        if legal.seat == 0 and view.lead not in (0, None) and view.to_call:
            break
        kind = (
            "bet" if legal.seat != 0 and "bet" in legal.kinds else next(k for k in CALM if k in legal.kinds)
        )
        table.apply(Action(legal.seat, kind))
    else:
        raise AssertionError("seat 0 never faced a bet behind")
    lines = figure(Coach(), table)
    assert len(lines) == 2 and lines[1].startswith("CALL NEEDS"), lines
