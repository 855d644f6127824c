"""Every game a Dealer's Choice can deal is introduced the first time it is dealt at the table, by
its call's banner, with what sets it apart from the others: what is wild, what a four brings, a No
Peek game's deal and a bring-in game's forced first bet. A Hold'em newcomer's play-test: a computer
dealer called Seven-card stud at pot 1, its banner said "NO WILD CARDS. A 4 UP: NOTHING", and the
bring-in came unannounced. The games are read from the shipped profile, not listed here."""

from __future__ import annotations

import pygame
import pytest
from test_picked_for_banner import Drawn

from engine.actions import Action, SessionDecision
from engine.events import PotGame
from engine.money import mixed
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from game.felt.director import Director
from game.felt.game_banner import draw_game_banner
from game.felt.layout import LARGE, NORMAL
from game.felt.table_model import TableModel
from game.platform.text import KEEP
from game.platform.tween import Tweens

DC = load_profile("dealers-choice")
SEATS = [SeatInfo("You", "human", "human"), SeatInfo("Babe"), SeatInfo("Casey")]


def first_banner(game_id: str) -> tuple[str, str, str]:
    """The banner the table raises as `game_id` is first dealt: its dealer, whoever it is, calls it
    at pot 1."""
    table = Table(DC, SEATS, 4)
    legal = table.legal_actions()
    assert legal.decision == SessionDecision.CHOOSE_GAME
    table.apply(Action(legal.seat, game_id))
    director = Director(TableModel(), Tweens(), 0, {})
    events = table.events_for(0)
    (call,) = [event for event in events if isinstance(event, PotGame)]
    for event in events[: events.index(call) + 1]:  # (up to the deal, which ends the banner)
        director.play(event)
    banner = director.model.game_banner
    assert banner is not None, game_id  # introduced, whoever called it
    return banner


def rules_said(game) -> list[str]:
    """What the banner must say of `game`, in its capitals, from the game's own rules."""
    said = ["NO WILD CARDS" if not game.wild_ranks else "WILD"]
    said.append("A 4" if game.fours.face_up != "none" else "4 UP: NOTHING")  # (in a choice, it differs)
    if game.flow == "no_peek":
        said.append(f"NO PEEK: {game.cards} CARDS EACH")
    if game.betting.first_round == "bring_in":
        amounts = f"BET {mixed(game.betting.bring_in)} OR {mixed(game.betting.bet)}"
        said.append(f"LOWEST FACE-UP CARD MUST {amounts}")
    return said


@pytest.mark.parametrize("game", DC.games, ids=lambda game: game.id)
@pytest.mark.parametrize("places", [NORMAL, LARGE], ids=["normal", "large"])
def test_every_game_a_dealer_may_call_is_introduced_with_what_sets_it_apart(game, places):
    caller, name, words = first_banner(game.id)
    assert name == game.name.upper()
    plain = words.replace(KEEP, " ")
    missing = [said for said in rules_said(game) if said not in plain]
    assert missing == [], (game.id, plain)
    pygame.init()
    text = Drawn()  # drawn whole, every line inside the table's middle
    draw_game_banner(pygame.Surface((960, 540)), text, (caller, name, words), places, places.log_box)
    drawn = " ".join(line for line, _ in text.lines).replace(KEEP, " ")
    assert all(said in " ".join(drawn.split()) for said in rules_said(game)), drawn
    assert all(places.centre.contains(rect) for _, rect in text.lines), text.lines


def test_the_choice_deals_a_bring_in_game_and_a_game_with_no_wilds():
    """(so the test above reads the bring-in and NO WILD CARDS of at least one game)"""
    assert any(game.betting.first_round == "bring_in" and not game.wild_ranks for game in DC.games)
