"""The coach's line under its figure says why, from what the seat sees (game.felt.coach_change): a
newcomer's play-test read "4% YOU LEAD" beside their leading flush in Night Baseball as a
contradiction, saw 28% fall to 2% after a blank 7th card with only the hand's name beside it, and
read YOU ARE OUT after folding as out of the session."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pygame
import pytest
from test_coach_why import decisions, seats

import game.felt.coach as coach_module
from engine.cards import parse_cards
from engine.hand_value import HandValue
from engine.hands import hand_value
from engine.profile import load_profile
from engine.table import Table
from engine.view import SeatView
from game.felt.coach import Coach
from game.felt.coach_change import (
    BY_RANK,
    RIVAL,
    Seen,
    change,
    made_line,
    made_names,
    named,
    rival_line,
    seen,
)
from game.felt.coach_why import COLUMNS, SHORT, piles_line
from game.telling.event_words import rank_words

NAMES = ["You", "Babe", "Casey", "Bartholomew"]


def figure(coach: Coach, table: Table) -> None:
    """Refresh the coach until it gives its figure for the table's moment."""
    for _ in range(2000):
        coach.refresh(table, 0)
        if coach.chance is not None:
            return
        pygame.time.wait(2)
    raise AssertionError("the coach never gave a figure")


def test_a_leading_no_peek_row_at_a_low_figure_says_why_under_it(monkeypatch):
    monkeypatch.setattr(coach_module, "estimate", lambda view, seed=0: 0.04)
    for seed in range(20):
        table = Table(load_profile("night-baseball"), seats(4), seed)
        for view in decisions(table):
            if view.lead == 0 and any(view.down_counts[seat] for seat in view.live - {0}):
                coach = Coach(clock=lambda: 0.0)
                figure(coach, table)
                # what the figure is, over the others' piles still to turn that may beat it (a
                # newcomer read "4% YOU LEAD" over "TILL THEY TURN" as a contradiction, a Hold'em
                # newcomer "1% TO WIN" over "THEY: 8 LEFT" as the coach broken)
                piles = sum(1 for seat in view.live - {0} if view.down_counts[seat])
                assert coach.words()[0] == f"4% TO WIN\n{piles_line(piles)}"
                return
    raise AssertionError("no seed let your row lead with others' cards to turn")


def mine(view: SeatView) -> int:
    return len(view.hidden) + len(view.upcards[0])


def test_a_figure_falling_after_a_blank_card_says_the_card_missed(monkeypatch):
    """28% to 2% once your 7th card lands and it leaves your hand as it was: 8 DIDN'T HELP."""
    monkeypatch.setattr(coach_module, "estimate", lambda view, seed=0: 0.28 if mine(view) < 7 else 0.02)
    for seed in range(30):
        table = Table(load_profile("baseball"), seats(3), seed)
        coach, before = Coach(clock=lambda: 0.0), None
        for view in decisions(table):
            figure(coach, table)
            now = seen(view)
            if before is not None and mine(view) == 7 and coach.chance == 0.02:
                new = [card for card in now.mine if card not in before.mine]
                rose = any(now.shows[seat][0] != before.shows.get(seat, ("",))[0] for seat in now.shows)
                if len(new) == 1 and now.best == before.best and not rose:
                    said = coach.words()[0].split("\n")
                    card = "ACE: NO HELP" if new[0].rank == "A" else f"{rank_words(new[0].rank)} DIDN'T HELP"
                    assert said[1] == card, said
                    return
                break
            before = now
    raise AssertionError("no seed gave a blank 7th card")


def test_the_line_says_nothing_changed_where_the_figure_barely_moved(monkeypatch):
    monkeypatch.setattr(coach_module, "estimate", lambda view, seed=0: 0.28 if mine(view) < 7 else 0.2)
    table = Table(load_profile("baseball"), seats(3), 1)
    coach = Coach(clock=lambda: 0.0)
    for _ in decisions(table):
        figure(coach, table)
        assert coach.change == "" and coach.words()[0].split("\n")[1] in coach.reasons


