"""No Peek: a seat whose pile is started (a card of it turned) or that leads, facing a bet of one,
calls whenever its chance of winning from every card in sight pays the pot odds (a newcomer's
play-test: "AI players fold 1 chip into a pot of 8 with 'price too high'").

Why it folded: 1 into 8 is a ninth of the pot it joins, just over policy.CHEAP_SHARE, so the
style's margin over the pot odds decided, on a sense of strength the level blurs (normal: noise of
0.08 x seats in). The Regular asks 0.13 there; Babe's chance, 0.14 from what it saw (0.16 on
twenty thousand deals), read under it and was folded. In No Peek a bet says nothing about a pile,
so the margin guards against nothing (as for the leader, tests/test_bots_no_peek_leader.py).

The property held here, over many seeded pots: facing a call of at most one bet, a No Peek seat
that leads or has turned a card never folds while its plain estimate (`Spot.plain_equity`, every
card in sight read plainly) reaches the break-even the pot odds ask (`policy.break_even`). A seat
that has not turned a card is left to its style (docs/opponents.md).
"""

from __future__ import annotations

import pytest

from engine.actions import Action
from engine.bots import make_bot, policy
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from tests.bot_spots import Spots, facing_a_call, pays

# the play-test's Dealer's Choice session: Casey (seat 2) picks Night Baseball and deals pot 1
PLAY_TEST_SEED = 184686900166900299179177863621018467335
BABE = 1
BEFORE_BABES_FOLD = [
    (2, "night-baseball"), (3, "turn"), (3, "check"), (0, "check"), (1, "check"), (2, "check"),
    (0, "turn"), (0, "bet"), (1, "call"), (2, "call"), (3, "fold"), (1, "turn"), (1, "turn"),
    (1, "turn"), (1, "turn"), (1, "check"), (2, "check"), (0, "check"), (2, "turn"), (2, "turn"),
    (2, "bet"), (0, "fold"),
]  # fmt: skip


def test_babe_calls_one_into_eight_with_a_pair_of_twos_to_beat_a_pair_of_tens(monkeypatch):
    table = Table(
        load_profile("dealers-choice"),
        [SeatInfo(name, "bot", "balanced") for name in ("You", "Babe", "Casey", "Yogi")],
        PLAY_TEST_SEED,
        "dealers-choice",
        hold_between_hands=True,
    )
    for seat, kind in BEFORE_BABES_FOLD:
        table.apply(Action(seat, kind))
    legal = table.legal_actions()
    view = table.view(BABE)
    assert legal.seat == BABE and view.rules.id == "night-baseball"
    assert [str(card) for card in view.upcards[BABE]] == ["5h", "Ts", "2c", "2h"]
    assert view.best == 2 and view.down_counts[BABE] == 5 and view.pot == 8
    spots = Spots(monkeypatch)
    # the bot the game seats there: the Regular at normal, seeded as game.play.session seeds it
    action = make_bot("balanced", "normal", PLAY_TEST_SEED * 31 + BABE).decide(view, legal)
    spot, _ = spots.take()
    assert spot.options["call"] == 1 and not spot.leading and not spot.unturned
    assert spot.plain_equity >= policy.break_even(spot, 1.0)  # the pot odds pay: 1 in 9
    assert action.kind == "call"


def pots_facing_one_bet(profile: str, level: str, sessions: int, monkeypatch: pytest.MonkeyPatch):
    """Every decision facing a call of at most one bet at four-seat tables, as (spot, kind) pairs."""
    seen = facing_a_call(profile, level, sessions, monkeypatch)
    return [(spot, kind) for spot, kind in seen if spot.options["call"] <= spot.bet]


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_a_started_pile_or_the_leader_never_folds_one_bet_the_pot_odds_pay_for(profile, level, monkeypatch):
    seen = pots_facing_one_bet(profile, level, 5, monkeypatch)
    in_play = [(spot, kind) for spot, kind in seen if spot.leading or not spot.unturned]
    paid = [(spot, kind) for spot, kind in in_play if pays(spot)]
    assert len(paid) >= 100, len(paid)  # enough spots to mean something
    folded = [(spot.pot, round(spot.plain_equity, 3)) for spot, kind in paid if kind == "fold"]
    assert folded == []
    # and the pot odds still decide: some of these seats fold what the odds do not pay for
    assert any(kind == "fold" for spot, kind in in_play if not pays(spot))
