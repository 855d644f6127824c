"""No Peek: a price into a pot at least sixteen times it (1 chip into 16 or more) is paid by every
seat that can still win, whatever its chance, style and level (policy.TRIFLE_ODDS). A newcomer's
play-test watched Night and Midnight Baseball's computer players fold 1 chip into pots of 16 to 22,
and the log said why: "price too high". The pot-odds floor (policy.CHEAP_SHARE) already called a
tenth of the pot whenever the chance paid the odds; these seats' chances were under the 1 in 17
the call needed, so the fold was sound arithmetic, but nobody at a home table calls a chip into
sixteen too dear, and the log's why said so. Dearer prices are left to the pot odds and the style:
the Rock still folds a poor pile to 1 chip into 15, and stud keeps its rules.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.bots import DIFFICULTIES, get_style, list_styles
from engine.bots.policy import Spot, break_even, choose
from tests.bot_spots import facing_a_call, no_peek_price

STYLES = [style.id for style in list_styles()]
SEEDS = range(12)


@pytest.mark.parametrize("level", list(DIFFICULTIES))
@pytest.mark.parametrize("style", STYLES)
def test_one_chip_into_sixteen_is_called_by_every_style_and_level(style, level):
    for pot, price in ((16.0, 1.0), (22.0, 1.0), (32.0, 2.0)):  # the play-test's pots; a raise's 2
        for chance in (0.01, 0.025, 0.04):  # each under the 1 in 17 to 23 the call needs
            for unturned in (False, True):  # a started pile, one not turned at all
                spot = dataclasses.replace(no_peek_price(pot, chance, price), unturned=unturned)
                assert spot.plain_equity < break_even(spot, price)  # the pot odds alone would fold it
                for seed in SEEDS:
                    kind = choose(spot, get_style(style), DIFFICULTIES[level], random.Random(seed))
                    assert kind != "fold", (pot, price, chance, unturned, seed)


@pytest.mark.parametrize("level", list(DIFFICULTIES))
@pytest.mark.parametrize("style", STYLES)
def test_a_wild_cards_price_of_a_sixteenth_of_the_pot_is_paid(style, level):
    spot = Spot({"fold": 0.0, "pay": 1.0}, 0.02, 4, 20.0, 1.0, 2, hidden_hands=False, slowplay_pays=False)
    for seed in SEEDS:
        assert choose(spot, get_style(style), DIFFICULTIES[level], random.Random(seed)) == "pay"


def test_a_strong_hand_facing_a_chip_into_sixteen_may_still_raise():
    spot = dataclasses.replace(no_peek_price(16.0, 0.9), leading=True)
    assert choose(spot, get_style("loose_aggressive"), DIFFICULTIES["hard"], random.Random(0)) == "raise"


def test_the_rock_still_folds_a_poor_pile_to_one_chip_into_fifteen():
    spot = no_peek_price(15.0, 0.03)  # under the 1 in 16 the call needs, into a pot under 16
    assert choose(spot, get_style("tight_passive"), DIFFICULTIES["hard"], random.Random(0)) == "fold"


def test_stud_keeps_its_rules_at_one_chip_into_sixteen():
    stud = Spot({"fold": 0.0, "call": 1.0, "raise": 2.0}, 0.02, 4, 16.0, 1.0, 0, last_round=True)
    assert choose(stud, get_style("tight_passive"), DIFFICULTIES["hard"], random.Random(0)) == "fold"


@pytest.mark.parametrize("level", list(DIFFICULTIES))
@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_at_seeded_tables_no_seat_folds_a_chip_into_sixteen(profile, level, monkeypatch):
    # so the log's "price too high" (game.telling.event_words.PRICED_OUT, said of a computer player's
    # No Peek fold) is never said of a price into a pot sixteen times it; a hand that cannot win
    # folds and is said to be beaten (game.play.table_host's DeadFold)
    seen = facing_a_call(profile, level, 3 if level == "hard" else 6, monkeypatch, seats=5)
    live = [(spot, kind) for spot, kind in seen if spot.certainty != "dead"]
    trifles = [(spot, kind) for spot, kind in live if spot.pot >= 16 * spot.options["call"]]
    assert len(trifles) >= 20, len(trifles)  # enough spots to mean something
    assert [(spot.pot, round(spot.plain_equity, 3)) for spot, kind in trifles if kind == "fold"] == []