def view_seen(mine: str, best: str, shows: dict[int, tuple[str, str]], gone: dict[int, str]) -> Seen:
    return Seen(tuple(parse_cards(mine)), best, shows, gone, (SHORT[best],))


def test_a_rival_showing_a_better_hand_is_named_as_its_seat_names_it():
    before = view_seen("Ah As Qd", "pair", {2: ("pair", "Pair of 7s")}, {})
    after = view_seen("Ah As Qd 8s", "pair", {2: ("flush", "Flush, A high")}, {})
    assert change(before, after, True, NAMES) == "CASEY: FLUSH"  # beats 8 DIDN'T HELP
    after = view_seen("Ah As Qd 8s", "pair", {1: ("three_of_a_kind", "Three sevens")}, {})
    # (BABE: THREE 7'S is a letter too many: the seat's own narrowest, never TRIPS, another name)
    assert change(before, after, True, NAMES) == "BABE HAS 3 7'S"
    after = view_seen("Ah As Qd 8s", "pair", {1: ("three_of_a_kind", "Three kings")}, {})
    assert change(before, after, True, NAMES) == "BABE HAS 3 K'S"
    after = view_seen("Ah As Qd 8s", "pair", {2: ("three_of_a_kind", "Three kings")}, {})
    assert change(before, after, True, NAMES) == "CASEY: 3 K'S"


def test_a_rise_names_the_rival_gone_by_its_plates_word_or_the_hand_you_made():
    before = view_seen("Ah As", "pair", {1: ("pair", "Pair of 7s"), 2: ("pair", "Pair of 5s")}, {})
    after = view_seen("Ah As", "pair", {2: ("pair", "Pair of 5s")}, {1: "FOLDED"})
    assert change(before, after, False, NAMES) == "BABE FOLDED"
    after = view_seen("Ah As", "pair", {2: ("pair", "Pair of 5s")}, {1: "BEATEN"})
    # (a plate's BEATEN as news: "CASEY BEATEN" beside 35% read as a reason for the figure)
    assert change(before, after, False, NAMES) == "BABE IS OUT"
    after = view_seen("Ah As", "pair", {}, {1: "BEATEN", 2: "BEATEN"})
    assert change(before, after, False, NAMES) == "2 ARE OUT"
    after = view_seen("Ah As", "pair", {}, {1: "FOLDED", 2: "FOLDED"})
    assert change(before, after, False, NAMES) == "2 FOLDED"
    aces = hand_value(parse_cards("Ah As Ad"), frozenset())
    after = Seen(tuple(parse_cards("Ah As Ad")), aces.category, before.shows, {}, made_names(aces))
    assert change(before, after, False, NAMES) == "NOW THREE A'S"  # (as the seat names it)
    after = view_seen("Ah As 7d 7s", "two_pair", before.shows, {})
    assert change(before, after, False, NAMES) == "NOW TWO PAIR"  # YOU MADE TWO PAIR is too long
    after = view_seen("Ah As Kd", "pair", before.shows, {})
    assert change(before, after, False, NAMES) == ""  # nothing seen says why: no guess


def test_a_hand_made_is_said_with_its_article_in_the_coachs_columns():
    said = {
        category: made_line(category, (SHORT[category],))
        for category in SHORT
        if category != "high_card" and category not in BY_RANK
    }
    assert said["pair"] == "NOW A PAIR"  # never "YOU MADE PAIR" nor "YOU PAIRED" (a newcomer: odd)
    assert said["flush"] == "NOW A FLUSH"
    # several of a rank by their rank, a ten's too ("NOW 3 OF A KIND" would not fit)
    for cards, wild in (("Th Td Ts", ""), ("Th Td Ts Tc", ""), ("Th Td Ts Tc 9s", "9")):
        value = hand_value(parse_cards(cards), frozenset(wild))
        said[value.category] = made_line(value.category, made_names(value))
    assert said["three_of_a_kind"] == "NOW THREE 10'S" and said["five_of_a_kind"] == "NOW FIVE 10'S"
    assert all(len(line) <= COLUMNS for line in said.values()), said


