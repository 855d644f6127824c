"""A No Peek seat beaten is told in the table's words, never with a count of its last run (a Hold'em
newcomer's Night Baseball play-test read "Babe is beaten: 8 turned" beside Babe's nine cards face
up, and "Casey is beaten: 7 turned" beside ten: the count was the cards of that run, the ones turned
before it and a four's extra card face up left out, and nothing on the table said so). The log
reads "Babe is beaten: every card turned" as the seat's plate reads BEATEN with its whole pile
face up, or "Babe is beaten" where the log has no room for the words after it."""

from __future__ import annotations

import re

import pytest
from test_enter_follows_the_coach import your_decisions
from test_log_tells_who_opened import drawn_lines
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt.log_lines import log_lines

NAMES = ("You", "Babe", "Yogi", "Casey")
COUNTED = re.compile(r"beaten: \d+ turned")
# the play-test's pot: Babe had turned one card before, turns eight more and is beaten; the table
# calls it as its last card is still being turned
RUN = [
    f"Babe turns {card}"
    for card in ("2\u2666", "5\u2663", "6\u2665", "7\u2660", "8\u2663", "10\u2666", "J\u2663")
]
BEATEN = [*RUN, "Babe is beaten: every card turned", "Babe turns Q\u2666"]


def drawn(messages: list[str], columns: int, most: int) -> list[str]:
    return [line for line, _ in log_lines(messages, columns, most, names=NAMES)]


@pytest.mark.parametrize(("columns", "most"), [(22, 2), (22, 3), (26, 3), (30, 2), (40, 4)])
def test_a_seat_beaten_is_never_told_with_its_runs_count(columns, most):
    messages = ["You check", *BEATEN, "Casey checks"]
    lines = drawn(messages, columns, most)
    said = " ".join(lines)
    assert not COUNTED.search(said), lines
    assert "Babe is beaten" in said, lines


@pytest.mark.parametrize(("columns", "most"), [(22, 2), (26, 2), (40, 2)])
def test_the_beaten_words_read_whole_where_there_is_room(columns, most):
    lines = [line for line in drawn(["You check", *BEATEN], columns, most) if line != "You check"]
    assert " ".join(lines) == "Babe is beaten: every card turned", lines
    assert "every card turned" in lines or len(lines) == 1, lines  # (never "every" over "card turned")


def test_a_seat_beaten_in_one_line_says_so_in_brief():
    assert drawn(["You check", *BEATEN], 22, 1) == ["Babe is beaten"]


@pytest.mark.parametrize("seed", [2, 6])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_night_baseballs_logs_never_count_a_beaten_run(app, monkeypatch, seed, size):
    app.settings.text_size, app.settings.animation_speed = size, 4.0
    seen = drawn_lines(monkeypatch)
    scene = table_scene(app, profile="night-baseball", players=4, seed=seed)
    for decisions, legal in enumerate(your_decisions(app, scene), 1):
        if decisions > 14:
            break
        moves = (ActionKind.CHECK, ActionKind.TURN, ActionKind.CALL, "pay")
        scene.choose(next(kind for kind in moves if kind in legal.kinds))
    beaten = [lines for lines in seen if any("beaten" in line for line in lines)]
    assert beaten, "nobody was beaten: the case did not come up"
    assert not [lines for lines in seen if COUNTED.search(" ".join(lines))]
