"""No Peek: the hand that beats the board is not folded cheaply (newcomers' play-test: a normal
computer player folded Midnight Baseball's leading flush to a 1-chip bet into a 22-chip pot).

Three seats, the bot first to turn (seat 0), a player who bets and raises at every chance (seat 1)
and one who only checks and calls (seat 2). The bot's pile turns 2d 2c Ac 8c Th 7c 3c: its last
card, a wild three, makes the clubs flush that leads. It checks the flush (scripted: it calls and
checks along until then) and the bettor bets 1 into 23. With the others still holding cards to
turn, its chance of winning is small (under a tenth: each of them may yet beat a flush with wild
threes and nines to come) but well above the 1 in 24 the call needs. Before the fix every style at
the normal and hard levels folded it: a tenth or less of equity never paid, whatever the price.
(Easy is left out: it imagines so few deals that its estimate of a chance this small is a guess.)
"""

from __future__ import annotations

import random

import pytest

from engine.actions import Action
from engine.bots import list_styles, make_bot, reading
from engine.bots.baselines import CallingPlayer, RaisingPlayer
from engine.bots.equity import equity
from engine.cards import parse_cards
from engine.profile import load_profile
from engine.table import SeatInfo, Table

DECK = parse_cards(
    "2d 4h 4c 2c 9c 2s Ac 7s As 8c 6c Tc Th Ts 3d 7c Ah Kh 3c Js 4s 6h 8d 7d Jh Ks"
    " Qs 7h 8s 9h 6s Td Qc 6d 5s Jc Qd 4d Ad 5h 8h Qh 5d 3h 9d 9s Kd 2h 3s Jd 5c Kc"
)


def the_leaders_price():
    """The view and choices when the bot, leading with its flush (its whole pile turned), faces a bet."""
    table = Table(
        load_profile("midnight-baseball"),
        [SeatInfo(name, "bot", "t") for name in ("bot", "bettor", "caller")],
        5,
        first_dealer=2,
        decks=[DECK],
    )
    others = {1: RaisingPlayer(), 2: CallingPlayer()}
    while table.hand.number == 1 and not table.is_over:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        if legal.seat == 0 and view.best == 0 and "fold" in legal.kinds and len(view.upcards[0]) == 7:
            return view, legal
        player = others.get(legal.seat, CallingPlayer())
        table.apply(Action(legal.seat, player.decide(view, legal).kind))
    raise AssertionError("the bot never faced a bet while leading with its flush")


def test_the_scene_is_a_leading_flush_facing_one_chip_into_a_big_pot():
    view, legal = the_leaders_price()
    assert [str(card) for card in view.upcards[0]] == ["2d", "2c", "Ac", "8c", "Th", "7c", "3c"]
    assert view.best_so_far() is not None and view.best_so_far().category == "flush"
    price = next(option.amount for option in legal.options if option.kind == "call")
    assert (price, view.pot) == (1, 23)
    chance = equity(reading.situation(view), 4000, random.Random(1))
    assert 1 / 24 < chance <= 0.1  # the pot odds pay, yet it is under the old sure-fold line


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("style", [style.id for style in list_styles()])
def test_a_leading_hand_whose_equity_pays_the_pot_odds_is_not_folded(style, level):
    view, legal = the_leaders_price()
    for seed in range(3):
        assert make_bot(style, level, seed).decide(view, legal).kind != "fold"
