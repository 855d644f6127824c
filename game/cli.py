"""Command line: `python main.py [play flags]`, `python main.py simulate ...`, `python main.py profiles ...`.

Each command's module is imported only when it runs, so `simulate` and `profiles` never load pygame.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    command = args[0] if args and not args[0].startswith("-") else "play"
    rest = args[1:] if args and args[0] == command else args
    if command == "simulate":
        from engine.simulate import main as run
    elif command == "profiles":
        from engine.profiles_command import main as run
    elif command == "party":  # guests play from their phones (game.party)
        from game.party.headless import main as run
    elif command == "play":
        from game.app import main as run
    else:
        print(f"unknown command {command!r}: use play (the default), simulate or profiles", file=sys.stderr)
        return 2
    return run(rest)
