"""The party TV's log says a seat changing hands in lines it shows whole at the normal TEXT SIZE,
even with one line left under the centre's words (a play-test read "CPU 4 takes Zoë's…")."""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.felt import layout
from game.felt.log_lines import log_lines
from game.telling.takeover_words import arrival_line, takeover_lines

NAMES = [("CPU 4", "Zo\u00eb"), ("Zo\u00eb", "CPU 4"), ("Casey", "CPU 12"), ("Ace", "Babe")]


@pytest.mark.parametrize(("name", "before"), NAMES)
def test_each_seat_change_line_is_whole_in_one_line_of_the_tvs_log(name, before):
    lines = [arrival_line(name, before), *takeover_lines(name, before, Fraction(-15, 2))]
    for line in lines:
        shown = log_lines(["Dee calls", line], layout.NORMAL.log_columns, 1)
        assert shown == [(line, True)], shown  # whole, nothing cut
    assert before in lines[0] and name in lines[1] and before in lines[2] and "-7½" in lines[2]
