"""Your No Peek row leads at a low figure: the coach's second line names the seat most likely to beat
it, the one with cards to turn and the most wilds face up ("CASEY: 2 WILDS"), else the piles to go
("2 PILES TO GO"). A Hold'em newcomer led with three jacks, every card turned, and read "<1% TO WIN"
over "2 PILES TO GO" as the coach broken: Casey's two wilds, five cards to turn, went unnamed."""

from __future__ import annotations

from dataclasses import replace

from test_coach_lead_says_they_turn import figure_and_reason, leading_at_a_bet
from test_coach_why import NAMES, seats

from engine.bots import reading
from engine.cards import Card
from engine.profile import load_profile
from engine.table import Table
from engine.view import SeatView
from game.felt import coach as coach_module
from game.felt.coach import Coach, lead_danger
from game.felt.coach_why import COLUMNS, piles_line
from game.platform import palette


def staged(view: SeatView, wilds: dict[int, int], turned_out: tuple[int, ...] = ()) -> SeatView:
    """`view` with your row showing three of a kind, each other seat of `wilds` that many wild cards
    face up (else one low card: your row leads), the seats of `turned_out` with no card left to
    turn; every card one the view has not seen."""
    known = {*reading.situation(view).seen, *(card for row in view.upcards for card in row)}
    free = [
        card
        for card in map(Card.parse, (r + s for r in "23456789TJQKA" for s in "shdc"))
        if card not in known
    ]
    wild = view.rules.wild_ranks
    trips = next(rank for rank in "QJT8765" if sum(card.rank == rank for card in free) >= 3)
    upcards = [tuple(card for card in free if card.rank == trips)[:3]]
    spare = [card for card in free if card.rank not in wild and card.rank in "24"]
    wild_cards = [card for card in free if card.rank in wild]
    for seat in range(1, len(view.upcards)):
        count = wilds.get(seat, 0)
        upcards.append(tuple(wild_cards.pop() for _ in range(count)) if count else (spare.pop(),))
    downs = [0 if seat in turned_out else count for seat, count in enumerate(view.down_counts)]
    shown = replace(view, upcards=tuple(upcards), down_counts=tuple(downs))
    assert shown.lead == 0, shown.upcards
    return shown


def leading_view() -> tuple[Table, SeatView]:
    table = Table(load_profile("night-baseball"), seats(4), 1)
    view = leading_at_a_bet(table)
    assert "9" in view.rules.wild_ranks and len(view.live) == 4
    assert all(view.down_counts[seat] for seat in view.live if seat != 0)
    return table, view


def test_the_seat_with_most_wilds_and_cards_to_turn_is_named():
    _, view = leading_view()
    names = list(NAMES)
    assert lead_danger(staged(view, {1: 1, 2: 2}), names) == "CASEY: 2 WILDS"
    assert lead_danger(staged(view, {3: 1}), names) == "RIVAL: 1 WILD"  # (SATCHEL's is 15 letters)
    # wilds showing on a pile wholly turned beat nothing more: the seat still turning is named
    assert lead_danger(staged(view, {1: 1, 2: 3}, turned_out=(2,)), names) == "BABE: 1 WILD"
    assert lead_danger(staged(view, {}), names) == ""  # no wild showing: the piles say it
    assert all(len(lead_danger(staged(view, {seat: 2}), names)) <= COLUMNS for seat in (1, 2, 3))


def test_under_a_low_figure_the_line_names_the_wild_seat_else_the_piles():
    coach = Coach(clock=lambda: 0.0)
    coach.chance, coach.note, coach.reasons = 0.0, "", ["THEY: 8 LEFT"]
    coach.leads, coach.piles, coach.danger = True, 2, "CASEY: 2 WILDS"
    assert coach.words() == ("<1% TO WIN\nCASEY: 2 WILDS", palette.LOSS)
    coach.danger = ""
    assert coach.words() == ("<1% TO WIN\n" + piles_line(2), palette.LOSS)
    coach.chance, coach.danger = 0.6, "CASEY: 2 WILDS"  # not low: the others' cards to turn
    assert coach.words()[0] == "60% TO WIN\nTHEY: 8 LEFT"


def test_at_the_table_the_coach_names_casey_and_her_wilds(monkeypatch):
    table, view = leading_view()
    shown = staged(view, {2: 2})
    monkeypatch.setattr(coach_module, "estimate", lambda view, seed=0: 0.004)
    monkeypatch.setattr(table, "view", lambda seat: shown)
    lines = figure_and_reason(Coach(clock=lambda: 0.0), table)  # (the price under the figure, this after it)
    assert lines[0].startswith("<1% TO WIN") and lines[1:] == ["CASEY: 2 WILDS"], lines