def test_your_royal_flush_made_is_named_royal_as_everywhere():
    """A newcomer's play-test read the coach's STR FLUSH beside the seat's "Royal flush": the line
    under the figure said "YOU MADE STR FLUSH" for it, knowing the hand's category only."""
    before = view_seen("Ah Kh Qh Jh", "flush", {1: ("pair", "Pair of 7s")}, {})
    for cards, wild in (("Ah Kh Qh Jh Th", ""), ("Ah Kh Qh Jh 9c", "9"), ("Ah Kh Qh 3c 9d", "39")):
        value = hand_value(parse_cards(cards), frozenset(wild))
        after = Seen(tuple(parse_cards(cards)), value.category, before.shows, {}, made_names(value))
        assert change(before, after, False, NAMES) == "YOU MADE ROYAL", cards
    value = hand_value(parse_cards("Kh Qh Jh Th 9h"), frozenset())
    assert made_line(value.category, made_names(value)) == "STRAIGHT FLUSH"  # (to the king: no royal)
    assert coach_module.reasons(stud_view(value)) == ["YOU: STRAIGHT FLUSH", "STRAIGHT FLUSH"]


def stud_view(best: HandValue) -> SeatView:
    """A stud seat's view whose best hand so far is `best` (all coach.reasons reads of it)."""
    return cast(SeatView, SimpleNamespace(rules=SimpleNamespace(flow="stud"), best_so_far=lambda: best))


def test_the_figures_reason_names_your_royal_flush_as_the_seat_does():
    """The figure's own line named a royal flush by its category ("100% STRAIGHT FLUSH" over "YOU
    MADE ROYAL", beside the seat's "Royal flush")."""
    value = hand_value(parse_cards("Ah Kh Qh 3c 9d"), frozenset("39"))
    assert coach_module.reasons(stud_view(value)) == [
        "YOU: ROYAL FLUSH",
        "ROYAL FLUSH",
        "YOU: ROYAL",
        "ROYAL",
    ]
    assert made_names(hand_value(parse_cards("7h 7d 7s"), frozenset())) == ("THREE 7'S", "3 7'S")


@pytest.mark.parametrize("letters", range(1, 17))  # a guest's name has up to sixteen
def test_a_name_in_the_line_under_the_figure_is_whole_or_left_out(letters):
    """A newcomer's play-test at TEXT SIZE large read "CA…: FIVE KIND" for Casey's five queens: the
    line says the seat's name whole, else a shorter hand, else that it improved, else RIVAL."""
    name = "Bartholomew-The-Great"[:letters]
    shown = [
        "Five Qs",
        "Queens full of 4s",
        "Flush, A high",
        "Three 7s",
        "Pair of 5s",
        "Straight to the jack",
    ]
    cases = [
        rival_line(name, category, words)
        for category, words in zip(SHORT, ["", "Pair of 5s", "", "Three 7s", "", "", *shown], strict=False)
    ]
    before = view_seen("Ah", "high_card", {3: ("pair", "Pair of 7s")}, {})
    cases += [
        change(before, view_seen("Ah", "high_card", {}, {3: word}), False, [*NAMES[:3], name])
        for word in ("FOLDED", "BEATEN")
    ]
    for line in cases:
        assert len(line) <= COLUMNS and "\u2026" not in line, (name, line)
        assert line.startswith((f"{name.upper()}:", f"{name.upper()} ", f"{RIVAL}:", f"{RIVAL} ")), (
            name,
            line,
        )
    if letters <= 5:  # CASEY: whole, with what it shows where that fits, else that it improved
        assert rival_line(name, "five_of_a_kind", "Five Qs").startswith(name.upper()), name
    assert rival_line("Casey", "flush", "Flush, A high") == "CASEY: FLUSH"
    assert rival_line("Bartholomew", "flush", "Flush, A high") == "RIVAL: FLUSH"
    assert named("Bartholomew", "{} FOLDED") == "RIVAL FOLDED"
