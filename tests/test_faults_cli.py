"""Every bad argument and environment is one message and a non-zero exit, never a traceback: long
names, ports out of range, a video driver that is not there, a closed pipe, a full device; a fuzz
over generated command lines for every command holds it. `simulate` lets each session go once it
is counted and written."""

from __future__ import annotations

import gc
import os
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import simulate
from engine.events import SessionStart
from game import cli

ROOT = Path(__file__).resolve().parents[1]
LONG = "a" * 300  # longer than any file name a file system takes (255 bytes)


def run(*args: str, **options) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", **options.pop("env", {}))
    options.setdefault("stdout", subprocess.PIPE)
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, env=env, stderr=subprocess.PIPE, timeout=120, **options
    )


def one_message(stderr: str) -> str:
    """The one line that says what was wrong (argparse prints its usage above it)."""
    assert "Traceback" not in stderr, stderr[-3000:]
    lines = [line for line in stderr.split("\n") if line.strip()]  # not splitlines: an echoed \x1e is no line
    said = [
        line for line in lines if line.startswith(("error:", "simulate: ", "party: ")) or ": error: " in line
    ]
    assert len(said) == 1 and said[0] == lines[-1], stderr[-3000:]
    return said[0]


# ---------------------------------------------------------------- named cases, as a player meets them


@pytest.mark.parametrize(
    "args, words",
    [
        (["simulate", "--profile", LONG], "File name too long"),
        (["simulate", "--history", f"/tmp/{LONG}.jsonl"], "File name too long"),
        (["profiles", "--check", LONG], "File name too long"),
        (["--profile", LONG], "File name too long"),
        (["party", "--no-window", "--port", "70000"], "expected 0 to 65535"),
        (["party", "--no-window", "--port", "-1"], "expected 0 to 65535"),
    ],
)
def test_long_names_and_ports_out_of_range_are_one_line(args, words, capsys):
    with pytest.raises(SystemExit) if "--port" in args else _nothing():
        status = cli.main(args)
        assert status != 0
    assert words in one_message(capsys.readouterr().err)


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_a_control_character_in_an_argument_is_refused_escaped(capsys):
    assert cli.main(["party", "--host", "\n\x1b[2J"]) == 2
    assert capsys.readouterr().err == "error: the argument '\\n\\x1b[2J' holds a control character\n"


