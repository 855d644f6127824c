"""A finished pot in one line, for a list of the night's pots: "Pot 5: Casey wins 23 with four queens"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.money import mixed
from game.telling.hand_forms import in_sentence
from game.telling.pot_result import PotResult

# the hands said with "a": "with a flush", but "with four queens", "with two pair"
COUNTED = frozenset({"straight_flush", "full_house", "flush", "straight", "pair"})


def pot_line(hand: int, result: PotResult, names: Sequence[str]) -> str:
    """Who took pot `hand`, how much and with what: the winning hand in words, or why nobody else
    could take it, in the result's own words ("all others folded"; a newcomer's play-test read
    "uncontested" for a pot that was bet and then folded to); a split names every winner and the
    whole pot."""
    if not result.winners:
        return f"Pot {hand}: no winner"
    who = [names[seat] if seat < len(names) else f"Seat {seat + 1}" for seat, _ in result.winners]
    won = sum((amount for _, amount in result.winners), Fraction(0))
    if result.split:
        line = f"{', '.join(who[:-1])} and {who[-1]} split {mixed(won)}"
    else:
        line = f"{who[0]} {'win' if who[0] == 'You' else 'wins'} {mixed(won)}"
    if result.uncontested:  # the result's "Everyone else folded", short enough for the list's line
        return f"Pot {hand}: {line}, all others{result.why.removeprefix('Everyone else')}"
    if not result.winning:
        return f"Pot {hand}: {line}"
    shown = result.winning[0]
    article = "a " if shown.category in COUNTED else ""
    return f"Pot {hand}: {line} with {article}{in_sentence(shown.words)}"
