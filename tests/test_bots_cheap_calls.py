"""Cheap calls in wild games (two newcomers' play-tests: the computer players fold too easily).

- No Peek: a seat folded a call of 1 into a pot of 38 with three cards left to turn. Its chance of
  winning was above the 1 in 39 the call needs, but under what its style's margin asked (the Shark
  asks three times the pot odds in expected value: about 0.07 there). Nothing is hidden in No Peek,
  so a call of at most a tenth of the pot it joins is made whenever the pot odds pay for it, by
  every style at every level (policy.CHEAP_SHARE); dearer calls keep the style's margin.
- Baseball's third street at six seats: easy and normal count a draw's implied odds in a wild game
  (policy.break_even): a hand behind now pays the later bets about as often as it catches up, and
  wins what the others pay then. Hard keeps its measured margin there (Difficulty.opening_call_scale).
- No Peek, a pile not one card of which is turned, facing a bet of 1 (a play-test: a seat folded
  before turning a card): the nearly-dead line (policy.SURE_FOLD) no longer folds it. Nothing of
  its cards is in sight, and an estimate of a tenth or less there is a few imagined deals falling
  short: the Station, whose margin calls it, folded it on that line. The style's margin decides.
- Stud, a showing flush facing a call of at most a tenth of the pot (a play-test: a Shark folded
  one 1 into 11): called by every style when the pot odds pay for it, as in No Peek; any hand is
  since (the pot-odds floor: tests/test_bots_pot_odds_floor.py).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.actions import Action
from engine.bots import DIFFICULTIES, get_style, list_styles, make_bot, reading
from engine.bots.baselines import CallingPlayer, RaisingPlayer
from engine.bots.policy import Spot, break_even, choose
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from tests.bot_spots import no_peek_price

STYLES = [style.id for style in list_styles()]
SEEDS = range(12)


@pytest.mark.parametrize("level", list(DIFFICULTIES))
@pytest.mark.parametrize("style", STYLES)
def test_one_into_thirty_eight_with_the_pot_odds_paid_is_called_in_no_peek(style, level):
    spot = no_peek_price(38.0, 0.045)  # the play-test's spot: 0.045 > 1/39
    assert spot.equity > break_even(spot, 1.0)
    for seed in SEEDS:
        assert choose(spot, get_style(style), DIFFICULTIES[level], random.Random(seed)) == "call"


def test_a_dear_no_peek_call_keeps_the_styles_margin():
    # 1 into 5: a sixth of the pot, not cheap; before a card of its pile is turned, the Rock and the
    # Shark still fold a fifth of equity (a started pile calls what the odds pay for:
    # tests/test_bots_no_peek_pot_odds.py)
    spot = dataclasses.replace(no_peek_price(5.0, 0.2), unturned=True)
    assert spot.equity > break_even(spot, 1.0)
    for style in ("tight_passive", "tight_aggressive"):
        assert choose(spot, get_style(style), DIFFICULTIES["hard"], random.Random(0)) == "fold"


def no_peek_cheap_but_not_paid() -> Spot:
    # under the 1 in 13 the call needs: the pot odds do not pay (a chip into 16 or more is paid by
    # any hand that can win: tests/test_bots_no_peek_chip_into_sixteen.py)
    return no_peek_price(12.0, 0.05)


def test_a_cheap_no_peek_call_the_odds_do_not_pay_is_still_folded_by_a_tight_style():
    spot = no_peek_cheap_but_not_paid()
    assert choose(spot, get_style("tight_passive"), DIFFICULTIES["hard"], random.Random(0)) == "fold"


def third_street_bet(equity: float, players_in: int = 6) -> Spot:
    """Baseball's first betting round, six antes and a 1-chip bet in, 1 to call."""
    return Spot(
        {"fold": 0.0, "call": 1.0, "raise": 2.0},
        equity=equity,
        players_in=players_in,
        pot=float(players_in + 1),
        bet=1.0,
        rounds_left=4,
        first_round=True,
        wild_game=True,
    )


def test_normal_calls_a_minimum_third_street_bet_with_a_typical_wild_game_holding():
    # 0.10: about the median chance normal sees facing a bet at six seats (it believes the bet),
    # under the immediate pot odds (1 in 8) but well over what the later bets make it worth
    spot = third_street_bet(0.10)
    assert spot.equity < break_even(spot, 1.0)
    for seed in SEEDS:
        assert choose(spot, get_style("balanced"), DIFFICULTIES["normal"], random.Random(seed)) == "call"
    # hard keeps its measured third-street margin: it folds what normal calls
    assert choose(spot, get_style("balanced"), DIFFICULTIES["hard"], random.Random(0)) == "fold"


