"""A finished pot in one line, for a list of the night's pots: "Pot 5: Casey wins 23 with four queens"."""

from __future__ import annotations

from collections.abc import Sequence

from game.telling.hand_forms import in_sentence
from game.telling.pot_result import PotResult, heading

# the hands said with "a": "with a flush", but "with four queens", "with two pair"
COUNTED = frozenset({"straight_flush", "full_house", "flush", "straight", "pair"})


def pot_line(hand: int, result: PotResult, names: Sequence[str]) -> str:
    """Pot `hand` under the heading its result has on the TV and the phones (pot_result.heading:
    "Casey wins 23", "Split pot" and who split it, "No winner"), then with what: the winning hand
    in words, or why nobody else could take it, in the result's own words ("all others folded"; a
    newcomer's play-test read "uncontested" for a pot that was bet and then folded to)."""
    seats = [seat for seat, _ in result.winners]
    named = [*names, *(f"Seat {seat + 1}" for seat in range(len(names), max(seats, default=-1) + 1))]
    line = f"Pot {hand}: {heading(result, named)}"
    if result.split:
        who = [named[seat] for seat in seats]
        line += f", {', '.join(who[:-1])} and {who[-1]}"
    if result.uncontested:  # the result's "Everyone else folded", short enough for the list's line
        return f"{line}, all others{result.why.removeprefix('Everyone else')}"
    if not result.winning:
        return line
    shown = result.winning[0]
    article = "a " if shown.category in COUNTED else ""
    return f"{line} with {article}{in_sentence(shown.words)}"
