"""The solo table's log told in fewer lines (game.felt.log_runs) still says who opened each round and
what everyone did, in the order it happened, and never a stray key. A newcomers' play-test (Night 7,
Midnight 7, Baseball 8) read:
- a lone "T" where "Yogi checks" had been, after pressing T (turn till you lead) in a bet round: the
  line T says, "T: turn after the bets", lost its words as a move's reason does;
- "Casey leads: 3 turned / Yogi bets 1", as if Yogi had opened: the lead had checked;
- Baseball's "Casey opens 4th street / Casey opens 5th street", nothing between: all had checked;
- "Babe is beaten: 7 turned" before "Babe turns Q\u2666": the table calls a seat beaten as its last
  cards are still being turned."""

from __future__ import annotations

import re

import pytest
from test_enter_follows_the_coach import your_decisions
from test_no_peek_t_at_betting_says_why import to_your_bet_decision
from test_ui_support import letter, table_scene

from engine.actions import ActionKind
from game.felt import log_room
from game.felt.log_lines import log_lines
from game.platform.text import KEEP
from game.telling.hints import TURN_AFTER_BETS, TURN_NONE_LEADING

NAMES = ("You", "Babe", "Yogi", "Casey")
LEAD = ["You call 1", "Casey turns Q\u2660", "Casey turns 8\u2666", "Casey turns 8\u2663"]
LEAD += ["Casey opens the betting: best showing"]
STREET = re.compile(r"opens? \d\w\w street")
SUMMED = re.compile(r"^(?P<who>\S+) (is|are) beaten: every card turned$")


def drawn(messages: list[str], columns: int, most: int) -> list[str]:
    return [line for line, _ in log_lines(messages, columns, most, names=NAMES)]


@pytest.mark.parametrize("said", [TURN_AFTER_BETS, TURN_NONE_LEADING])
@pytest.mark.parametrize("most", [1, 2, 3, 4])
def test_what_t_says_in_a_bet_round_never_takes_a_moves_line(said, most):
    moves = [*LEAD, "Casey checks", "Babe bets 1", "Yogi checks"]
    lines = drawn([*moves, said], 22, most)
    assert "T" not in lines and all(line == said or not line.startswith("T") for line in lines), lines
    assert [line for line in lines if line != said] == drawn(moves, 22, most)


@pytest.mark.parametrize(("columns", "most"), [(22, 2), (22, 3), (26, 3), (40, 4)])
def test_the_leads_own_check_is_told_with_its_run(columns, most):
    lines = drawn([*LEAD, "Casey checks", "Yogi bets 1"], columns, most)
    assert re.search(r"\bCasey leads(: 3 turned)?, checks Yogi bets 1$", " ".join(lines)), lines


def test_checks_left_out_after_the_leads_are_said():
    lines = drawn([*LEAD, "Casey and Babe check", "Yogi bets 1"], 22, 3)
    assert lines == ["Casey leads: 3 turned,", "checks, Babe checks", "Yogi bets 1"], lines


def test_a_street_checked_around_says_so_in_one_line():
    messages = ["You fold", "Casey opens 4th street: best showing", "Casey, Babe and Yogi check"]
    messages += ["Casey opens 5th street: best showing", "Casey bets 1", "Babe calls 1"]
    lines = drawn(messages, 22, 3)
    assert lines == ["4th street: all check", "Casey opens 5th street", "Casey bets, Babe calls"], lines


def test_a_seat_beaten_is_summed_up_after_its_last_cards():
    """(The play-test's order, met at the solo Night Baseball table, seed 2: the last card after the
    table's "beaten".)"""
    messages = ["You call 1", "Babe turns 7\u2666", "Babe is beaten: every card turned"]
    messages += ["Babe turns 8\u2665", "Casey turns 2\u2663", "Casey opens the betting: best showing"]
    lines = drawn([*messages, "Casey bets 1"], 26, 3)
    assert lines == ["Babe is beaten", "Casey leads: 1 turned", "Casey bets 1"], lines


def badly_told(lines: list[str]) -> list[str]:
    """What a drawn log must never read: a lone key; a run told in one (its cards not said before
    it) before a card it sums up; two stud streets opened with nothing between; a lead with a later
    bet of another seat's and no word of its own move."""
    wrong = [line for line in lines if len(line) == 1]
    for at, line in enumerate(lines):
        later = lines[at + 1 :]
        if (
            (summed := SUMMED.match(line))
            and any(after.startswith(f"{summed['who']} turn") for after in later)
            and not any(before.startswith(f"{summed['who']} turn") for before in lines[:at])
        ):
            wrong.append(line)
        if STREET.search(line) and later and STREET.search(later[0]):
            wrong.append(line)
        lead = re.match(r"^(\S+) leads: \d+ turned$", line)
        if lead and later and re.match(r"^\S+ bets\b", later[0]) and not later[0].startswith(lead[1]):
            wrong.append(line)
    return wrong


def drawn_lines(monkeypatch) -> list[list[str]]:
    """Each log drawn from now on, in its lines (the bet pinned over them first)."""
    seen: list[list[str]] = []
    draw = log_room.with_bet_faced

    def drawing(*args, **kwargs):
        pinned, lines = draw(*args, **kwargs)
        seen.append([line.replace(KEEP, " ") for line in [*pinned, *(line for line, _ in lines)]])
        return pinned, lines

    monkeypatch.setattr(log_room, "with_bet_faced", drawing)
    return seen


@pytest.mark.parametrize(
    ("profile", "seed", "fold"),
    [
        ("night-baseball", 2, False),
        ("night-baseball", 6, False),
        ("baseball", 2, True),
        ("baseball", 5, True),
    ],
)
@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_solo_tables_logs_read_in_order(app, monkeypatch, profile, seed, fold, size):
    app.settings.text_size, app.settings.animation_speed = size, 4.0
    seen = drawn_lines(monkeypatch)
    scene = table_scene(app, profile=profile, players=4, seed=seed)
    for decisions, legal in enumerate(your_decisions(app, scene), 1):
        if decisions > 14:
            break
        moves = (ActionKind.FOLD,) if fold else ()  # (folded, every move after yours is since yours)
        moves += (ActionKind.CHECK, ActionKind.TURN, ActionKind.CALL, "pay")
        scene.choose(next(kind for kind in moves if kind in legal.kinds))
    wrong = [(lines, bad) for lines in seen if (bad := badly_told(lines))]
    assert not wrong, wrong[:3]


def test_t_pressed_at_your_bet_decision_keeps_the_logs_lines(app, monkeypatch):
    seen = drawn_lines(monkeypatch)
    scene = table_scene(app, profile="night-baseball", players=4, seed=5)
    to_your_bet_decision(app, scene)
    before = seen[-1]
    app.frame([letter("t")], 0.05)
    app.frame([], 0.05)
    after = seen[-1]  # (T's words whole if at all; a tip may give them its lines)
    said = " ".join(after)
    whole = TURN_AFTER_BETS in said or TURN_NONE_LEADING in said
    assert not badly_told(after) and (whole or not any(line.startswith("T") for line in after)), after
    assert named(before) <= named(after), (before, after)


def named(lines: list[str]) -> set[str]:
    """The seats whose moves `lines` tell."""
    return {name for name in NAMES for line in lines if line.startswith(name)}
