"""The bet to match is said only while a round is bet: a finished No Peek round's BET 1 is gone
when the next player turns (a play-test: it stayed over a pile to turn, as if a bet were due)."""

from __future__ import annotations

from test_ui_support import run_until, settle, table_scene

from game.felt.table_draw import centre_lines


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
