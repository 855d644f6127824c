"""Cheap calls in wild games (two newcomers' play-tests: the computer players fold too easily).

- No Peek: a seat folded a call of 1 into a pot of 38 with three cards left to turn. Its chance of
  winning was above the 1 in 39 the call needs, but under what its style's margin asked (the Shark
  asks three times the pot odds in expected value: about 0.07 there). Nothing is hidden in No Peek,
  so a call of at most a tenth of the pot it joins is made whenever the pot odds pay for it, by
  every style at every level (policy.CHEAP_SHARE); dearer calls keep the style's margin.
- Baseball's third street at six seats: easy and normal count a draw's implied odds in a wild game
  (policy.break_even): a hand behind now pays the later bets about as often as it catches up, and
  wins what the others pay then. Hard keeps its measured margin there (Difficulty.opening_call_scale).
"""

from __future__ import annotations

import random

import pytest

from engine.bots import DIFFICULTIES, get_style, list_styles
from engine.bots.policy import Spot, break_even, choose

STYLES = [style.id for style in list_styles()]
SEEDS = range(12)


def no_peek_price(pot: float, equity: float) -> Spot:
    """Three seats in, this one not leading (the others' turned cards beat it), a 1-chip bet to call."""
    return Spot(
        {"fold": 0.0, "call": 1.0, "raise": 2.0},
        equity=equity,
        players_in=3,
        pot=pot,
        bet=1.0,
        rounds_left=2,
        slowplay_pays=False,
        hidden_hands=False,
    )


@pytest.mark.parametrize("level", list(DIFFICULTIES))
@pytest.mark.parametrize("style", STYLES)
def test_one_into_thirty_eight_with_the_pot_odds_paid_is_called_in_no_peek(style, level):
    spot = no_peek_price(38.0, 0.045)  # the play-test's spot: 0.045 > 1/39
    assert spot.equity > break_even(spot, 1.0)
    for seed in SEEDS:
        assert choose(spot, get_style(style), DIFFICULTIES[level], random.Random(seed)) == "call"


def test_a_dear_no_peek_call_keeps_the_styles_margin():
    # 1 into 5: a sixth of the pot, not cheap; the Rock and the Shark still fold a fifth of equity
    spot = no_peek_price(5.0, 0.2)
    assert spot.equity > break_even(spot, 1.0)
    for style in ("tight_passive", "tight_aggressive"):
        assert choose(spot, get_style(style), DIFFICULTIES["hard"], random.Random(0)) == "fold"


def no_peek_cheap_but_not_paid() -> Spot:
    return no_peek_price(38.0, 0.02)  # under 1 in 39: the pot odds do not pay


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
