"""Command line: `python main.py [play flags]`, `python main.py simulate ...`, `python main.py profiles ...`.

Each command's module is imported only when it runs, so `simulate` and `profiles` never load pygame.
A command's own output (a listing, a summary, a usage error) is printed; diagnostics go through
`logging` to stderr: warnings and errors by default, more with BASEBALL_POKER_LOG=info or debug.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable

LOG_LEVEL_ENV = "BASEBALL_POKER_LOG"


def main(argv: list[str] | None = None) -> int:
    configure_logging()
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args and not args[0].startswith("-") else "play"
    rest = args[1:] if args and args[0] == command else args
    run: Callable[[list[str]], int]
    if command == "simulate":
        from engine.simulate import main as run
    elif command == "profiles":
        from engine.profiles_command import main as run
    elif command == "play":
        from game.app import main as run
    else:
        print(f"unknown command {command!r}: use play (the default), simulate or profiles", file=sys.stderr)
        return 2
    return run(rest)


def configure_logging() -> None:
    wanted = os.environ.get(LOG_LEVEL_ENV, "warning").upper()
    level = logging.getLevelNamesMapping().get(wanted, logging.WARNING)
    logging.basicConfig(level=level, format="%(levelname)s: %(name)s: %(message)s")
