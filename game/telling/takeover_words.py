"""What a screen says when a seat changes hands during a session (game.play.host_facts.Takeover):
the newcomer's net counts from there, so the nets shown stop adding up to 0; the words say where
the rest went."""

from __future__ import annotations

from fractions import Fraction

from engine.money import signed_mixed

SITS = "sits down at 0"  # after the newcomer's name


def leaves(left_with: Fraction) -> str:
    """After the name of who played the seat before: 'leaves with +7'."""
    return f"leaves with {signed_mixed(left_with)}"


def takeover_line(name: str, before: str, left_with: Fraction) -> str:
    """The log's line, once: 'Cat takes CPU 4's seat: CPU 4 leaves with +7'."""
    return f"{name} takes {before}'s seat: {before} {leaves(left_with)}"
