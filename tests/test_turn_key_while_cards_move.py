"""No Peek's T answered alike whenever it is pressed (game.screens.turn_key). A Hold'em newcomer's
play-test pressed T while cards were still moving and nothing happened (the table at their turn to
turn, the screen not yet: NOT YOUR TURN YET for a moment); in a betting round T only sometimes said
"T: turn after the bets" (at their buttons, not while the others bet). Now a T pressed as your turn
to turn comes is kept and turns your card as your buttons come; in a betting round, yours or
another's, the log says at once when you turn; while another seat turns, whose turn it is."""

from __future__ import annotations

from test_ui_support import letter, settle, table_scene

from engine.actions import ActionKind, FlowDecision
from game.platform.input import Input
from game.play.session import HUMAN
from game.screens.scenes.banner import ResultBanner
from game.screens.turn_key import KEPT
from game.telling.hints import TURN_AFTER_BETS, TURN_NONE_LEADING

STEP = 0.05


def turns_made(scene) -> int:
    """Your TURN moves made so far (the table's decisions: a turn is told as its card, not a move)."""
    return sum(action.seat == HUMAN and action.kind == ActionKind.TURN for action in scene.table.decisions)


def until(app, scene, moment, limit: int = 6000) -> None:
    """Frames till `moment()` (you check and call at your betting buttons, TURN at yours)."""
    for _ in range(limit):
        if moment():
            return
        settle(scene)
        app.frame([], STEP)
        if isinstance(app.stack.top, ResultBanner):
            app.stack.top.close()
        if scene.buttons is not None and not moment():
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(kind for kind in ("turn", "check", "call") if kind in kinds))
    raise AssertionError("the moment never came")


def your_turn_to_turn_coming(scene) -> bool:
    legal = scene.table.legal_actions()
    return (
        scene.buttons is None
        and legal is not None
        and legal.seat == HUMAN
        and legal.decision == FlowDecision.TURN
        and not scene.caught_up
        and scene.host.running != HUMAN
    )


def a_betting_round_shown_moving(scene) -> bool:
    legal = scene.table.legal_actions()
    return (
        scene.buttons is None
        and legal is not None
        and legal.decision == FlowDecision.BET
        and legal.seat != HUMAN
    )


def test_t_pressed_as_your_turn_to_turn_comes_turns_your_card_as_your_buttons_come(app):
    scene = table_scene(app, profile="night-baseball", players=4, seed=5)
    until(app, scene, lambda: your_turn_to_turn_coming(scene))
    before = turns_made(scene)
    app.frame([letter("t")], STEP)
    app.draw()
    assert scene.hint_line == KEPT and scene.not_yet == 0.0
    for _ in range(400):
        if turns_made(scene) > before:
            break
        settle(scene)
        app.frame([], STEP)
    assert turns_made(scene) == before + 1  # (was none: NOT YOUR TURN YET, the T gone)
    assert not scene.turns.kept


def test_t_while_the_others_bet_says_at_once_when_you_turn(app, monkeypatch):
    scene = table_scene(app, profile="night-baseball", players=4, seed=5)
    until(app, scene, lambda: a_betting_round_shown_moving(scene))
    said: list[str] = []
    log = scene.director.log
    monkeypatch.setattr(scene.turns, "log", lambda line: (said.append(line), log(line)))
    scene.handle(Input("key", key="t"))
    assert (
        said in ([TURN_AFTER_BETS], [TURN_NONE_LEADING]) and scene.not_yet == 0.0
    )  # (was NOT YOUR TURN YET)
    scene.handle(Input("key", key="t"))  # once, not at each press
    assert len(said) == 1 and not scene.turns.kept


def test_t_while_another_turns_says_whose_turn_and_is_not_kept(app):
    scene = table_scene(app, profile="night-baseball", players=4, seed=5)

    def another_turns() -> bool:
        legal = scene.table.legal_actions()
        shown = scene.model.actor
        return (
            scene.buttons is None
            and legal is not None
            and legal.decision == FlowDecision.TURN
            and legal.seat != HUMAN
            and shown not in (None, HUMAN)
        )

    until(app, scene, another_turns)
    app.frame([letter("t")], STEP)
    assert not scene.turns.kept and scene.not_yet > 0
    assert "NOT YOURS" in scene.hint_line or scene.hint_line == "NOT YOUR TURN YET"
