"""The bet to match is said only while a round is bet: a finished No Peek round's BET 1 is gone
when the next player turns (a play-test: it stayed over a pile to turn, as if a bet were due)."""

from __future__ import annotations

from test_ui_support import run_until, settle, table_scene

from engine.events import ActionTaken
from game.felt.centre_words import centre_lines


def test_no_bet_line_stays_over_your_turn_to_turn_a_card(app):
    scene = table_scene(app, profile="midnight-baseball", players=4, seed=3)
    turns = 0
    while turns < 3:

        def your_decision() -> bool:
            settle(scene)
            return scene.buttons is not None

        run_until(app, your_decision)
        kinds = scene.table.legal_actions().kinds
        if "turn" in kinds:
            turns += 1
            assert scene.table.public_view().round == 0  # no round is bet: the engine says so
            lines = centre_lines(scene.model, hints=True)
            assert lines and not any(line.startswith(("BET ", "NO BET")) for line in lines), lines
        scene.choose("turn" if "turn" in kinds else "call" if "call" in kinds else "check")
    scene.leave()


def test_no_bet_line_stays_under_an_ended_pot(app):
    """A pot ended by a move that left a bet on (the last call of a round, a fold to a raise):
    its result shows no BET line under the empty pot (a play-test: BET 1 under POT 0)."""
    scene = table_scene(app, profile="baseball", players=2, seed=4)

    def pot_over() -> bool:
        settle(scene)
        if scene.showing_result:
            return True
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(kind for kind in ("raise", "bet", "call", "check") if kind in kinds))
        return False

    run_until(app, pot_over)
    assert scene.model.pot == 0
    moves = [event for event in scene.table.events_for_list(None) if isinstance(event, ActionTaken)]
    assert moves[-1].level, "the pot's last move should leave a bet on, the case seen"
    assert centre_lines(scene.model, hints=True) == []
    scene.leave()
