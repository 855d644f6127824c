"""AUTO-CHECK pressed while a bet is yours to meet (game.felt.check_ahead at the solo table): the log
says at once what it will do from now and that this bet stays yours, and it neither calls nor folds.
A newcomer's play-test pressed A facing a call at Night Baseball and nothing was said until their
own move had been made."""

from __future__ import annotations

from test_ui_check_ahead import said_lines
from test_ui_support import letter, press, settle, table_scene

from engine.actions import ActionKind
from game.felt.check_ahead import ASKED, SAID_OFF, SAID_ON

YOU = 0


def facing_a_bet(app):
    """A Night Baseball table, you checking, turning and calling, until a bet is yours to meet."""
    scene = table_scene(app, profile="night-baseball", players=5, seed=11)
    for _frame in range(60000):
        settle(scene)
        app.frame([], 0.05)
        if scene.buttons is None:
            continue
        kinds = [option.kind for option in scene.table.legal_actions().options]
        if ActionKind.CALL in kinds:
            return scene
        scene.choose(next(k for k in (ActionKind.CHECK, ActionKind.TURN) if k in kinds))
    raise AssertionError("no bet came to you")


def test_auto_check_pressed_facing_a_bet_says_at_once_what_it_does_and_leaves_the_bet_to_you(app):
    scene = facing_a_bet(app)
    version, said = scene.host.version, said_lines(scene)
    press(app, letter("a"))
    assert scene.ahead.on
    assert said == [SAID_ON, ASKED], said  # at once: what it does from now, and this bet is yours
    assert "nobody bets" in SAID_ON
    press(app, frames=120)  # and it never calls or folds for you
    assert scene.host.version == version and scene.buttons is not None
    assert scene.table.actor == YOU and ActionKind.CALL in [
        o.kind for o in scene.table.legal_actions().options
    ]
    press(app, letter("a"))  # A again puts it out, said at once too
    assert not scene.ahead.on and said[-1] == SAID_OFF
