"""Issue 31, a Hold'em newcomer's Night Baseball play-test: "<1% TO WIN" over "YOGI: 2 WILDS" beside
their LEADING full house, their pile empty, and they could not see why. With your pile empty (you
cannot improve) and the others still turning, the line under a low figure says how many of them
still turn how many cards ("3 CAN TURN 16", counted from the view), the seat with wilds kept where
it is the only one turning; and it is why the coach frames no BET there (checking is its pick at
<1%). In stud, "HIDDEN CARDS" was unclear too: the line says whose and how many ("THEIR 6 DOWN")."""

from __future__ import annotations

from dataclasses import replace

from test_coach_lead_names_the_wild_seat import leading_view, staged
from test_coach_lead_says_they_turn import figure_and_reason
from test_coach_why import NAMES, decisions, seats

from engine.bots.to_beat import why
from engine.profile import load_profile
from engine.table import Table
from engine.view import SeatView
from game.felt import coach as coach_module
from game.felt import coach_why
from game.felt.coach import Coach, judged, to_come
from game.felt.coach_mark import coach_pick
from game.felt.coach_why import COLUMNS, EARLY, fits, pages


def coach_at(monkeypatch, table: Table, shown: SeatView, chance: float) -> list[str]:
    """The coach's figure for seat 0 seeing `shown`, its estimate `chance`, and its reason (facing
    a bet: the price under the figure, the reason first among the whys)."""
    monkeypatch.setattr(coach_module, "estimate", lambda view, seed=0: chance)
    monkeypatch.setattr(table, "view", lambda seat: shown)
    return figure_and_reason(Coach(clock=lambda: 0.0), table)


def emptied(view: SeatView) -> SeatView:
    """`view` with your own pile wholly turned: nothing of yours can answer."""
    return replace(view, down_counts=(0, *view.down_counts[1:]))


def test_your_pile_empty_the_line_counts_who_still_turns_and_their_cards(monkeypatch):
    table, view = leading_view()
    shown = emptied(staged(view, {2: 2}))  # Casey shows 2 wilds; Babe and Satchel turn too
    turning = [seat for seat in shown.live if seat != 0 and shown.down_counts[seat]]
    cards = sum(shown.down_counts[seat] for seat in turning)
    assert len(turning) == 3 and cards > 3, shown.down_counts
    lines = coach_at(monkeypatch, table, shown, 0.004)
    assert lines[0].startswith("<1% TO WIN") and lines[1] == f"3 CAN TURN {cards}", lines
    # checking is the coach's pick: no BET framed at <1%, and the line is why
    assert coach_pick(table.legal_actions(), judged(shown, 0.004)[1]) is None


def test_the_wild_seat_is_named_where_it_alone_still_turns_or_your_pile_can_answer(monkeypatch):
    table, view = leading_view()
    alone = emptied(staged(view, {2: 2}, turned_out=(1, 3)))
    assert coach_at(monkeypatch, table, alone, 0.004)[1] == "CASEY: 2 WILDS"
    table, view = leading_view()
    answering = staged(view, {2: 2})  # (your pile still has cards: who is likeliest to pass you)
    assert answering.down_counts[0]
    assert coach_at(monkeypatch, table, answering, 0.004)[1] == "CASEY: 2 WILDS"


def test_the_count_line_fits_the_coachs_line_at_every_table_size():
    # 7 rivals of Night Baseball's 9 cards, the most a table holds
    assert all(len(coach_why.still_to_turn(players, players * 9)) <= COLUMNS for players in range(1, 8))


def stud_ahead_views():
    """Seven-card stud decisions of seat 0 whose cards beat every hand showing."""
    for seed in range(1, 40):
        for view in decisions(Table(load_profile("seven-card-stud"), seats(4), seed)):
            if why(view).ahead:
                yield view


def test_in_stud_the_hidden_line_says_whose_cards_and_how_many(monkeypatch):
    theirs = 0
    for view in stud_ahead_views():
        down = sum(view.down_counts[seat] for seat in view.live if seat != 0)
        said = pages(why(view), NAMES)
        assert said[-1] == f"THEIR {down} DOWN CARDS MAY HELP" and fits(said[-1]), said
        table = Table(load_profile("seven-card-stud"), seats(4), 1)
        coming = to_come(view)  # (early yet, the cards to come say more)
        under = f"{coming} MORE TO COME" if coming >= EARLY else f"THEIR {down} DOWN"
        assert coach_at(monkeypatch, table, view, 0.2)[1] == under
        theirs += coming < EARLY
        if theirs >= 2:
            return
    raise AssertionError("too few stud spots ahead of what shows, late in the hand")
