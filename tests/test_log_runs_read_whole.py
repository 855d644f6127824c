"""No Peek's runs told in one line (game.felt.log_runs) read whole where the log wraps them, and a
lead's own check is told with its run even with a hint said between them. At 22 columns (the log's
width at TEXT SIZE large) the log read "Babe is beaten: 2" over "turned" and "Yogi leads: 1 turned,"
over a lone "checks"; and "Casey leads: 3 turned / T: turn after the bets / Yogi bets 1" as if Yogi
had opened, the hint between the lead and its check having kept the check out of its run."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from test_enter_follows_the_coach import your_decisions
from test_log_hand_names_whole import COLUMNS
from test_log_tells_who_opened import LEAD, drawn_lines
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt.log_lines import log_lines, message_lines
from game.platform.text import wrap
from game.telling.hints import TURN_AFTER_BETS, TURN_NONE_LEADING

NAMES = ("You", "Babe", "Yogi", "Casey", "Maximiliana Bell")
RUNS = [
    f"{who} {verb}: {count} turned{tail}"
    for who, (lead, beaten) in [
        ("You", ("lead", "are beaten")),
        *((n, ("leads", "is beaten")) for n in NAMES[1:]),
    ]
    for count in (1, 2, 12)
    for verb, tail in [
        (beaten, ""),
        (lead, ""),
        (lead, ", check" if who == "You" else ", checks"),
        (lead, ", check, Babe checks" if who == "You" else ", checks, Yogi and you check"),
    ]
]


def misread(lines: list[str]) -> list[str]:
    """What a run's lines must never read: a count without its word ("2" over "turned"), or a lone
    word under a line that a phrase's end could have broken ("1 turned," over "checks")."""
    wrong = [
        line for line, below in pairwise(lines) if re.search(r"\d$", line) and below.startswith("turned")
    ]
    if len(lines) > 1 and " " not in lines[-1] and re.search(r"\S+ \S+[:,] ", lines[-2]):
        wrong.append(lines[-1])
    return wrong


def test_the_play_tests_runs_at_22_columns():
    assert message_lines("Babe is beaten: 2 turned", 22, NAMES) == ["Babe is beaten:", "2 turned"]
    assert message_lines("Yogi leads: 1 turned, checks", 22, NAMES) == ["Yogi leads:", "1 turned, checks"]
    # any other message wraps plainly (the party TV's log measures its fewer words so)
    assert message_lines("CPU 4 folds: price too high", 22) == wrap("CPU 4 folds: price too high", 22)


@pytest.mark.parametrize("columns", COLUMNS)
def test_no_run_is_misread_at_any_log_width(columns):
    wrapped = [message_lines(run, columns, NAMES) for run in RUNS]
    assert all(len(line) <= columns for lines in wrapped for line in lines)
    wrong = [(lines, bad) for lines in wrapped if (bad := misread(lines))]
    assert wrong == [], wrong[:5]


@pytest.mark.parametrize("said", [TURN_AFTER_BETS, TURN_NONE_LEADING])
@pytest.mark.parametrize(("columns", "most"), [(22, 2), (22, 3), (26, 3), (40, 4)])
def test_the_leads_check_is_told_with_its_run_past_a_hint(said, columns, most):
    lines = [
        line
        for line, _ in log_lines([*LEAD, said, "Casey checks", "Yogi bets 1"], columns, most, names=NAMES)
    ]
    assert re.search(r"\bCasey leads(: 3 turned)?, checks\b", " ".join(lines)), lines
    assert lines[-1] == "Yogi bets 1" and "Casey checks" not in lines, lines


@pytest.mark.parametrize("seed", [2, 6])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_solo_tables_runs_read_whole(app, monkeypatch, seed, size):
    """The solo Night Baseball table, you turning till you lead, checking and calling: every run the
    log draws in one reads whole."""
    app.settings.text_size, app.settings.animation_speed = size, 4.0
    seen = drawn_lines(monkeypatch)
    scene = table_scene(app, profile="night-baseball", players=4, seed=seed)
    for decisions, legal in enumerate(your_decisions(app, scene), 1):
        if decisions > 14:
            break
        scene.choose(
            next(k for k in (ActionKind.CHECK, ActionKind.TURN, ActionKind.CALL, "pay") if k in legal.kinds)
        )
    runs = [lines for lines in seen if any("turned" in line for line in lines)]
    assert runs, "no run told in one"
    wrong = [(lines, bad) for lines in runs if (bad := misread(lines))]
    assert not wrong, wrong[:3]
