"""No Peek's lead after a fold has one account: the table's (engine.no_peek applies
engine.view.lead_after_fold, which every view asks as `PublicView.lead` and `cannot_win`), and a
pot's outcome now asks it too when it says who folded beaten (engine.outcome: the row read BEATEN
is the hand the result compares with the winner's). It kept its own rule before, the best still
showing with a tie going to the seat folding, where the table hands the lead to the first of equal
rows from the dealer's left; no seeded session below found them apart (a beaten row level with
another still in is rare), but one rule cannot drift from itself.

What outcome still keeps of its own is the best row as the events tell it (engine.no_peek decides
it on the table). Property: over seeded sessions of random moves, the lead folding at times and a
beaten seat folding often, every fold is counted beaten by the outcome exactly when the folding
seat's view said it could not win"""

from __future__ import annotations

import random

import pytest
from test_engine_helpers import seats
from test_no_peek import MIDNIGHT, NIGHT, SHORT

from engine.actions import Action
from engine.outcome import _Pot  # the pot's account of its folds, as the result line reads it
from engine.rules import Rules
from engine.table import Table

EVEN = Rules(id="even", flow="no_peek", cards=2, wild_ranks=frozenset())  # short rows tie often


def folds_told(table: Table, rng: random.Random) -> list[tuple[bool, bool]]:
    """Plays to the end at random; for each fold of a pot still to be won, (the view's cannot_win
    before it, the outcome's word after it)."""
    told = []
    while not table.is_over:
        legal = table.legal_actions()
        seat, kinds = legal.seat, [option.kind for option in legal.options]
        said = table.public_view().cannot_win(seat)
        pick = rng.choice([kind for kind in kinds if kind != "fold"] or kinds)
        if "fold" in kinds and rng.random() < (0.6 if said else 0.15):  # the lead folds at times too
            pick = "fold"
        if pick == "fold" and legal.decision != "wild_cost":
            start = table.hand_events_start
            table.apply(Action(seat, pick))  # (the pot's last fold deals the next: its events from `start`)
            pot = _Pot.read(table.events[start:], table.rules.wild_ranks)
            told.append((said, seat in pot.spent))
        else:
            table.apply(Action(legal.seat, pick))
    return told


@pytest.mark.parametrize("rules, n", [(EVEN, 4), (SHORT, 5), (NIGHT, 5), (MIDNIGHT, 6)])
def test_a_fold_is_beaten_in_the_result_exactly_when_the_table_said_it_could_not_win(rules, n):
    told = []
    for seed in range(60):
        table = Table(rules, seats(n), seed=seed)
        told += folds_told(table, random.Random(seed))
    assert told, "no fold was played"
    assert any(said for said, _ in told), "no seat folded beaten: the property was not put to the test"
    assert [said for said, _ in told] == [counted for _, counted in told]
