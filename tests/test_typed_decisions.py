"""Typed decisions (docs/architecture.md, "A new house option"): every kind of decision and of action
has its handler in the engine and its words in game.telling, and a kind nobody handles fails
type-checking where it is missed (the slow test adds one and runs mypy)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from engine import specials
from engine.actions import ActionKind, FlowDecision, LegalActions, Option, SpecialDecision
from engine.cards import Card
from engine.events import Decline, Pay, SeatInfo
from engine.profile import load_profile
from engine.state import Decision
from engine.table import Table
from game.telling import special_words
from game.telling.decision_words import BUTTON_ORDER, button_label, describe, in_button_order
from game.telling.event_words import event_words

FOUR = Card.parse("4h")


def test_every_action_kind_has_one_place_among_the_buttons_and_a_label():
    assert sorted(BUTTON_ORDER) == sorted(ActionKind)
    assert BUTTON_ORDER[-1] is ActionKind.FOLD  # fold always last
    for kind in ActionKind:
        assert button_label(Option(kind, Fraction(1)), Fraction(0)).strip()


def test_a_kind_is_its_history_name():
    """StrEnums: the hand history and every comparison with a string stay as they were."""
    assert [str(kind) for kind in ActionKind] == [kind.value for kind in ActionKind]
    assert ActionKind.FOLD == "fold" and SpecialDecision.WILD_COST == "wild_cost"
    assert f"{FlowDecision.BET}" == "bet"


@pytest.mark.parametrize("kind", list(SpecialDecision))
def test_every_special_offers_a_price_and_is_told(kind):
    decision = Decision(2, kind, FOUR, 3)
    offered = specials.options(kind, decision)
    assert offered[0] == Option(ActionKind.PAY, Fraction(3))  # a special's price comes first
    assert all(option.kind in BUTTON_ORDER for option in offered)
    legal = LegalActions(2, offered, kind, FOUR)
    line = describe(legal)
    assert line == special_words.asking(kind, FOUR.pretty(), Fraction(3))
    assert "3" in line and FOUR.pretty() in line
    said = event_words(Pay(2, Fraction(3), kind))
    assert said == f"pays 3 for {special_words.paid_for(kind)}"
    assert event_words(Decline(2, Fraction(3), kind)) == f"declines {special_words.declined(kind)}"


def test_the_words_of_each_special_differ():
    kinds = list(SpecialDecision)
    assert len({special_words.paid_for(kind) for kind in kinds}) == len(kinds)
    assert len({special_words.declined(kind) for kind in kinds}) == len(kinds)
    assert len({special_words.asking(kind, "4♥", Fraction(1)) for kind in kinds}) == len(kinds)


def test_the_flows_decisions_are_told():
    check = Option(ActionKind.CHECK)
    bet = Option(ActionKind.BET, Fraction(1))
    assert describe(LegalActions(0, (check, bet), FlowDecision.BET)) == "YOUR TURN: CHECK OR BET"
    # a newcomer read "TURN YOUR NEXT CARD" before turning any: the pile's top card is right each time
    turn = LegalActions(0, (Option(ActionKind.TURN),), FlowDecision.TURN)
    assert describe(turn, runs=False) == "TURN YOUR TOP CARD"  # a guided hand: a card a press
    # ...at a table one press turns until you beat it (a newcomer's play-test: told neither)
    assert describe(turn) == "TURN TILL YOU LEAD"


def test_an_unknown_option_sorts_after_the_known_ones():
    """A decision whose options are not ActionKinds (a game's id) keeps them, after any known kind."""
    mixed = (Option("baseball"), Option(ActionKind.FOLD), Option(ActionKind.CHECK))
    assert [o.kind for o in in_button_order(mixed)] == [ActionKind.CHECK, ActionKind.FOLD, "baseball"]


@pytest.mark.slow
def test_a_new_special_kind_fails_type_checking_at_the_special_and_its_words_only(code_copy):
    """The worked example of docs/architecture.md: a new SpecialDecision member, handled nowhere yet.
    mypy finds each place that must handle it, in the engine's specials and in their words, and
    nowhere else (the table, the flows, the bots and the screens take any special as it comes)."""
    anchor = '    FOUR_COST = "four_cost"'
    code_copy.change("engine/actions.py", anchor, anchor + '\n    NINE_TRADE = "nine_trade"')
    said = code_copy.mypy()
    missed = sorted(
        {line.split(":")[0] for line in said.splitlines() if "NINE_TRADE" in line and ": error:" in line}
    )
    assert missed == ["engine/specials/__init__.py", "game/telling/special_words.py"], said
    # options and resolve; asking, paid_for and declined
    assert said.count("NINE_TRADE") == 5, said


@pytest.mark.parametrize("bring_in", [Fraction(1, 2), Fraction(1)])
def test_the_low_card_is_told_it_brings_it_in_whatever_the_bring_in(bring_in):
    """With the bring-in as big as the bet the low card's one button is COMPLETE: the line said
    CHECK OR BET, a choice it did not have."""
    rules = load_profile("baseball-bring-in")
    rules = dataclasses.replace(rules, betting=dataclasses.replace(rules.betting, bring_in=bring_in))
    table = Table(rules, [SeatInfo(f"P{i}") for i in range(3)], seed=5)
    legal = table.legal_actions()
    assert legal is not None and ActionKind.CHECK not in legal.kinds
    assert describe(legal) == "YOUR LOW CARD BRINGS IT IN"
