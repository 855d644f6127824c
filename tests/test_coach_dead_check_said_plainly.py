"""A No Peek hand that cannot win, checked for where checking is free, is told as the table's move
for it: a Hold'em newcomer read "Yogi is beaten: checked" as nonsense (checked by whom, for what?)."""

from __future__ import annotations

from engine.actions import ActionKind
from game.telling.decision_words import dead_fold_words


def test_a_beaten_hands_check_says_the_table_makes_it():
    theirs, yours = dead_fold_words("Yogi", ActionKind.CHECK), dead_fold_words(None, ActionKind.CHECK)
    assert theirs == "Yogi is beaten, the table checks"
    assert yours == "You are beaten, the table checks for you"
    assert not theirs.endswith("checked") and "table" in yours  # whose move, said
