"""Sound effects: every effect in the game goes through `play(name)`.

This module is deliberately silent for now; a synthesized sound bank replaces `play` later
without any scene changing. Names in use: deal, flip, bonus, wild, chip, win, move, select,
back, turn, error.
"""

from __future__ import annotations


def play(name: str) -> None:
    """Play the named effect (no-op until a sound bank is installed)."""
