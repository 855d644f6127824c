"""Where no card still to come to you can beat the hand showing, the coach says CAN'T WIN, not
"<1% TO WIN" (a Hold'em newcomer read that as a chance still there): decided exactly as the
computer players decide a dead hand (engine.bots.certainty), in seeded deals with a card to come."""

from __future__ import annotations

import pygame
import pytest
from test_coach_why import decisions, seats

from engine.bots import reading
from engine.bots.to_beat import why
from engine.profile import load_profile
from engine.table import Table
from game.felt.coach import CANT_WIN, ONLY_FOLDS, Coach, certain_loss, estimate, to_come

# (profile, seats, seed, your decision): your hand beaten by one showing, with a card to come that
# cannot catch it (Seven-Card Stud: the last down card; Night Baseball: your pile's last card)
DEAD_WITH_A_CARD_TO_COME = [("seven-card-stud", 3, 1, 3), ("night-baseball", 4, 6, 13)]


def coach_at(table: Table, decision: int) -> Coach:
    """The coach with its figure at your `decision`th decision of the table's first pot."""
    views = decisions(table)
    for _ in range(decision + 1):
        next(views)
    coach = Coach(clock=lambda: 0.0)
    for _ in range(3000):
        coach.refresh(table, 0)
        if coach.chance is not None:
            return coach
        pygame.time.wait(2)
    raise AssertionError("the coach never gave a figure")


@pytest.mark.parametrize(("profile", "count", "seed", "decision"), DEAD_WITH_A_CARD_TO_COME)
def test_a_hand_no_card_can_save_is_said_to_be_beaten(profile, count, seed, decision):
    table = Table(load_profile(profile), seats(count), seed)
    coach = coach_at(table, decision)
    view = table.view(0)
    assert to_come(view) == 1 and estimate(view) == 0  # a card still to come, and no deal wins
    assert certain_loss(view, why(view))
    words = coach.words()[0]
    assert words.split("\n")[0] == CANT_WIN and "<1%" not in words, words
    assert coach.why[0] == ONLY_FOLDS  # how it may still be won


def test_cant_win_is_said_only_where_no_deal_wins():
    """Every decision of a few seeded pots the coach calls lost has an estimate of none (the
    certainty never calls a hand lost that some deal wins)."""
    lost = 0
    for profile, count, seed, _ in DEAD_WITH_A_CARD_TO_COME:
        for view in decisions(Table(load_profile(profile), seats(count), seed)):
            if certain_loss(view, why(view)):
                lost += 1
                situation = reading.situation(view)
                assert estimate(view) == 0, (profile, seed, situation)
    assert lost >= 2