def test_a_closed_pipe_ends_simulate_quietly_with_the_shells_status():
    child = subprocess.Popen(
        [sys.executable, "main.py", "simulate", "--sessions", "400", "--styles", "simple"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.read(1) == b"g"  # game 1 (seed 0): ...
    child.stdout.close()  # `| head -c1`
    error = child.stderr.read().decode()
    assert child.wait(timeout=120) == cli.CLOSED_PIPE and error == ""


def test_a_full_device_is_one_line():
    with open("/dev/full", "w") as full:
        done = run("simulate", "--sessions", "2", "--styles", "simple", stdout=full)
    assert done.returncode == 1
    assert (
        one_message(done.stderr.decode())
        == "error: cannot write the output: the device is full (No space left on device)"
    )


def _small_files():
    """The child may write files of at most 4 KiB, and is told so by an error rather than killed."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))


def test_a_history_that_fills_the_device_is_one_line_and_leaves_no_file(tmp_path):
    history = tmp_path / "h.jsonl"
    done = run(
        "simulate",
        "--sessions",
        "3",
        "--styles",
        "simple",
        "--history",
        str(history),
        preexec_fn=_small_files,
    )
    assert done.returncode == 1 and "File too large" in one_message(done.stderr.decode())
    assert list(tmp_path.iterdir()) == []  # neither half a history nor a temporary file


def unused_display() -> str:
    """An X display no server holds (neither its socket nor its lock file exists): a fixed ':93'
    once met a play-tester's Xvfb there, and the game opened on it and ran until the timeout."""
    held = (
        {int(name[1:]) for name in os.listdir("/tmp/.X11-unix") if name[1:].isdigit()}
        if os.path.isdir("/tmp/.X11-unix")
        else set()
    )
    return f":{next(n for n in range(193, 1000) if n not in held and not os.path.exists(f'/tmp/.X{n}-lock'))}"


def test_no_usable_video_driver_is_one_line(tmp_path):
    env = {"SDL_VIDEODRIVER": "x11", "DISPLAY": unused_display(), "BASEBALL_POKER_HOME": str(tmp_path)}
    done = run(env=env)
    assert done.returncode == 1
    assert one_message(done.stderr.decode()).startswith("error: no window can be opened")


def test_simulate_lets_each_session_go_once_it_is_counted_and_written(tmp_path, monkeypatch, capsys):
    """Before, every event of every session stayed in memory to the end (about 40 KB a session)."""
    alive: list[int] = []
    play = simulate.play_session

    def counting(*args, **kwargs):
        gc.collect()
        alive.append(sum(1 for thing in gc.get_objects() if type(thing) is SessionStart))
        return play(*args, **kwargs)

    monkeypatch.setattr(simulate, "play_session", counting)
    for extra in ([], ["--history", str(tmp_path / "h.jsonl")]):
        alive.clear()
        assert simulate.main(["--sessions", "6", "--styles", "simple", "--quiet", *extra]) == 0
        assert max(alive) <= 1, alive  # at most the session just finished, never all of them


# ---------------------------------------------------------------- the fuzz

VALUES = [
    "",
    "0",
    "1",
    "2",
    "-1",
    "70000",
    "99999999999999999999999",
    "1e400",
    "nan",
    "inf",
    "-inf",
    "abc",
    "baseball",
    "midnight-baseball",
    "no-such-profile",
    "../../etc/passwd",
    "/dev/zero",
    "/dev/full",
    "/nonexistent/x.jsonl",
    LONG,
    f"/tmp/{LONG}",
    "\u202eevil",
    "é",
    "simple",
    "hard",
    "--",
    "-",
    "::1",
    "999.999.999.999",
]
FLAGS = {
    "play": ["--fullscreen", "--windowed", "--profile", "--players", "--seed", "--help"],
    "simulate": [
        "--profile",
        "--players",
        "--sessions",
        "--seed",
        "--history",
        "--quiet",
        "--styles",
        "--difficulty",
    ],
    "profiles": ["--check"],
    "party": [
        "--no-window",
        "--host",
        "--port",
        "--profile",
        "--seats",
        "--seed",
        "--turn-seconds",
        "--away-seconds",
        "--bot-delay",
        "--rate",
        "--hand-pause",
    ],
}


class _Enough(Exception):
    """A command that got past its checks and started its real work: that is all the fuzz needs."""


@st.composite
def command_lines(draw):
    command = draw(st.sampled_from(sorted(FLAGS)))
    words = draw(
        st.lists(
            st.one_of(st.sampled_from(FLAGS[command]), st.sampled_from(VALUES), st.text(max_size=12)),
            max_size=6,
        )
    )
    words = [word.replace("\x00", "") for word in words]  # a command line cannot hold NUL
    return ([] if command == "play" else [command]) + words


@pytest.fixture
def stubs(monkeypatch):
    """The commands run in this process up to their real work: no window, no server, sessions cut short."""
    import pygame

    from game.party.wire import headless
    from game.screens import app

    monkeypatch.setattr(app, "play", lambda *args, **kwargs: 0)
    monkeypatch.setattr(pygame, "init", lambda: (0, 0))
    monkeypatch.setattr(pygame, "quit", lambda: None)

    async def serve(*args, **kwargs):
        return None

    monkeypatch.setattr(headless, "_serve", serve)
    played = []

    def short(*args, **kwargs):
        played.append(1)
        if len(played) > 2:
            raise _Enough
        return simulate_play(*args, **kwargs)

    simulate_play = simulate.play_session
    monkeypatch.setattr(simulate, "play_session", short)
    return played


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(argv=command_lines())
def test_no_command_line_ends_in_a_traceback(argv, stubs, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a --history of "1" lands here
    stubs.clear()
    try:
        status = cli.main(list(argv))
    except SystemExit as exit:  # argparse: --help, or a usage error
        status = exit.code if isinstance(exit.code, int) else 1
    except _Enough:
        status = 0
    out = capsys.readouterr()
    if status != 0 and argv[:2] == ["profiles", "--check"]:  # one line for each file that fails
        assert "Traceback" not in out.err and out.err.strip(), out.err
        last = [line for line in out.err.split("\n") if line.strip()][-1]
        assert last.startswith("error: ") or ": error: " in last, out.err
    elif status != 0:
        one_message(out.err)
    else:
        assert "Traceback" not in out.err


# ---------------------------------------------------------------- streams that are not there


@pytest.mark.parametrize(
    "args",
    [["simulate", "--sessions", "1", "--styles", "simple"], ["profiles"], ["simulate", "--profile", "nope"]],
)
@pytest.mark.parametrize("closed", ["stdout", "stdout and stderr"])
def test_a_closed_stream_is_never_written_to(args, closed, tmp_path):
    """`>&-` (the shell closes the descriptor, so Python starts with sys.stdout None): the command
    runs as with its output thrown away, never a traceback; with stderr open it still says why."""
    shell = f"exec {sys.executable} main.py {' '.join(args)} >&- {'2>&-' if 'stderr' in closed else ''}"
    done = subprocess.run(["sh", "-c", shell], cwd=ROOT, stderr=subprocess.PIPE, timeout=120)
    said = done.stderr.decode()
    assert "Traceback" not in said, said
    assert done.returncode == (2 if "nope" in args else 0)
    if "stderr" not in closed and "nope" in args:
        assert one_message(said).startswith("simulate: no profile 'nope'")


@pytest.mark.parametrize("args", [["simulate", "--sessions", "1", "--styles", "simple"], ["profiles"]])
def test_a_gui_launch_with_no_stdout_runs_the_command(args):
    """pythonw on Windows: sys.stdout and sys.stderr are None from the start."""
    code = f"import sys; sys.stdout = sys.stderr = None; from game.cli import main; raise SystemExit(main({args!r}))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")


def test_no_error_line_goes_to_stdout_when_stderr_is_missing():
    """print(file=None) writes to stdout: an error with stderr gone must go nowhere, not into the
    output a script reads."""
    code = "import sys; sys.stderr = None; from game.cli import main; raise SystemExit(main(['simulate', '--profile', 'nope']))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, timeout=120)
    assert (done.returncode, done.stdout) == (2, b"")


@pytest.mark.parametrize("missing", ["stdout", "stderr"])
def test_in_process_a_missing_stream_is_never_touched(missing, monkeypatch):
    monkeypatch.setattr(sys, missing, None)
    assert cli.main(["simulate", "--sessions", "1", "--styles", "simple", "--players", "3"]) == 0
    assert cli.main(["profiles"]) == 0
    assert cli.main(["simulate", "--profile", "nope"]) == 2
