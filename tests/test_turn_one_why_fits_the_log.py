"""A guided hand's first TURN logs why its T turns one card (TURN_ONE_WHY). A newcomer's play-test of
the guided Dealer's Choice at TEXT SIZE large, its called Night Baseball pot: the log had two lines
under a two-line hand to beat ("BEAT CASEY:" / "WILD 3 = A") and showed "Here T turns one card, to"
/ "watch each; in a real hand…", the point of it (a real hand turns till you lead) cut off. The
words now fit the log's two lines at its narrowest, whole."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.log_forms import ELLIPSIS
from game.felt.log_lines import log_lines
from game.telling.decision_words import TURN_ONE_WHY

LOG = ["Tip: checking is free", "You and Babe check"]  # what came before it in that play-test


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_turn_one_why_is_whole_in_two_lines_of_the_log(places):
    lines = log_lines([*LOG, TURN_ONE_WHY], places.log_columns, most=2)
    assert [line for line, latest in lines if latest] == [line for line, _ in lines]  # it alone
    assert " ".join(line for line, _ in lines) == TURN_ONE_WHY, lines  # whole, no ellipsis
    assert not any(ELLIPSIS in line for line, _ in lines)
    assert "Later T turns to beat" in TURN_ONE_WHY  # what a real hand's T does: the reason it is said


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_turn_one_why_says_when_each_is_a_line_of_its_own(places):
    """The next play-test read "Here T turns one card; normally till you lead" as unclear (here
    where, normally when?): the first line is a whole sentence about this T, now; the second says
    when it turns till you lead, later. The one after read "Later, till you lead" twice (no verb):
    each line a whole sentence whose T turns."""
    first, second = (line for line, _ in log_lines([*LOG, TURN_ONE_WHY], places.log_columns, most=2))
    assert first.startswith("T turns ") and first.endswith(" now."), first
    assert second.startswith("Later T turns ") and second.endswith("."), second
