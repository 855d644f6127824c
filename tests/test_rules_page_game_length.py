"""A game's length is told in hands, as the table counts them (HAND 1 OF 8), and a called pot's
RULES page says its session's length: a Hold'em newcomer's guided Dealer's Choice read HAND 1 OF 2
at the table over the called game's RULES page's "A game lasts 8 pots"."""

from __future__ import annotations

import dataclasses

from engine.events import PotGame
from engine.profile import load_profile
from game.felt import layout
from game.felt.director import Director
from game.felt.table_model import Seat, TableModel
from game.platform.tween import Tweens
from game.telling.hand_chart import rules_lines


def test_the_rules_count_a_game_in_hands():
    for profile in ("baseball", "dealers-choice"):
        rules = load_profile(profile)
        lines = rules_lines(rules)
        assert f"A game lasts {rules.pots} hands." in lines, lines
        assert not [line for line in lines if "lasts" in line and "pots" in line], lines
    assert "A game lasts 1 hand." in rules_lines(dataclasses.replace(load_profile("baseball"), pots=1))


def test_a_called_pots_rules_say_the_sessions_length():
    """The guided Dealer's Choice (2 hands) calls Seven-Card Stud (a game of 8 on its own): the
    pot's rules, which its RULES page shows (call_keys, the pause menu), say 2 hands."""
    session = dataclasses.replace(load_profile("dealers-choice"), pots=2)
    stud = load_profile("seven-card-stud")
    director = Director(TableModel(), Tweens(), 0, {})
    director.places = layout.NORMAL
    director.model.seats = [Seat("You", "", True), Seat("Casey", "", False), Seat("Babe", "", False)]
    director.session_rules = session
    director.on_game(PotGame(1, 1, stud.id, stud))
    assert director.pot_rules.id == "seven-card-stud" and director.pot_rules.pots == 2
    assert "A game lasts 2 hands." in rules_lines(director.pot_rules)
