"""The figure by each seat's name says what it is at the table's first ante: a Hold'em newcomer's
play-test read its "0" before the deal and "-1" after the ante as a chip stack (shot_009, shot_011),
only the pause menu's words saying it is what each has won or lost this game. With the hints on,
the log says NET_MEANING once, as your first ante is paid, whole in the log at both TEXT SIZEs;
never again at that table, never with the hints off."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_bring_in_said_at_the_table import logged
from test_ui_support import letter, settle, table_scene

from engine.events import Ante
from game.felt.log_forms import is_hint
from game.platform.frame_log import FRAME
from game.telling.hints import NET_MEANING


def play_pots(app, scene, said: list[str], pots: int, looked: list[str]) -> None:
    """Play `pots` pots, folding or checking; the log drawn as NET_MEANING is its latest line,
    its texts in `looked`."""
    for _ in range(8000):
        if scene.table.hands_played >= pots:
            return
        settle(scene)
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("check", "fold", "call") if k in kinds))
        app.frame([letter("n")] if scene.showing_result else [], 0.05)  # (N: the next pot)
        if not looked and scene.model.log and scene.model.log[-1] == NET_MEANING:
            FRAME.clear()
            app.draw()
            (log,) = FRAME.regions("log")
            looked.extend(item.text for item in FRAME.texts() if log.contains(item.rect))
            assert frame_problems("the first ante's hint") == []
            last = scene.director.hand_events[-1]  # (said as your own ante is paid)
            assert isinstance(last, Ante) and last.seat == 0, scene.director.hand_events
    raise AssertionError(f"{pots} pots not played: {said}")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_first_ante_says_what_the_figure_by_a_name_is_once(app, monkeypatch, size):
    app.settings.text_size = size
    scene = table_scene(app, profile="baseball", players=4, seed=5)
    said = logged(scene.director, monkeypatch)
    looked: list[str] = []
    play_pots(app, scene, said, 2, looked)
    assert said.count(NET_MEANING) == 1, said
    assert " ".join(looked).endswith(NET_MEANING), looked  # drawn whole, its last line the log's
    first = said.index(NET_MEANING)
    assert "deals" in " ".join(said[:first]) and first < len(said) // 2, said  # at the first pot's ante


def test_with_the_hints_off_it_is_never_said(app, monkeypatch):
    app.settings.hints = False
    scene = table_scene(app, profile="baseball", players=4, seed=5)
    said = logged(scene.director, monkeypatch)
    play_pots(app, scene, said, 1, [])
    assert NET_MEANING not in said and is_hint(NET_MEANING), said
