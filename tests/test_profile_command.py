"""`python main.py profiles`: the listing with statuses and overrides, and `--check FILE`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.profile import SHIPPED_DIR
from engine.profiles_command import main

ROOT = Path(__file__).parent.parent
BROKEN = Path(__file__).parent / "profiles_broken"


@pytest.fixture(autouse=True)
def user_dir(tmp_path, monkeypatch):
    folder = tmp_path / "mine"
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(folder))
    return folder


def test_listing_shows_every_shipped_profile_with_name_description_and_status(capsys, user_dir):
    assert main([]) == 0
    out = capsys.readouterr().out
    for path in SHIPPED_DIR.glob("*.yaml"):
        assert any(line.startswith(path.stem + " ") and " ok " in line for line in out.splitlines()), (
            path.stem
        )
    assert "Night Baseball" in out and "No Peek Baseball: 9 cards." in out
    assert "12 profiles, 12 usable, 0 with errors." in out
    assert f"Your profiles:    {user_dir} (does not exist yet" in out


def test_listing_marks_overrides_and_broken_user_files(capsys, user_dir):
    user_dir.mkdir()
    (user_dir / "night-baseball.yaml").write_text(
        "name: Our Night\nextends: night-baseball\nbetting: {ante: 2}\n"
    )
    (user_dir / "oops.yaml").write_text("name: Oops\nbeting: {ante: 2}\n")
    assert main([]) == 0
    lines = capsys.readouterr().out.splitlines()
    night = next(i for i, line in enumerate(lines) if line.startswith("night-baseball "))
    assert "Our Night" in lines[night] and lines[night].endswith("user (overrides shipped)")
    oops = next(i for i, line in enumerate(lines) if line.startswith("oops "))
    assert " error " in lines[oops] and lines[oops].endswith("user")
    assert lines[oops + 1].strip().endswith("oops.yaml: beting: unknown key (did you mean betting?)")
    assert "13 profiles, 12 usable, 1 with errors." in lines
    assert not any(line.endswith("(does not exist yet: create it to add your own)") for line in lines)


def test_check_a_good_file_prints_the_resolved_rules(capsys):
    assert main(["--check", str(SHIPPED_DIR / "night-baseball.yaml")]) == 0
    out = capsys.readouterr().out
    assert "ok: Night Baseball: No Peek, 9 cards each; 2-5 players; wild 3 9;" in out


def test_check_by_id_and_the_outline_of_options(capsys):
    assert main(["--check", "baseball-pay-three", "baseball-paid-fours", "seven-card-stud"]) == 0
    out = capsys.readouterr().out
    assert "wild 3 9 (3 pays 2)" in out
    assert "exposed four: pay 1, bonus card up" in out
    assert "wild none; exposed four: none;" in out and "bring-in ½" in out


def test_check_a_broken_file_exits_non_zero_with_its_one_message(capsys):
    assert main(["--check", str(BROKEN / "no-peek-6x9.yaml")]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "players.max: 9 cards x 6 players = 54" in captured.err


def test_check_several_files_fails_if_any_fails(capsys):
    assert main(["--check", str(SHIPPED_DIR / "baseball.yaml"), str(BROKEN / "empty.yaml")]) == 1
    assert main(["--check", "no-such-file.yaml"]) == 1
    assert "no-such-file.yaml: no such file" in capsys.readouterr().err


def test_usage_errors_return_a_status_instead_of_exiting(capsys):
    assert main(["--bogus"]) == 2
    assert "unrecognized arguments" in capsys.readouterr().err


def test_main_py_runs_the_command(user_dir):
    done = subprocess.run(
        [sys.executable, "main.py", "profiles", "--check", "tests/profiles_broken/alias-bomb.yaml"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert done.stderr.startswith("error: tests/profiles_broken/alias-bomb.yaml: not valid YAML")
    assert "Traceback" not in done.stderr
