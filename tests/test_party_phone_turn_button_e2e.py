"""The phone's No Peek turn button says TURN TILL YOU LEAD, as the TV's and the keys page do, whole
on its one wide button at A and A+ (a newcomer's play-test pressed a TURN that turned card after
card). The message is the host's own (protocol.your_turn at a real No Peek table's turn).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from test_party_phone_playtest_e2e import ledger, phone, play_state, served  # noqa: F401

from engine.actions import Action, FlowDecision
from engine.profile import load_profile
from engine.simulate import SeatInfo
from engine.table import Table
from game.party import protocol

pytestmark = pytest.mark.e2e


def no_peek_turn() -> dict:
    """The your_turn message of the first TURN decision of a four-seat No Peek pot, for seat 0."""
    seats = [SeatInfo(f"P{i}", "bot", "balanced") for i in range(4)]
    table, pick = Table(load_profile("no-peek"), seats, 1, "no-peek"), random.Random(1)
    while True:
        legal = table.legal_actions()
        assert legal is not None
        if legal.decision == FlowDecision.TURN:
            message = dict(protocol.your_turn(legal, "TURN TILL YOU LEAD", Fraction(0), 5, None))
            return {**message, "seat": 0}
        kinds = [option.kind for option in legal.options if option.kind != "fold"]
        table.apply(Action(legal.seat, pick.choice(kinds)))


@pytest.mark.parametrize("large", [False, True])
def test_the_phones_turn_button_says_till_you_lead_whole(phone, large):  # noqa: F811
    ann = phone(large=large)
    ann.sit()
    ann.feed(play_state(flow="no_peek", actor=0), ledger(2), no_peek_turn())
    ann.page.wait_for_selector("#decide:not([hidden])")
    button = '#buttons button[data-kind="turn"]'
    assert ann.page.inner_text(button).strip() == "TURN TILL YOU LEAD"
    # whole inside its button: no letter cut off or spilling over its edge
    assert ann.page.eval_on_selector(button, "b => b.scrollWidth <= b.clientWidth")
    ann.shot(f"turn-button-{'large' if large else 'normal'}", full=False)
