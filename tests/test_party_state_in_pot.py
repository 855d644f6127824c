"""The state's `in_pot` (game.party.room_states.put_in): all a seat has put into the pot in play,
which its `net` counts and tonight's ledger does not yet (a guest play-test's seat read -18 over
the ledger's -12). Checked against the balances themselves: what the seat had when the hand began
(the last hand's end) less what it has now, at every decision of random sessions."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engine.actions import Action
from engine.events import HandEnd, SeatInfo
from engine.profile import load_profile
from engine.table import Table
from game.party.room_states import put_in

PROFILES = [
    "baseball",
    "baseball-paid-fours",
    "baseball-pay-three",
    "midnight-baseball",
    "night-baseball",
    "no-peek",
]
SEATS = [SeatInfo(name, "bot", "rock") for name in ("A", "B", "C", "D")]


def balances_at_hand_start(table: Table) -> tuple[Fraction, ...]:
    ends = [e for e in table.events[: table.hand_events_start] if isinstance(e, HandEnd)]
    return ends[-1].balances if ends else (Fraction(0),) * len(SEATS)


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_in_pot_is_what_the_seats_balance_gave_since_the_hand_began(profile, seed):
    table, rng, checked = Table(load_profile(profile), SEATS, seed), random.Random(seed), 0
    while not table.is_over:
        view = table.public_view()
        start = balances_at_hand_start(table)
        for seat in range(len(SEATS)):
            assert put_in(view.history, seat) == start[seat] - view.balances[seat], (seat, view.hand)
        assert sum(put_in(view.history, seat) for seat in range(len(SEATS))) == view.pot
        legal = table.legal_actions()
        table.apply(Action(legal.seat, rng.choice(legal.kinds)))
        checked += 1
    assert checked > 20
