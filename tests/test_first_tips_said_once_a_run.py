"""A first-time tip is said once a run, not once a table (game.felt.first_tips: FirstTips.said is
the App's): a Hold'em newcomer's play-test read the same tips again at each new game (PLAY AGAIN,
the next game of the night). A game's own first meeting (its call's banner) stays the table's. (A tip due and dropped unsaid,
its moment past, may come at a later table.)"""

from __future__ import annotations

from test_ui_support import settle, table_scene

from game.felt.first_tips import FirstTips, game_topic
from game.felt.log_forms import is_hint

DT = 0.05


def tips_said(app, scene, frames: int = 2400) -> list[str]:
    """The tips in `scene`'s log over its first `frames`, you checking, calling or bringing in."""
    said: list[str] = []
    for _ in range(frames):
        settle(scene)
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(
                next(k for k in ("check", "call", "bring_in", "turn", "decline", "pay") if k in kinds)
            )
        app.frame([], DT)
        said += [line for line in scene.model.log if is_hint(line) and line not in said]
    return said


def test_a_tip_said_at_one_table_is_not_said_again_at_the_next(app):
    app.settings.coach = True
    first = tips_said(app, table_scene(app, profile="baseball", seed=5))
    assert first, "the first table said no tip"
    app.stack.pop()
    again = tips_said(app, table_scene(app, profile="baseball", seed=5, later=True))
    assert not set(first) & set(again), set(first) & set(again)
    app.stack.pop()
    fresh = tips_said(app, table_scene(app, profile="baseball", seed=5))  # a new run's first table
    assert set(first) <= set(fresh)  # (the same table says them: the test can see a repeat)


def test_a_tip_said_is_due_at_no_later_table_a_game_met_is_the_tables():
    said: set[str] = set()
    one, two = FirstTips(said=said), FirstTips(said=said)
    assert one.due("Tip", 1) and one.step(0.0, 1, lambda tip, over: True) == "Tip"
    assert not two.due("Tip", 1) and not two.waiting  # said at the table before
    assert one.first(game_topic("night-baseball"))
    assert two.first(game_topic("night-baseball"))  # a new table meets its games afresh
