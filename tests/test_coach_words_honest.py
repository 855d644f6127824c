"""The coach's whys say what is true and no more (game.felt.coach_why): a Hold'em newcomer's
play-test read "YOU'D WIN ON WHAT THEY SHOW" beside their queen high in Baseball's first round,
three players against them and 4 cards to come, as "you are winning", and "NO ONE CARD BEATS YOGI"
beside their 8 No Peek cards to turn as no hope. Each page fits the panel (at most LINES of COLUMNS,
the coach's words the body size at both TEXT SIZEs)."""

from __future__ import annotations

import pytest
from test_coach_why import decisions, seats
from test_newcomer_reads_the_coach_and_tips import no_peek_view

from engine.bots.to_beat import Why, why
from engine.profile import load_profile
from engine.table import Table
from game.felt.coach import own_hands, reasons, to_come, why_pages
from game.felt.coach_why import fits, no_peek_ends, pages

NAMES = ["You", "Babe", "Casey", "Yogi"]


def test_queen_high_ahead_of_what_shows_in_baseballs_first_round_says_how_early_it_is():
    """The play-test's case, found on the real table: your high card beats every hand showing
    in the first round, 4 cards still to come."""
    found = 0
    for seed in range(1, 60):
        view = next(decisions(Table(load_profile("baseball"), seats(4), seed)))
        best = view.best_so_far()
        if not why(view).ahead or best is None or best.category != "high_card":
            continue
        said = why_pages(view)
        named = [f"{hand} BEATS WHAT THEY SHOW" for hand in own_hands(view)]  # ("ACE HIGH", "Q HIGH")
        assert to_come(view) == 4
        assert said[0] in named and said[1] == "EARLY: 4 CARDS STILL TO COME", said
        assert not [page for page in said if "WIN" in page], said  # never "you'd win"
        assert all(fits(page) for page in said), said
        found += 1
    assert found >= 3


def test_a_hand_ahead_of_what_shows_is_named_where_it_fits_and_said_as_what_shows_only():
    ahead = Why(ahead=True, hidden=3)
    assert pages(ahead, NAMES, mine=["QUEEN HIGH", "Q HIGH"], to_come=4) == [
        "Q HIGH BEATS WHAT THEY SHOW",  # (QUEEN HIGH: three lines of the panel)
        "EARLY: 4 CARDS STILL TO COME",
        "THEIR 3 DOWN CARDS MAY HELP",
    ]
    assert pages(ahead, NAMES, mine=["PAIR OF KINGS", "PAIR OF K'S", "PAIR K'S"], to_come=2)[:2] == [
        "PAIR K'S BEATS WHAT THEY SHOW",
        "2 CARDS STILL TO COME",  # (late in the hand: not early)
    ]
    assert pages(ahead, NAMES, mine=["TWO PAIR, KINGS AND FOURS"], to_come=0) == [
        "YOU BEAT WHAT THEY SHOW",  # no name fits: still only what shows
        "THEIR 3 DOWN CARDS MAY HELP",
    ]


def test_no_one_card_beating_the_rival_says_it_takes_more_while_more_are_to_come():
    behind = Why(3, "pair", True)
    assert pages(behind, NAMES, to_come=8)[-1] == "TAKES 2+ CARDS TO BEAT YOGI"
    assert pages(behind, NAMES, to_come=1)[-1] == "NO ONE CARD BEATS YOGI"  # the last card: it cannot
    assert pages(behind, ["You", "", "", "BARTHOLOMEW"], to_come=8)[-1] == "TAKES 2+ CARDS TO BEAT IT"
    for name in ("YOGI", "SATCHEL", "BARTHOLOMEW-THE-"):
        for left in range(10):
            assert all(fits(page) for page in pages(behind, ["You", "", "", name], to_come=left))


@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_a_no_peek_row_behind_is_told_what_the_others_still_turn_after_its_count(profile):
    """A newcomer read "OF 51 UNSEEN, 48 BEAT YOGI" beside 28% as a sure thing: taking the lead is
    not winning, the others' piles still turn (what the figure comes from)."""
    told = 0
    for seed in range(1, 7):
        for view in decisions(Table(load_profile(profile), seats(4), seed)):
            reason = why(view)
            if reason.ahead or reason.rival is None:
                continue
            others = sum(view.down_counts[seat] for seat in view.live if seat != view.seat)
            said = why_pages(view, reason)
            ends = no_peek_ends(not view.upcards[view.seat])  # (what the figure is counted on, last)
            assert said[-len(ends) :] == ends, said
            if others:
                assert said[-1 - len(ends)] == f"OTHERS CAN TURN {others} CARD{'S' * (others > 1)}", said
                told += 1
            assert all(fits(page) for page in said), said
    assert told >= 5


def test_a_long_pile_is_said_as_a_count_never_as_an_order():
    """'TURN 10 MORE' (where '10 LEFT TO TURN' is too long for the line) read as the coach telling
    the newcomer to turn ten more cards."""
    for left in range(1, 16):
        said = reasons(no_peek_view(left))
        assert said and all(not reason.startswith("TURN") and str(left) in reason for reason in said), said
    assert reasons(no_peek_view(10))[1] == "10 YET TO TURN"
