"""`python -m game` starts Baseball Poker exactly like `baseball-poker` and `python main.py`."""

from game.cli import main

raise SystemExit(main())
