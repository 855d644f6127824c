"""Shared helpers for the polish tests (no tests here). The `home` and `polished` fixtures (an app
whose user folders are a temporary home) are in conftest.py."""

from __future__ import annotations


def human_move(legal) -> str:
    """A harmless legal choice for the human: never fold when anything else is possible."""
    for kind in ("check", "call", "pay", "reveal", "turn", "bring_in", "decline"):
        if kind in legal.kinds:
            return kind
    return legal.kinds[0]
