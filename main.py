"""Baseball Poker: `python main.py` opens the game; see README.md for the other commands."""

from game.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
