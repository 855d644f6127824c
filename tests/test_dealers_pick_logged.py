"""A dealer's call of the pot's game is the log's last word before its deal (game.felt.director):
a newcomer's play-test read only "Babe deals hand 2 of 8" after Babe had picked Midnight Baseball,
a newcomer's hint (the AUTO-CHECK button's meaning) said in between having pushed the call out of
the log's lines; another read the COACH hint where "You pick Baseball" had been."""

from __future__ import annotations

import pytest

from engine.events import HandStart, PotGame
from engine.profile import load_profile
from game.felt.director import Director
from game.felt.table_model import Seat, TableModel
from game.platform.tween import Tweens
from game.telling.hints import CHECK_AHEAD_MEANING


@pytest.mark.parametrize(("chooser", "said"), [(1, "Babe picks"), (0, "You pick"), (None, "Next game:")])
def test_the_call_is_logged_just_before_the_deal_whatever_was_said_in_between(chooser, said):
    director = Director(TableModel(), Tweens(), 0, {})
    director.model.seats = [Seat("You", "", True), Seat("Babe", "", False), Seat("Casey", "", False)]
    director.model.pots = 8
    rules = load_profile("midnight-baseball")
    director.on_game(PotGame(2, chooser, rules.id, rules))
    director.log(CHECK_AHEAD_MEANING)  # a hint said while the table waits for the deal
    director.on_hand_start(HandStart(2, 1, None))
    call, deal = list(director.model.log)[-2:]
    assert call == f"{said} Midnight Baseball" and deal.startswith("Babe deals hand"), director.model.log
    assert sum(line == call for line in director.model.log) == 1  # said once


def test_an_earlier_pots_same_call_stays_where_it_was():
    director = Director(TableModel(), Tweens(), 0, {})
    director.model.seats = [Seat("You", "", True), Seat("Babe", "", False)]
    rules = load_profile("baseball")
    director.log("Babe picks Baseball")  # pot 1's call
    director.log("Babe wins 12")
    director.on_game(PotGame(3, 1, rules.id, rules))
    assert list(director.model.log)[-3:] == ["Babe picks Baseball", "Babe wins 12", "Babe picks Baseball"]
    director.log(CHECK_AHEAD_MEANING)
    director.on_hand_start(HandStart(3, 1, None))
    said = list(director.model.log)
    assert said[-4:-1] == ["Babe wins 12", CHECK_AHEAD_MEANING, "Babe picks Baseball"], said
    assert said.count("Babe picks Baseball") == said[:1].count("Babe picks Baseball") + 1, said
