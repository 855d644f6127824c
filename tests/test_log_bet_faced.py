"""The bet a player faces stays in the table's log (game.felt.log_lines): a play-test's centre said
RAISED 1 OF 3 while the log's three lines showed only the calls after it, and nobody could see
who had raised. The raise's line is pinned at the top of the log, in the bet line's cyan."""

from __future__ import annotations

import random
from collections import deque

from test_ui_support import drawn_by, table_scene

from engine.actions import Action
from engine.events import SeatInfo
from engine.profile import load_profile
from engine.table import Table
from game.felt import layout
from game.felt.director import Director
from game.felt.log_lines import log_lines, with_bet_faced
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.tween import Tweens

COLUMNS = layout.LOG_COLUMNS


def raise_scrolled_away(seed: int) -> tuple[TableModel, list[str]] | None:
    """A random six-seat table watched by the party TV's director until a raise is the bet to match and three
    moves since have pushed it out of a three-line log; the model then, and the raise's line."""
    rules = load_profile("baseball")
    names = ("Ann", "Bo", "Cy", "Di", "Eve", "Flo")
    table = Table(rules, [SeatInfo(name, "bot", "rock") for name in names], seed)
    model = TableModel()
    director = Director(model, Tweens(), len(names), {})
    rng, seen = random.Random(seed), 0
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(Action(legal.seat, rng.choice(legal.kinds)))
        events = table.events_for(None)
        for event in events[seen:]:
            director.play(event)
        seen = len(events)
        raised = [line for line in model.log if " raises " in line]
        if (
            model.raises
            and raised
            and not any(" raises " in line for line, _ in log_lines(model.log, COLUMNS, 3))
        ):
            return model, raised
    return None


def test_the_raise_being_faced_is_pinned_above_the_calls_that_pushed_it_out_of_the_log():
    found = next(found for seed in range(40) if (found := raise_scrolled_away(seed)) is not None)
    model, _ = found
    # the raise the centre's "BET 2, RAISES LEFT: 2" speaks of
    assert " raises " in model.facing and model.level
    pinned, newest = with_bet_faced(model.log, model.facing, COLUMNS, 3)
    assert pinned == [model.facing]
    assert [line for line, _ in newest] == [line for line, _ in log_lines(model.log, COLUMNS, 2)]
    assert newest[-1] == (model.log[-1], True)  # the latest move is still the bottom line


def test_a_bet_in_view_is_not_pinned_twice_and_no_bet_pins_nothing():
    log = ["Ann bets 1", "Bo calls 1"]
    assert with_bet_faced(log, "Ann bets 1", COLUMNS, 3) == ([], log_lines(log, COLUMNS, 3))
    assert with_bet_faced(log, "", COLUMNS, 3) == ([], log_lines(log, COLUMNS, 3))
    # the latest always keeps a line: a one-line log shows it, not the bet
    assert with_bet_faced(["Ann bets 1", "Bo calls 1"], "Ann bets 1", COLUMNS, 1)[0] == []


def test_the_table_draws_the_raise_being_faced_in_cyan_at_the_top_of_its_log(app, monkeypatch):
    scene = table_scene(app, players=4, seed=5)
    app.frame([], 0.05)
    model = scene.model
    model.round, model.level, model.raises, model.max_raises = 1, 2, 1, 3
    model.log = deque(maxlen=model.log.maxlen)
    model.log.extend(["Bo raises by 1 to 2", "Cy calls 2", "Di calls 2", "Eve folds", "Ann calls 1"])
    model.facing = "Bo raises by 1 to 2"
    colours: dict[str, object] = {}
    original = app.text.draw

    def record(canvas, text, where, size, colour, *args, **kwargs):
        colours[text] = colour
        return original(canvas, text, where, size, colour, *args, **kwargs)

    monkeypatch.setattr(app.text, "draw", record)
    drawn = drawn_by(app, scene, monkeypatch)
    said = [text for text, _ in drawn]
    assert "BET 2, RAISES LEFT: 2" in said and "Bo raises by 1 to 2" in said
    assert colours["Bo raises by 1 to 2"] == palette.CYAN
    assert said.index("Bo raises by 1 to 2") < said.index("Ann calls 1")
