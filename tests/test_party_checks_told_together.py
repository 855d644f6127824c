"""No Peek's checks told as one beat on the party's screens as at the solo table
(tests/test_no_peek_checks_told_together.py): the TV's log and the phones' say a run of checks in
one line, "Ann, CPU 2 and CPU 3 check", the same line on both, never "Ann checks" over "CPU 2
checks". A Night Baseball party (a guest at the phone, two computer players) played through its
first pot, its TV stepped a frame at a time."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

from own_lines_support import phone_log_in_tv_words
from test_party_phones_follow_the_chips_and_the_deal import played_party

from engine.actions import ActionKind
from engine.events import ActionTaken
from game.party.protocol import PlayState
from game.party.shown_move import shown_state
from game.telling.check_runs import who_checked


def together(line: str, names: list[str]) -> bool:
    """`line` tells two or more players' checks."""
    return len(who_checked(line, names) or ()) > 1


def test_the_tv_and_the_phones_tell_checks_in_a_row_in_one_line():
    tv_lines: set[str] = set()
    phone_lines: set[str] = set()
    phone_logs: list[list[str]] = []

    def look(now, tv, model, seat, state):
        if state["hand"] != 1:
            return
        names = [row["name"] for row in state["players"]]
        tv_lines.update(line for line in model.log if together(line, names))
        log = phone_log_in_tv_words(state, names)  # (its own checks said to it: "Ann and you check")
        phone_lines.update(line for line in log if together(line, names))
        phone_logs.append(log)

    played_party("night-baseball", 1, look)
    assert phone_lines and phone_lines == tv_lines, (tv_lines, phone_lines)
    assert any(line.count(",") for line in phone_lines), phone_lines  # three checked in one line
    for log in phone_logs:  # never a check's line under another's
        for earlier, later in pairwise(log):
            assert not (earlier.endswith(" checks") and later.endswith(" checks")), log


def test_a_check_shown_part_by_part_joins_the_checks_before_it():
    """A move the TV shows part by part reaches the phones' states as they were, a line at a time
    (game.party.shown_move): a check there joins the checks its log ends with, as the rebuilt log
    tells them."""
    states: list[PlayState] = []

    def look(now, tv, model, seat, state):
        if not states and state["hand"] == 1 and state["round"] >= 1:
            states.append(state)

    played_party("night-baseball", 1, look)
    names = [row["name"] for row in states[0]["players"]]
    opened = f"{names[0]} opens round 2: best showing"
    state: PlayState = {**states[0], "log": [opened]}
    for seat in (1, 2):
        check = ActionTaken(seat=seat, action=ActionKind.CHECK, amount=Fraction(0), level=Fraction(0))
        state = shown_state(state, check, f"{names[seat]} checks", 4)  # type: ignore[assignment]
    assert state["log"] == [opened, f"{names[1]} and {names[2]} check"]
