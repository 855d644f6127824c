"""A bet told with the calls after it in one line of the log ends whole, its callers counted where
their names leave no room: a Dealer's Choice play-test (6 seats, Baseball, the replay's one log
line) read "Casey bets 1, Yogi and\u2026", who else called cut off. The line reads "Casey bets 1, 2
calls", as log_runs' calls_counted tells it where the moves take more lines than the log has."""

from __future__ import annotations

import pytest
from test_enter_follows_the_coach import your_decisions
from test_log_tells_who_opened import drawn_lines
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt.log_forms import ELLIPSIS, fewer_words
from game.felt.log_lines import log_lines

NAMES = ("You", "Casey", "Yogi", "Dizzy", "Babe", "Satchel")
CALLERS = NAMES[2:]


def drawn(messages: list[str], columns: int, most: int) -> list[str]:
    return [line for line, _ in log_lines(messages, columns, most, names=NAMES)]


@pytest.mark.parametrize("columns", [22, 24, 26, 30, 34])
@pytest.mark.parametrize("calls", [2, 3, 4])
def test_a_bet_and_its_calls_end_whole_in_one_line(columns, calls):
    messages = ["You check", "Casey bets 1", *(f"{who} calls 1" for who in CALLERS[:calls])]
    (line,) = drawn(messages, columns, 1)
    assert not line.endswith(ELLIPSIS) and line.startswith("Casey bets"), line
    assert line.endswith((f"{calls} calls", " call")), line


def test_the_play_tests_line():
    assert drawn(["You check", "Casey bets 1", "Yogi calls 1", "Dizzy calls 1"], 26, 1) == [
        "Casey bets 1, 2 calls"
    ]


def test_fewer_words_of_a_bet_with_its_answers():
    assert fewer_words("You raise by 1 to 2, Babe folds, Casey, Yogi and you call") == [
        "You raise by 1 to 2, Babe folds, Casey, Yogi and you call",
        "You raise, Babe folds, Casey, Yogi and you call",
        "You raise by 1 to 2, Babe folds, 3 calls",
        "You raise, Babe folds, 3 calls",
    ]
    assert fewer_words("Casey bets 1, Yogi calls") == ["Casey bets 1, Yogi calls", "Casey bets, Yogi calls"]


@pytest.mark.parametrize("seed", [2, 5])
def test_a_six_seat_tables_logs_end_whole(app, monkeypatch, seed):
    """(Folded: every move after it is since yours, told in fewer lines; TEXT SIZE large, the log's
    fewest lines.)"""
    app.settings.text_size, app.settings.animation_speed = "large", 4.0
    seen = drawn_lines(monkeypatch)
    scene = table_scene(app, profile="baseball", players=6, seed=seed)
    for decisions, legal in enumerate(your_decisions(app, scene), 1):
        if decisions > 8:
            break
        scene.choose(next(kind for kind in (ActionKind.FOLD, ActionKind.CHECK) if kind in legal.kinds))
    bets = [line for lines in seen for line in lines if line.startswith(tuple(NAMES)) and " bets" in line]
    assert any(", " in line for line in bets), "no bet told with its calls: the case did not come up"
    assert not [line for line in bets if line.endswith(ELLIPSIS)]
