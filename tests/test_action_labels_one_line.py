"""Every action's button holds its words on one line, at both TEXT SIZEs: a newcomer at large read
"COMPLETE TO" over "1" (now "COMPLETE 1" there, action_menu.label_for). The labels are those the
engine offers: every shipped game's sessions played with seeded random choices, each decision's
buttons laid out as the table lays them (action_menu.side_buttons)."""

from __future__ import annotations

import random

import pytest

from engine.actions import Action, SessionDecision
from engine.profile import discover_profiles, load_profile
from engine.simulate import SeatInfo
from engine.table import Table
from game.felt import layout
from game.felt.action_menu import label_for, shortcut_of, side_buttons
from game.platform.widgets import Item
from game.telling.decision_words import TURN_RUN
from game.telling.game_call import labelled_options

PLAYERS = 5  # (the most seats, the most bets and raises in a round)


def offered_labels(profile_id: str, seed: int) -> set[str]:
    """The buttons' words of every betting or card decision of a session of `profile_id`, played
    with random choices (raises and folds as often as calls)."""
    rules = load_profile(profile_id)
    games = list(rules.games)
    seats = [SeatInfo(f"P{i}", "bot", "balanced") for i in range(PLAYERS)]
    table, pick, labels = Table(rules, seats, seed, profile_id), random.Random(seed), set()
    while not table.is_over:
        legal = table.legal_actions()
        assert legal is not None
        if legal.decision != SessionDecision.CHOOSE_GAME:  # (a dealer's games: the middle's menu)
            paid = table.view(legal.seat).paid[legal.seat]
            labels |= {label for _, label in labelled_options(legal, paid, games)}
        table.apply(Action(legal.seat, pick.choice(legal.options).kind))
    return labels


SHIPPED = [entry.id for entry in discover_profiles() if entry.source == "shipped"]


@pytest.mark.parametrize("profile_id", SHIPPED)
def test_every_action_label_a_game_offers_is_one_line_at_both_sizes(profile_id):
    labels = set().union(*(offered_labels(profile_id, seed) for seed in range(10)))
    assert any(label[0].isdigit() or " " in label for label in labels), labels  # (bets were offered)
    for size, places in layout.LAYOUTS.items():
        items = [
            Item(label_for(label, places), shortcut=shortcut_of(label.split()[0].lower())) for label in labels
        ]
        menu = side_buttons(items, places)
        two = [item.label for item in items if len(menu.lines(item)) > 1]
        # but No Peek's TURN TILL YOU LEAD at large, broken between whole words ("TURN TILL" over
        # "YOU LEAD"): no amount in it to part, and TURN TO LEAD is no shorter in lines there
        assert not two or (size == "large" and two == [TURN_RUN]), (size, two)


def test_the_shorter_words_only_where_the_whole_do_not_fit():
    assert label_for("COMPLETE TO 1", layout.NORMAL) == "COMPLETE TO 1"
    assert label_for("COMPLETE TO 1", layout.LARGE) == "COMPLETE 1"
    assert label_for("BRING IN 1/2", layout.NORMAL) == "BRING IN 1/2"
    assert label_for("BRING IN 1/2", layout.LARGE) == "BRING IN"
    assert label_for("RAISE TO 3", layout.LARGE) == "RAISE TO 3"  # (never "RAISE 3": by 3, or to 3?)
