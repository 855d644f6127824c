"""What a person reads off the command line and off a damaged save says GAME for a run of pots, as
the screens do since 659487c: the help of every command, the ledger command's listing and the
title's message for a saved game that cannot be continued said 'session', a word the newcomer's
play-test could not place. (Code names, --sessions and SessionStart, stay as they are.)"""

from __future__ import annotations

import importlib

import pytest

from game import cli
from game.play import ledger_command, resume


@pytest.mark.parametrize("command", sorted(cli.COMMANDS))
def test_every_commands_help_says_game(command, capsys):
    try:
        status = importlib.import_module(cli.COMMANDS[command]).main(["--help"])
    except SystemExit as exc:  # (some let argparse's exit through, some return its status)
        status = exc.code
    assert status == 0
    shown = capsys.readouterr().out
    assert "usage:" in shown
    assert "session" not in shown.replace("--sessions", "").lower(), shown  # (the flag keeps its name)


@pytest.mark.parametrize("content", ["{broken", '{"version": 99}', '{"version": 2}'])
def test_a_damaged_save_is_a_saved_game(home, content):
    path = resume.resume_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    saved, messages = resume.load()
    assert saved is None and len(messages) == 1
    said = messages[0].replace(path.name, "")  # (the file keeps its name, session.json)
    assert "the saved game cannot be continued" in said and "session" not in said, messages


def test_the_ledger_commands_night_counts_games(home, capsys):
    assert ledger_command.main(["--night", "2026-12-02"]) == 0
    shown = capsys.readouterr().out
    assert "no games on the night of" in shown and "session" not in shown, shown
