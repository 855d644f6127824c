"""A computer dealer in a Dealer's Choice with a player at a shared screen (a party's TV) calls only
the games every seat plays, the No Peek games, as a TV dealer is offered (engine.dealers_choice
`played_by_all`): a host play-test's computer dealer called Seven-Card Stud and the TV's player sat
the whole pot out. Without a TV player its calls are as before; a person's stud call is still
theirs (tests/test_engine_sit_out)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.actions import Action, SessionDecision
from engine.bots.game_choice import TASTE, call_game
from engine.events import PotGame
from engine.profile import load_profile
from engine.table import SeatInfo, Table

DC = dataclasses.replace(load_profile("dealers-choice"), pots=8)
STYLES = list(TASTE)  # the Rock first: its taste is the tamest game, Seven-Card Stud


def bot_calls(seed: int, shared: list[int]) -> list[PotGame]:
    """A session of four computer players, each dealer calling by its style (call_game), every
    other decision drawn at random; the seats `shared` played at the TV. Its pots' games."""
    seats = [SeatInfo(f"P{seat}", "bot", STYLES[seat]) for seat in range(4)]
    table = Table(DC, seats, seed, shared_screens=shared)
    picks = random.Random(seed)
    while not table.is_over:
        legal = table.legal_actions()
        assert legal is not None
        if legal.decision == SessionDecision.CHOOSE_GAME:
            table.apply(call_game(table.view(legal.seat), legal))
        else:
            table.apply(Action(legal.seat, picks.choice(legal.options).kind))
    return [event for event in table.events if isinstance(event, PotGame)]


@pytest.mark.parametrize("seed", range(6))
def test_a_computer_dealer_never_calls_a_stud_game_with_a_player_at_the_tv(seed):
    games = bot_calls(seed, shared=[3])  # the Maniac's seat at the TV: the Rock, Shark... deal
    assert games and not any(game.rules.deals_hidden for game in games), [game.profile for game in games]


def test_without_a_tv_player_the_same_dealers_still_call_stud():
    called = [game.profile for seed in range(6) for game in bot_calls(seed, shared=[])]
    assert "seven-card-stud" in called and "baseball" in called, called


def test_the_calls_stay_the_same_for_the_same_seed():
    assert bot_calls(4, shared=[3]) == bot_calls(4, shared=[3])
