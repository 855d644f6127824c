"""Command line: `python main.py [play flags]`, `python main.py simulate ...`, `python main.py profiles ...`.

Each command's module is loaded only when it runs (by name, below), so `simulate` and `profiles`
never load pygame.
"""

from __future__ import annotations

import importlib
import sys

COMMANDS = {  # command -> the module whose main(argv) runs it
    "simulate": "engine.simulate",
    "profiles": "engine.profiles_command",
    "play": "game.app",
}


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args and not args[0].startswith("-") else "play"
    rest = args[1:] if args and args[0] == command else args
    if command not in COMMANDS:
        print(f"unknown command {command!r}: use play (the default), simulate or profiles", file=sys.stderr)
        return 2
    run = importlib.import_module(COMMANDS[command]).main
    return int(run(rest))