def test_implied_odds_grow_with_the_seats_and_are_none_heads_up_or_without_cards_to_come():
    six, three, two = third_street_bet(0.1), third_street_bet(0.1, 3), third_street_bet(0.1, 2)
    assert break_even(six, 1.0, draws=True) < break_even(three, 1.0, draws=True) < break_even(three, 1.0)
    assert break_even(two, 1.0, draws=True) == break_even(two, 1.0)
    river = Spot({"fold": 0.0, "call": 1.0}, equity=0.1, players_in=6, pot=30.0, bet=1.0, rounds_left=0)
    assert break_even(river, 1.0, draws=True) == break_even(river, 1.0)


def first_price(profile: str, seats: int, seed: int, bot: int, raiser: int, facing) -> tuple:
    """The view and options of seat `bot` at the first price it faces that `facing(view, price)`
    accepts, in the first pot of a seeded table: seat `raiser` bets and raises at every chance,
    every other seat (the bot too, until then) checks and calls."""
    table = Table(
        load_profile(profile),
        [SeatInfo(f"P{i}", "bot", "t") for i in range(seats)],
        seed,
        first_dealer=seats - 1,
    )
    while table.hand.number == 1 and not table.is_over:
        legal = table.legal_actions()
        view = table.view(legal.seat)
        price = next((option.amount for option in legal.options if option.kind == "call"), None)
        if legal.seat == bot and "fold" in legal.kinds and price is not None and facing(view, price):
            return view, legal
        player = RaisingPlayer() if legal.seat == raiser else CallingPlayer()
        table.apply(Action(legal.seat, player.decide(view, legal).kind))
    raise AssertionError("the seat never faced that price")


def unturned_pile_facing_one_chip() -> tuple:
    """Midnight Baseball, six seats: seat 0 turns a wild three and bets 1; seat 1 has turned nothing."""
    return first_price("midnight-baseball", 6, 1, 1, 0, lambda view, price: not view.upcards[1])


def test_the_unturned_scene_is_one_chip_into_seven_with_a_wild_three_showing():
    view, legal = unturned_pile_facing_one_chip()
    assert [str(card) for card in view.upcards[0]] == ["3d"] and view.upcards[1] == ()
    assert (view.to_call, view.pot, len(view.live)) == (1, 7, 6)
    assert reading.spot(view, legal, 0.1).unturned


@pytest.mark.parametrize("level", list(DIFFICULTIES))
def test_the_station_calls_a_bet_of_one_before_turning_a_card(level):
    view, legal = unturned_pile_facing_one_chip()
    for seed in range(3):  # before the fix easy folded it at two seeds of three, on the nearly-dead line
        assert make_bot("loose_passive", level, seed).decide(view, legal).kind != "fold"


def test_the_nearly_dead_line_folds_a_turned_pile_but_not_an_unturned_one():
    # six seats, 1 into 7 (break-even 1 in 8), an estimate of 0.07: under the nearly-dead line
    turned = Spot(
        {"fold": 0.0, "call": 1.0, "raise": 2.0},
        equity=0.07,
        players_in=6,
        pot=7.0,
        bet=1.0,
        rounds_left=2,
        slowplay_pays=False,
        hidden_hands=False,
    )
    unturned = dataclasses.replace(turned, unturned=True)
    level = DIFFICULTIES["hard"]  # no noise: the line alone decides
    for seed in SEEDS:
        assert choose(turned, get_style("loose_passive"), level, random.Random(seed)) == "fold"
        assert choose(unturned, get_style("loose_passive"), level, random.Random(seed)) == "call"


def test_a_showing_flush_is_not_folded_to_a_tenth_of_the_pot():
    """Baseball, four seats, seed 591: the bot (seat 0) shows Qc 6c Kc 4c 9c (its four's card came
    up a club) and faces 1 into 19."""
    view, legal = first_price(
        "baseball", 4, 591, 0, 1, lambda view, price: price == 1 and view.best_so_far().category == "flush"
    )
    assert [str(card) for card in view.upcards[0]] == ["Qc", "6c", "Kc", "4c", "9c"]
    assert (view.to_call, view.pot) == (1, 19)
    for style in ("tight_passive", "tight_aggressive"):
        for level in DIFFICULTIES:
            assert make_bot(style, level, 0).decide(view, legal).kind != "fold"
