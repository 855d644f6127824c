"""The call rule (issue 25): a margin in expected value keeps the equity a style asks for short of
certainty at every price, and nothing folds a near-certain winner or pays for a near-certain loser.

The rule asks that a call's expected winnings be the style's `call` times its expected losses:
odds of winning at least `call` times the pot odds. The old rule multiplied break-even by the
margin, so at a price of the pot (break-even one half) the Rock (2.4) and the Shark (3.0) asked
for more than certainty and folded four aces.
"""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from engine.bots import DIFFICULTIES, get_style, list_styles
from engine.bots.policy import (
    SURE_FOLD,
    SURE_STAY,
    TRIFLE_ODDS,
    Spot,
    break_even,
    choose,
    required_equity,
)

STYLES = list_styles()
LEVELS = list(DIFFICULTIES.values())
PAYING = {"call", "raise", "bet", "complete", "pay"}


def test_the_equity_asked_is_short_of_certainty_at_every_price():
    for even in (0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99):
        assert required_equity(even, 1.0) == pytest.approx(even)  # margin 1: break-even
        for margin in (0.45, 1.5, 3.0, 10.0):
            asked = required_equity(even, margin)
            assert 0 < asked < 1
            # the odds of winning asked are `margin` times the pot odds
            assert asked / (1 - asked) == pytest.approx(margin * even / (1 - even))
        assert required_equity(even, 1.5) < required_equity(even, 3.0)
    # a cheap call asks about the margin times break-even, as a multiplier did
    assert required_equity(0.02, 1.5) == pytest.approx(0.03, abs=0.001)


def test_every_style_pays_the_pot_for_a_wild_card_with_four_fifths_equity_by_its_margin_alone():
    """Heads-up, a face-up three in Strikeout costs the pot (2 into 2): break-even is one half.
    With 80% equity the margin rule alone pays, for every style at every level, against a typical
    player's read (the equity in plain sight is set below the sure-stay line, so only the margin
    decides); a multiplier on break-even asked 1.2 to 1.98 of the tight styles."""
    spot = Spot(
        {"pay": 2.0, "fold": 0.0}, equity=0.8, players_in=2, pot=2.0, bet=1.0, rounds_left=3, sighted=0.5
    )
    assert break_even(spot, 2.0) == 0.5
    for style, level in itertools.product(STYLES, LEVELS):
        steady = dataclasses.replace(level, noise=0.0)
        assert choose(spot, style, steady, random.Random(0)) == "pay", (style.id, level.id)


def spots():
    """Decisions with a price to pay or refuse, at every kind of price: cheap and dear, heads-up
    and multiway, early and on the last round, with costly wilds ahead, read against players who
    seldom bet (which widens hard's margin) and who always do."""
    choices = [
        {"fold": 0.0, "call": 1.0, "raise": 2.0},
        {"fold": 0.0, "call": 3.0},
        {"pay": 2.0, "fold": 0.0},
        {"pay": 40.0, "fold": 0.0},
        {"pay": 1.0, "decline": 0.0},
    ]
    for options, pot, players, rounds, wilds, aggression, stud in itertools.product(
        choices, (1.0, 4.0, 40.0), (2, 6), (0, 4), (0.0, 8.0), (0.05, 0.95), (True, False)
    ):
        yield Spot(
            options,
            equity=0.5,
            players_in=players,
            pot=pot,
            bet=1.0,
            rounds_left=rounds,
            last_round=stud and rounds == 0,
            slowplay_pays=stud and rounds > 0,
            wild_cost_ahead=wilds,
            aggression=aggression,
            hidden_hands=stud,
            bonus_gain=0.05,
        )


@pytest.mark.parametrize("level", LEVELS, ids=lambda level: level.id)
def test_no_style_folds_four_fifths_or_pays_with_a_tenth_at_any_price(level):
    """Over every kind of price, every style, and many draws of the level's noise (easy's is the
    widest): at least SURE_STAY equity never folds (a four's card may be declined: that keeps the
    hand), at most SURE_FOLD never buys a four's card, nor calls, raises or pays unless the pot
    odds pay for it (a tenth of a pot of 40 is worth a chip: then the margin decides, below) or, in
    No Peek, the price is a chip into 16 or more (TRIFLE_ODDS: any hand that can win pays it). The
    line holds on the equity in plain sight even when the level's own estimate is far off it (easy
    blind to upcards, normal believing a bet)."""
    assert (SURE_STAY, SURE_FOLD) == (0.8, 0.1)
    checked = 0
    for spot in spots():
        for plain, own in ((0.8, 0.8), (0.97, 0.97), (0.8, 0.3), (0.1, 0.1), (0.02, 0.02), (0.1, 0.6)):
            judged = dataclasses.replace(spot, equity=own, sighted=plain if plain != own else None)
            for style in STYLES:
                for seed in range(4):
                    kind = choose(judged, style, level, random.Random(seed))
                    assert kind in spot.options
                    if plain >= SURE_STAY:
                        assert kind != "fold", (style.id, judged)
                    # a four's card is never bought at the line, whatever the odds
                    odds_pay = "decline" not in spot.options and plain >= break_even(
                        judged, _stay_price(judged)
                    )
                    if plain <= SURE_FOLD and not odds_pay and not _trifle(judged):
                        assert kind not in PAYING, (style.id, judged)
                    checked += 1
    assert checked > 10_000


def _trifle(spot: Spot) -> bool:
    """No Peek, a price into a pot TRIFLE_ODDS times it: paid by any hand that can win
    (tests/test_bots_no_peek_chip_into_sixteen.py)."""
    return not spot.hidden_hands and spot.pot >= TRIFLE_ODDS * _stay_price(spot) > 0


def _stay_price(spot: Spot) -> float:
    return spot.options.get("call", spot.options.get("pay", 0.0))


def test_a_tenth_of_a_big_pot_the_odds_pay_for_is_called_under_the_sure_fold_line():
    """2 into 40 (a raise's price: one bet at 1 in 21 or better is called on policy.CLEAR_ODDS)
    breaks even at 1 in 21: with 6% equity (under the sure-fold line) every style calls, the Shark
    too, whose margin asks three times the pot odds (the pot-odds floor, policy.CHEAP_SHARE:
    tests/test_bots_pot_odds_floor.py)."""
    spot = Spot({"fold": 0.0, "call": 2.0}, equity=0.06, players_in=2, pot=40.0, bet=1.0, rounds_left=0)
    steady = dataclasses.replace(DIFFICULTIES["normal"], noise=0.0)
    kinds = {
        style: choose(spot, get_style(style), steady, random.Random(0))
        for style in ("loose_passive", "balanced", "tight_aggressive")
    }
    assert kinds == {"loose_passive": "call", "balanced": "call", "tight_aggressive": "call"}


def test_above_the_lines_the_styles_still_differ():
    """Between the lines the margin decides: at 40% equity for 1 into 2 (break-even a third) the
    Station and the Maniac call, the Rock and the Shark fold."""
    spot = Spot({"fold": 0.0, "call": 1.0}, equity=0.4, players_in=2, pot=2.0, bet=1.0, rounds_left=0)
    steady = dataclasses.replace(DIFFICULTIES["normal"], noise=0.0)
    kinds = {
        style: choose(spot, get_style(style), steady, random.Random(0))
        for style in ("loose_passive", "loose_aggressive", "tight_passive", "tight_aggressive")
    }
    assert kinds == {
        "loose_passive": "call",
        "loose_aggressive": "call",
        "tight_passive": "fold",
        "tight_aggressive": "fold",
    }
