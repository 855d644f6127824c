"""A pot just won is said in one tense in the log, whatever its room: a Dealer's Choice play-test read
"Babe wins 58" beside one pot's result and "Satchel won 112" beside another's (the log under NEXT
HAND had no room for "Satchel wins 112" in the line left, and its fewer words said it in the past).
Where the amount leaves no room it is left to the result over the log ("SATCHEL WINS 112"). The
last pot named as past on the phones ("Last pot: Bo won 12", game.telling.pot_result) is labelled
so and is not the log's."""

from __future__ import annotations

import pytest

from game.felt.log_forms import fewer_words
from game.felt.log_lines import log_lines

NAMES = ("You", "Casey", "Yogi", "Dizzy", "Babe", "Satchel", "BARTHOLOMEW")


@pytest.mark.parametrize("message", ["Satchel wins 112", "BARTHOLOMEW wins 12 1/2", "Babe wins 58"])
def test_every_form_of_a_win_says_wins(message):
    who = message.split(" wins ")[0]
    assert all(form.startswith(f"{who} wins") for form in fewer_words(message)), fewer_words(message)


@pytest.mark.parametrize(("columns", "most"), [(16, 1), (16, 3), (22, 1), (22, 2)])
def test_the_result_logs_win_reads_wins(columns, most):
    """(The play-test's m74: "Satchel shows four 10's" over the win, in the log under NEXT HAND.)"""
    lines = log_lines(["Satchel shows four 10's", "Satchel wins 112"], columns, most, names=NAMES)
    latest = " ".join(line for line, is_latest in lines if is_latest)
    assert latest.startswith("Satchel wins") and " won" not in latest, lines
