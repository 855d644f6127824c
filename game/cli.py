"""Command line: `python main.py [play flags]`, `python main.py simulate ...`, `python main.py profiles ...`,
`python main.py replay FILE`.

Each command's module is loaded only when it runs (by name, below), so `simulate` and `profiles` never load pygame.
A command's own output (a listing, a summary, a usage error) is printed; diagnostics go through
`logging` to stderr: warnings and errors by default, more with BASEBALL_POKER_LOG=info or debug.

Whatever goes wrong around a command is one `error:` line and a non-zero status, never a
traceback: a file system that refuses (a full device, a name too long) is named by its reason (the
traceback is logged at debug level), and a reader that goes away (`simulate | head -1`) ends the
command quietly with the status a shell gives a closed pipe (141).

A stream that is not there (stdout or stderr closed, `>&-`, or None, as in a GUI launch on Windows
with pythonw) is never touched: before anything runs, `give_missing_streams_a_sink` opens the null
device for it, so a command's output, its error line and the log go nowhere instead of ending in a
traceback, and no file the game opens later can take the place of the closed descriptor.
"""

from __future__ import annotations

import errno
import importlib
import logging
import os
import signal
import sys

LOG_LEVEL_ENV = "BASEBALL_POKER_LOG"
CLOSED_PIPE = 128 + signal.SIGPIPE  # what a shell reports for a command stopped by a closed pipe

log = logging.getLogger(__name__)

COMMANDS = {  # command -> the module whose main(argv) runs it
    "simulate": "engine.simulate",
    "profiles": "engine.profiles_command",
    "party": "game.party.wire.headless",  # guests play from their phones
    "ledger": "game.play.ledger_command",  # tonight's ledger
    "play": "game.screens.app",
    "replay": "game.screens.replay_command",  # the table on a hand history's pots
}


def main(argv: list[str] | None = None) -> int:
    give_missing_streams_a_sink()
    configure_logging()
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args and not args[0].startswith("-") else "play"
    rest = args[1:] if args and args[0] == command else args
    if command not in COMMANDS:
        print(
            f"error: unknown command {command!r}: use play (the default), simulate, profiles, party or ledger",
            file=sys.stderr,
        )
        return 2
    odd = next((arg for arg in rest if any(ord(char) < 32 or 127 <= ord(char) < 160 for char in arg)), None)
    if (
        odd is not None
    ):  # argparse would echo it raw: a line break splits its message, an escape drives the terminal
        shown = odd.encode("unicode_escape").decode("ascii")
        print(f"error: the argument '{shown}' holds a control character", file=sys.stderr)
        return 2
    run = importlib.import_module(COMMANDS[command]).main
    try:
        status = int(run(rest))
        if sys.stdout is not None:  # run() may have let it go (a test's capture, a library)
            sys.stdout.flush()  # a full device or a closed pipe shows here, not at exit
    except BrokenPipeError:
        _stdout_to_nowhere()
        return CLOSED_PIPE
    except OSError as exc:
        log.debug("%s failed", command, exc_info=True)
        print(f"error: {describe_os_error(exc)}", file=sys.stderr)
        return 1
    return status


def describe_os_error(exc: OSError) -> str:
    """One line for a refusal of the system: its reason, and the file it concerns when known."""
    reason = exc.strerror or str(exc) or type(exc).__name__
    if exc.errno == errno.ENOSPC:
        reason = "the device is full (No space left on device)"
    name = exc.filename if isinstance(exc.filename, str) else None
    if name is None:
        return f"cannot write the output: {reason}" if exc.errno in (errno.ENOSPC, errno.EIO) else reason
    shown = name if len(name) <= 80 else f"{name[:60]}... ({len(name)} characters)"
    return f"{shown}: {reason}"


def _stdout_to_nowhere() -> None:
    """The reader of stdout is gone: what is still buffered goes nowhere, so Python's own flush at
    exit cannot fail again (only for the process's real stdout, never a test's capture)."""
    if sys.stdout is sys.__stdout__ and sys.stdout is not None:
        try:
            nowhere = os.open(os.devnull, os.O_WRONLY)
            os.dup2(nowhere, sys.stdout.fileno())
        except (OSError, ValueError):
            pass


_sinks: list[object] = []  # the null device's streams opened for missing ones: kept open for the run


def give_missing_streams_a_sink() -> None:
    """Stdin, stdout and stderr that are not there become the null device: a closed descriptor
    0, 1 or 2 is opened on it (else the next file the game opens would take its number, and
    whatever writes to stdout, SDL's messages among them, would write into that file), and
    `sys.stdout` or `sys.stderr` that is None (closed at start, or pythonw) a text stream on it."""
    for number in (0, 1, 2):
        try:
            os.fstat(number)
        except OSError:  # closed: the lowest free number is this one, so open takes its place
            try:
                opened = os.open(os.devnull, os.O_RDWR)
            except OSError:
                continue
            if opened != number:
                os.dup2(opened, number)
                os.close(opened)
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            try:
                sink = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (kept open for the run)
            except OSError:
                continue
            _sinks.append(sink)
            setattr(sys, name, sink)


def configure_logging() -> None:
    wanted = os.environ.get(LOG_LEVEL_ENV, "warning").upper()
    level = logging.getLevelNamesMapping().get(wanted, logging.WARNING)
    logging.basicConfig(level=level, format="%(levelname)s: %(name)s: %(message)s")
