"""The log never leaves a move's amount alone on a line: a host play-test read "Maximiliana Bell
calls" over a lone "1" in the party TV's centre; the verb goes down with it ("calls 1")."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.log_lines import AMOUNT, log_lines, with_bet_faced

NAMES = ["Ann", "Maximiliana Bell", "WWWWWWWWWWWWWWWW", "Bo Li", "Casey Jones-Smith"]
MOVES = [
    "calls 1",
    "bets 1\u00bd",
    "bets 1 1/3",
    "raises by 1 to 2",
    "calls \u00bd",
    "completes to 1",
    "pays 3 for the 4",
]


def alone(line: str) -> bool:
    return all(AMOUNT.fullmatch(word) for word in line.split(" "))


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("name", NAMES)
def test_no_amount_stands_alone_on_a_log_line(places, name):
    for columns in range(places.log_columns - 8, places.log_columns + 1):
        for move in MOVES:
            message = f"{name} {move}"
            lines = [line for line, _ in log_lines(["Dan checks", message], columns, 3, names=[name])]
            assert not any(alone(line) for line in lines), (columns, lines)
            pinned, _ = with_bet_faced(["Dan checks"] * 6 + ["Ann folds"], message, columns, 4, names=[name])
            assert not any(alone(line) for line in pinned), (columns, pinned)


def test_the_play_tests_line_reads_name_then_move():
    lines = [line for line, _ in log_lines(["Maximiliana Bell calls 1"], 22, 3)]
    assert lines == ["Maximiliana Bell", "calls 1"]
