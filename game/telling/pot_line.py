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
    """Who took pot `hand`, how much and with what: the winning hand in words, or that nobody
    called (everyone else folded); a split names every winner and the whole pot."""
    if not result.winners:
        return f"Pot {hand}: no winner"
    who = [names[seat] if seat < len(names) else f"Seat {seat + 1}" for seat, _ in result.winners]
    won = sum((amount for _, amount in result.winners), Fraction(0))
    if result.split:
        line = f"{', '.join(who[:-1])} and {who[-1]} split {mixed(won)}"
    else:
        line = f"{who[0]} {'win' if who[0] == 'You' else 'wins'} {mixed(won)}"
    if result.uncontested:
        return f"Pot {hand}: {line}, uncontested"
    if not result.winning:
        return f"Pot {hand}: {line}"
    shown = result.winning[0]
    article = "a " if shown.category in COUNTED else ""
    return f"Pot {hand}: {line} with {article}{in_sentence(shown.words)}"
