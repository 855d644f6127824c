"""Command line: `python main.py [play flags]`, `python main.py simulate ...`, `python main.py profiles ...`.

Each command's module is loaded only when it runs (by name, below), so `simulate` and `profiles` never load pygame.
A command's own output (a listing, a summary, a usage error) is printed; diagnostics go through
`logging` to stderr: warnings and errors by default, more with BASEBALL_POKER_LOG=info or debug.
"""

from __future__ import annotations

import importlib
import logging
import os
import sys

LOG_LEVEL_ENV = "BASEBALL_POKER_LOG"

COMMANDS = {  # command -> the module whose main(argv) runs it
    "simulate": "engine.simulate",
    "profiles": "engine.profiles_command",
    "party": "game.party.headless",  # guests play from their phones
    "play": "game.app",
}


def main(argv: list[str] | None = None) -> int:
    configure_logging()
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args and not args[0].startswith("-") else "play"
    rest = args[1:] if args and args[0] == command else args
    if command not in COMMANDS:
        print(f"unknown command {command!r}: use play (the default), simulate or profiles", file=sys.stderr)
        return 2
    run = importlib.import_module(COMMANDS[command]).main
    return int(run(rest))


def configure_logging() -> None:
    wanted = os.environ.get(LOG_LEVEL_ENV, "warning").upper()
    level = logging.getLevelNamesMapping().get(wanted, logging.WARNING)
    logging.basicConfig(level=level, format="%(levelname)s: %(name)s: %(message)s")
