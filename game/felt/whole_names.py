"""A hand's words at a seat read as its name, never as a piece of it: a count in figures stays on the
line of the rank it counts (a host play-test read a side seat's "Three 4's" wrapped as "3" / "4's",
the 3 alone reading as a card; "Three" over "4's" reads as the name), and a name is said whole where the seat has the lines for it (a winner's
"Royal flush" read "Royal" at the showdown, the table's tightest form, with two lines of room)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from game.telling.hand_words import ranks_named

# a line ending in a count in figures ("3" reads as a card; "Three" / "J's" reads as the name) ...
COUNT = re.compile(r"(^|\s)(\d+)$")
RANK = re.compile(r"^(10|[2-9AKQJ])'?s(\W|$)")  # ... over a line starting with its rank


def splits_a_count(lines: Sequence[str]) -> bool:
    """Whether a line ends in a count whose rank starts the next ("3" / "4's")."""
    return any(COUNT.search(line) and RANK.match(after) for line, after in pairwise(lines))


def fuller_first(forms: Sequence[str], ladder: Sequence[str]) -> list[str]:
    """`forms` (a hand's, tightest last), each after the fuller forms of the ladder it is the start
    of, naming the same ranks ("Royal flush" before "Royal"): the same hand in more words, said
    where they fit (the table's form keeps its ranks: game.felt.seat_words.table_rung)."""
    tried: list[str] = []
    for form in forms:
        tried += [
            fuller
            for fuller in ladder
            if fuller.startswith(form + " ") and ranks_named(fuller) == ranks_named(form)
        ]
        tried.append(form)
    return list(dict.fromkeys(tried))
