"""Audit of a session (docs/rules.md#a-session) and the contracts of the README and docs/history.md: dealer, pots, standings, history,
the command line, and illegal actions that change nothing."""

from __future__ import annotations

import copy
import dataclasses
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import history, simulate
from engine.actions import BETTING_KINDS, Action, IllegalAction
from engine.profile import discover_profiles
from engine.rules import Rules
from engine.table import SeatInfo, Table

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = sorted(e.id for e in discover_profiles() if e.source == "shipped" and e.rules is not None)
ALL_KINDS = sorted(set(BETTING_KINDS) | {"pay", "decline", "reveal", "keep", "turn", "nonsense"})


def seats(n):
    return [SeatInfo(f"P{i}") for i in range(n)]


def test_the_first_dealer_is_drawn_from_the_seed_and_can_be_anyone():
    rules = dataclasses.replace(Rules(), pots=1)
    dealers = {seed: Table(rules, seats(4), seed).dealer for seed in range(40)}
    assert set(dealers.values()) == {0, 1, 2, 3}
    assert all(Table(rules, seats(4), seed).dealer == d for seed, d in list(dealers.items())[:5])


def _snapshot(table: Table):
    """Everything a decision could change (the caches of redacted streams are left out)."""
    return (
        copy.deepcopy(table.hand),
        [e.to_json() for e in table.events],
        list(table.decisions),
        dict(table.balances),
        table.phase,
        table.decision,
        table.dealer,
        table.hands_played,
        table.rng.getstate(),
        table.legal_actions(),
    )


def _illegal_moves(table: Table) -> list:
    legal = table.legal_actions()
    seat, kind = legal.seat, legal.kinds[0]
    moves = [Action(seat, other) for other in ALL_KINDS if other not in legal.kinds]
    moves += [
        Action((seat + 1) % table.n, kind),
        Action(seat + table.n, kind),
        Action(-1, kind),
        Action(float(seat), kind),
        Action(str(seat), kind),
        (seat, kind),
        None,
    ]
    if seat in (0, 1):
        moves.append(Action(bool(seat), kind))
    return moves


@pytest.mark.parametrize(
    "profile",
    [
        "baseball-strikeout",
        "baseball-hidden-fours",
        "baseball-paid-fours",
        "seven-card-stud",
        "midnight-baseball",
    ],
)
def test_an_illegal_action_raises_a_clear_error_and_changes_nothing(profile):
    from engine.profile import load_profile

    rules = dataclasses.replace(load_profile(profile), pots=2)
    table = Table(rules, seats(4), seed=5)
    rng = random.Random(5)
    checked = set()
    while not table.is_over:
        legal = table.legal_actions()
        if legal.decision not in checked or rng.random() < 0.05:
            checked.add(legal.decision)
            before = _snapshot(table)
            for move in _illegal_moves(table):
                with pytest.raises(IllegalAction) as error:
                    table.apply(move)
                assert str(error.value) and "\n" not in str(error.value)
                assert _snapshot(table) == before, f"{move!r} changed the table"
        table.apply(Action(legal.seat, rng.choice(legal.kinds)))
    with pytest.raises(IllegalAction, match="over"):
        table.apply(Action(0, "check"))


def test_a_seat_number_must_be_a_plain_int_or_the_history_would_not_read_back():
    table = Table(dataclasses.replace(Rules(), pots=1), seats(3), seed=2)
    legal = table.legal_actions()
    for seat in (float(legal.seat), str(legal.seat)) + ((True,) if legal.seat == 1 else ()):
        with pytest.raises(IllegalAction):
            table.apply(Action(seat, legal.kinds[0]))
    assert table.decisions == []


@pytest.mark.parametrize("profile", SHIPPED)
def test_simulate_runs_every_shipped_profile_and_its_history_replays(profile, tmp_path, capsys):
    out = tmp_path / "h.jsonl"
    args = [
        "--profile",
        profile,
        "--players",
        "3",
        "--sessions",
        "2",
        "--seed",
        "4",
        "--history",
        str(out),
        "--styles",
        "simple",
    ]  # the quick player: the real bots play in the command-line test below
    assert simulate.main(args) == 0
    printed = capsys.readouterr().out
    assert "standings" in printed
    first = out.read_bytes()
    tables = history.replay_sessions(first.decode().splitlines())
    assert len(tables) == 2 and all(table.is_over for table in tables)
    assert simulate.main(args) == 0
    assert out.read_bytes() == first, "the same seed must write the same history, byte for byte"


def _main(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=60, env=env
    )


def test_the_command_line_simulates_and_lists_profiles(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for out in (a, b):
        done = _main(
            "simulate",
            "--profile",
            "night-baseball",
            "--players",
            "2",
            "--sessions",
            "1",
            "--seed",
            "9",
            "--history",
            str(out),
        )
        assert done.returncode == 0, done.stderr
    assert a.read_bytes() == b.read_bytes() and a.read_bytes().count(b'"session_start"') == 1
    done = _main("profiles")
    assert done.returncode == 0, done.stderr
    assert all(profile in done.stdout for profile in SHIPPED)
    done = _main("simulate", "--profile", "night-baseball", "--players", "6")
    assert done.returncode != 0 and "Traceback" not in done.stderr and done.stderr.count("\n") == 1
