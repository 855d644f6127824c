"""The command line around the commands: `python -m game` is the same program, an unknown command is
one line on stderr, and diagnostics go through logging at the level BASEBALL_POKER_LOG asks for."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli

ROOT = Path(__file__).resolve().parents[1]


def run_module(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_python_dash_m_game_runs_the_commands():
    listing = run_module("profiles")
    assert listing.returncode == 0 and "usable" in listing.stdout and listing.stderr == ""


def test_an_unknown_command_is_one_line_on_stderr():
    done = run_module("deal")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        "error: unknown command 'deal': use play (the default), simulate, profiles, party or ledger"
    ]


LOG_SOMETHING = """
import logging
from game import cli
cli.configure_logging()
logging.getLogger("game.x").debug("fine detail")
logging.getLogger("game.x").info("a fact")
logging.getLogger("game.x").warning("a problem")
"""


@pytest.mark.parametrize(
    "wanted, shown",
    [
        (None, ["WARNING: game.x: a problem"]),
        ("info", ["INFO: game.x: a fact", "WARNING: game.x: a problem"]),
        ("DEBUG", ["DEBUG: game.x: fine detail", "INFO: game.x: a fact", "WARNING: game.x: a problem"]),
        ("loud", ["WARNING: game.x: a problem"]),  # not a level: the default
    ],
)
def test_diagnostics_go_to_stderr_at_the_level_the_environment_asks_for(wanted, shown):
    env = {k: v for k, v in os.environ.items() if k != cli.LOG_LEVEL_ENV}
    if wanted is not None:
        env[cli.LOG_LEVEL_ENV] = wanted
    done = subprocess.run(
        [sys.executable, "-c", LOG_SOMETHING], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.stdout == "" and done.stderr.splitlines() == shown


def test_the_ledger_command_runs_without_pygame():
    """`ledger` is a command of its own, loaded by name: printing tonight's ledger needs no window."""
    code = "import sys; from game import cli; cli.main(['ledger']); print('pygame' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == "False", done.stderr
    assert "no games on the night of" in done.stdout
