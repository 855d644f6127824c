"""`python main.py simulate` (docs/history.md): summary, history file, same seed same bytes, clear errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import history
from engine.simulate import main

ROOT = Path(__file__).resolve().parent.parent


def test_simulate_prints_standings_and_counts_and_writes_a_replayable_history(tmp_path, capsys):
    path = tmp_path / "h.jsonl"
    assert (
        main(
            [
                "--profile",
                "baseball-strikeout",
                "--players",
                "5",
                "--sessions",
                "2",
                "--seed",
                "4",
                "--history",
                str(path),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "game 1 (seed 4)" in out and "game 2 (seed 5)" in out
    assert "standings" in out and out.count("CPU ") >= 5
    assert "pots 16, showdowns " in out and "folds to a wild cost" in out and "average pot" in out
    tables = history.replay_sessions(path.read_text().splitlines())
    assert [t.seed for t in tables] == [4, 5] and all(t.is_over for t in tables)


@pytest.mark.parametrize("profile", ["midnight-baseball", "night-baseball"])
def test_simulate_plays_no_peek_profiles(profile, capsys):
    # Easy computer players: the flow is under test here, not their strength, and they think fast.
    assert main(["--profile", profile, "--players", "5", "--difficulty", "easy", "--quiet"]) == 0
    assert "pots 8" in capsys.readouterr().out


def test_the_same_seed_writes_the_same_bytes_from_the_command_line(tmp_path):
    files = [tmp_path / "a.jsonl", tmp_path / "b.jsonl"]
    for path in files:
        subprocess.run(
            [
                sys.executable,
                "main.py",
                "simulate",
                "--profile",
                "night-baseball",
                "--players",
                "4",
                "--seed",
                "7",
                "--difficulty",
                "easy",
                "--history",
                str(path),
                "--quiet",
            ],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
    assert files[0].read_bytes() == files[1].read_bytes() and files[0].stat().st_size > 10_000


@pytest.mark.parametrize(
    "args, message",
    [
        (["--profile", "no-such-profile"], "no profile 'no-such-profile'"),
        (["--profile", "night-baseball", "--players", "6"], "played by 2 to 5 players, not 6"),
        (["--sessions", "0"], "--sessions must be at least 1"),
    ],
)
def test_bad_input_gets_one_clear_line(args, message, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize(
    "where, problem",
    [
        ("missing/h.jsonl", "the folder {tmp}/missing does not exist"),
        ("a-file/h.jsonl", "{tmp}/a-file is not a folder"),
        ("a-folder", "{tmp}/a-folder is a folder; expected a file name"),
    ],
)
def test_an_unwritable_history_is_reported_before_any_session_is_played(tmp_path, capsys, where, problem):
    (tmp_path / "a-file").write_text("x")
    (tmp_path / "a-folder").mkdir()
    assert main(["--history", str(tmp_path / where), "--sessions", "50"]) == 2
    out, err = capsys.readouterr()
    assert out == ""  # no session was played
    assert f"cannot write --history {tmp_path / where}: " + problem.format(tmp=tmp_path) in err


def test_the_history_is_written_in_one_step(tmp_path, monkeypatch, capsys):
    import os

    path = tmp_path / "h.jsonl"
    path.write_text("the old history\n")

    def crash(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    assert main(["--history", str(path), "--quiet", "--styles", "simple"]) == 1
    assert "No space left on device" in capsys.readouterr().err
    assert path.read_text() == "the old history\n" and os.listdir(tmp_path) == ["h.jsonl"]


def test_the_average_pot_is_printed_exactly(capsys):
    assert main(["--quiet", "--seed", "3", "--styles", "simple"]) == 0
    line = capsys.readouterr().out.splitlines()[-1]
    average = line.rsplit("average pot ", 1)[1]
    whole, cents = average.split(".")
    assert whole.isdigit() and len(cents) == 2


def test_the_counts_agree_with_the_events():
    from collections import Counter

    from engine.profile import load_profile
    from engine.simulate import _count, play_session

    counts = Counter()
    table = play_session(load_profile("baseball-strikeout"), 6, seed=2, counts=counts)
    _count(table.events, counts)
    wild_folds, dealing = 0, False
    for event in table.events:  # a fold while cards are being dealt is a fold to a wild cost
        if event.type in ("deal", "round_start"):
            dealing = event.type == "deal"
        elif event.type == "action" and event.action == "fold" and dealing:
            wild_folds += 1
    assert counts["wild_folds"] == wild_folds > 0
    assert counts["pots"] == 8 and counts["bonus_cards"] == sum(
        1 for e in table.events if e.type == "deal" and e.why == "bonus"
    )
    assert counts["awarded"] == sum(e.amount for e in table.events if e.type == "award")
