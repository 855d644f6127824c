"""The pot-odds floor (policy.CHEAP_SHARE): a newcomer's play-test of Baseball saw the computer
players fold a 1-chip bet on seventh street into a pot of 14 to 18 chips, pot odds of 14 to 18 to
1 that any hand with more than about one chance in 15 must call, so that few pots reached a
showdown. Normal takes a bet at its word, drawing the bettor's hidden cards as strong as its bets
say: at bot tables it read a chance of 0.43 in plain sight as 0.003 and folded 1 into 14, on that
read and its style's margin.

The property held here: facing a price of at most a tenth of the pot it joins, a computer player
of any style and level never folds while its chance from every card in sight (`Spot.plain_equity`)
pays the pot odds (`policy.break_even`). Dearer prices keep the style's margin: a tight style
still folds what a loose one calls.
"""

from __future__ import annotations

import random

import pytest

from engine.bots import DIFFICULTIES, get_style, list_styles
from engine.bots.policy import CHEAP_SHARE, Spot, break_even, choose
from tests.bot_spots import facing_a_call, pays

STYLES = [style.id for style in list_styles()]
SEEDS = range(12)


def baseball_call(
    pot: float, equity: float, sighted: float, price: float = 1.0, players_in: int = 3, rounds_left: int = 0
) -> Spot:
    """Baseball, `price` to call into `pot` with `rounds_left` betting rounds to come (0: seventh
    street, the last): `equity` the level's estimate (normal believes the bet), `sighted` the chance
    from every card in sight."""
    return Spot(
        {"fold": 0.0, "call": price, "raise": price + 1.0},
        equity=equity,
        players_in=players_in,
        pot=pot,
        bet=1.0,
        rounds_left=rounds_left,
        slowplay_pays=rounds_left > 0,
        last_round=rounds_left == 0,
        sighted=sighted,
        wild_game=True,
    )


@pytest.mark.parametrize("level", list(DIFFICULTIES))
@pytest.mark.parametrize("style", STYLES)
def test_one_into_fifteen_with_a_live_hand_is_called_on_baseball_call(style, level):
    for pot in (9.0, 15.0, 18.0):
        for sighted in (1.2 / (pot + 1), 0.2, 0.43):  # from just over the pot odds to the bench's spot
            spot = baseball_call(pot, 0.003, sighted)
            assert spot.plain_equity >= break_even(spot, 1.0)
            for seed in SEEDS:
                kind = choose(spot, get_style(style), DIFFICULTIES[level], random.Random(seed))
                assert kind != "fold", (pot, sighted, seed)


@pytest.mark.parametrize("level", list(DIFFICULTIES))
@pytest.mark.parametrize("style", STYLES)
def test_a_sharks_full_house_one_into_ten_with_a_card_to_come_is_called(style, level):
    # a simulated session's spot, heads-up: believing the bet, normal put the full house's chance at
    # 0.108 (0.46 on the cards in sight), over the 1 in 11 the call needs but under what the
    # Shark's margin asks: it folded (then the floor spared a flush or better alone)
    spot = baseball_call(10.0, 0.108, 0.46, players_in=2, rounds_left=1)
    assert break_even(spot, 1.0) < spot.equity
    for seed in SEEDS:
        assert choose(spot, get_style(style), DIFFICULTIES[level], random.Random(seed)) != "fold"


def test_a_hand_the_pot_odds_do_not_pay_for_is_still_folded():
    spot = baseball_call(15.0, 0.02, 0.03)  # under the 1 in 16 the call needs
    assert choose(spot, get_style("tight_passive"), DIFFICULTIES["hard"], random.Random(0)) == "fold"


def test_at_a_dearer_price_a_tight_style_folds_what_a_loose_one_calls():
    # a raise, 2 into 6 (break-even a quarter), a chance of 0.3 on every count: over the pot odds,
    # under what the Rock's and the Shark's margins ask, over what the Station's and the Maniac's do
    spot = baseball_call(6.0, 0.3, 0.3, price=2.0)
    level = DIFFICULTIES["hard"]  # no noise: the margin alone decides
    kinds = {style: choose(spot, get_style(style), level, random.Random(0)) for style in STYLES}
    assert kinds["tight_passive"] == kinds["tight_aggressive"] == "fold"
    assert kinds["loose_passive"] == kinds["loose_aggressive"] == "call"


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_no_live_hand_is_folded_at_a_tenth_of_the_pot_in_baseball(level, monkeypatch):
    seen = facing_a_call("baseball", level, 4, monkeypatch, seats=5)
    cheap = [
        (spot, kind)
        for spot, kind in seen
        if spot.options["call"] <= CHEAP_SHARE * (spot.pot + spot.options["call"])
    ]
    live = [(spot, kind) for spot, kind in cheap if pays(spot)]
    assert len(live) >= 60, len(live)  # enough spots to mean something
    folded = [(spot.pot, round(spot.plain_equity, 3)) for spot, kind in live if kind == "fold"]
    assert folded == []
    # and the pot odds still decide: some seats fold the cheap prices they do not pay for
    assert any(kind == "fold" for spot, kind in cheap if not pays(spot))


@pytest.mark.parametrize("level", list(DIFFICULTIES))
@pytest.mark.parametrize("style", STYLES)
def test_a_wild_cards_price_of_a_tenth_of_the_pot_is_paid_the_same_way(style, level):
    # Pay Three: an exposed three costs 2, here into 30 on sixth street, three seats in; a chance
    # in plain sight of 0.2 pays the 1 in 16 it needs many times over, though the Rock's margin
    # times its wild_tax asks more of normal's belief in the bets (0.06)
    spot = Spot(
        {"fold": 0.0, "pay": 2.0},
        equity=0.06,
        players_in=3,
        pot=30.0,
        bet=1.0,
        rounds_left=1,
        sighted=0.2,
        wild_game=True,
    )
    assert spot.plain_equity >= break_even(spot, 2.0)
    for seed in SEEDS:
        assert choose(spot, get_style(style), DIFFICULTIES[level], random.Random(seed)) == "pay", seed
