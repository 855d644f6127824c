"""T (TURN's key) pressed at a No Peek betting decision, where TURN is not offered, says when you turn:
a Hold'em newcomer's play-test pressed T during a betting round and nothing happened, nothing said
(shot 140). The log says it once, however often T is pressed, and no move is made."""

from __future__ import annotations

from test_ui_support import letter, settle, table_scene

from engine.actions import ActionKind, FlowDecision
from game.play.auto_check import leads
from game.play.session import HUMAN
from game.telling.hints import TURN_AFTER_BETS, TURN_NONE_LEADING


def to_your_bet_decision(app, scene):
    """Plays `scene` (turning, checking) to a betting decision of yours; its legal actions."""
    for _ in range(8000):
        settle(scene)
        legal = scene.table.legal_actions()
        if scene.buttons is not None and legal.decision == FlowDecision.BET and legal.seat == HUMAN:
            return legal
        if scene.buttons is not None:
            scene.choose(ActionKind.TURN if ActionKind.TURN in legal.kinds else "check")
        app.frame([], 0.05)
    raise AssertionError("no betting decision of yours")


def test_t_at_a_betting_decision_says_when_you_turn_once_and_moves_nothing(app):
    scene = table_scene(app, profile="night-baseball", players=4, seed=5)
    legal = to_your_bet_decision(app, scene)
    assert ActionKind.TURN not in legal.kinds
    said = TURN_NONE_LEADING if leads(scene.table, HUMAN) else TURN_AFTER_BETS
    before = list(scene.model.log)
    for _ in range(3):
        app.frame([letter("t")], 0.05)
    log = list(scene.model.log)
    assert log[-1] == said and log.count(said) == before.count(said) + 1, log[-4:]
    assert scene.table.legal_actions() == legal and scene.buttons is not None  # (no move made)


def test_t_is_turns_key_where_turning_is_yours(app):
    """(The key still turns at your turn to turn: nothing said instead.)"""
    scene = table_scene(app, profile="night-baseball", players=4, seed=5)
    for _ in range(8000):
        settle(scene)
        legal = scene.table.legal_actions()
        if scene.buttons is not None and ActionKind.TURN in legal.kinds:
            break
        if scene.buttons is not None:
            scene.choose("check" if "check" in legal.kinds else "call")
        app.frame([], 0.05)
    else:
        raise AssertionError("no turn of yours")
    app.frame([letter("t")], 0.05)
    assert TURN_AFTER_BETS not in scene.model.log and scene.table.legal_actions() != legal
