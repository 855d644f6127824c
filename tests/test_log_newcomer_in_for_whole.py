"""A newcomer's arrival line reads whole in the party TV's log: a host play-test read "Late Larry in
for…", the seat's old player cut off mid-name. Where the whole line does not fit, it says that the
newcomer sits in (the seat itself says whose it was till the deal: takeover_words)."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.log_lines import ELLIPSIS, log_lines
from game.telling.takeover_words import arrival_line

PAIRS = (("Late Larry", "Maximiliana F."), ("Cat", "CPU 4"), ("Bartholomew K.", "Zo\u00eb"))


@pytest.mark.parametrize("places", layout.LAYOUTS.values(), ids=layout.LAYOUTS.keys())
@pytest.mark.parametrize("most", [1, 2])
@pytest.mark.parametrize(("name", "before"), PAIRS)
def test_the_arrival_line_is_never_cut(places, most, name, before):
    line = arrival_line(name, before)
    laid = log_lines(["Ann checks", line], places.log_columns, most, names=[name, before])
    shown = [text for text, latest in laid if latest]
    told = " ".join(shown)
    assert ELLIPSIS not in told, shown
    assert told.startswith(f"{name} "), shown
    if len(line) <= places.log_columns * most - most:
        assert before in told, shown  # whom they come in for, wherever there is room


def test_the_play_tests_line_in_one_short_line():
    line = arrival_line("Late Larry", "Maximiliana F.")
    assert log_lines([line], 22, 1, names=["Late Larry", "Maximiliana F."]) == [("Late Larry sits in", True)]
