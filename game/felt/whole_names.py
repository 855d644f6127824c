"""A hand's words at a seat read as its name, never as a piece of it: a count in figures stays on the
line of the rank it counts (a host play-test read a side seat's "Three 4's" wrapped as "3" / "4's",
the 3 alone reading as a card; "Three" over "4's" reads as the name), and a name is said whole where the seat has the lines for it (a winner's
"Royal flush" read "Royal" at the showdown, the table's tightest form, with two lines of room; a
newcomer's "Str flush to 9" at a seat with the room for "Straight flush to 9")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

# (the rule that tries a name's fuller and spelt-out forms first is hand_words', which the log and the
# phones follow too: the seats' as this module gave it them)
from game.telling.hand_words import fuller_first as fuller_first

# a line ending in a count in figures ("3" reads as a card; "Three" / "J's" reads as the name) ...
COUNT = re.compile(r"(^|\s)(\d+)$")
RANK = re.compile(r"^(10|[2-9AKQJ])'?s(\W|$)")  # ... over a line starting with its rank


def splits_a_count(lines: Sequence[str]) -> bool:
    """Whether a line ends in a count whose rank starts the next ("3" / "4's")."""
    return any(COUNT.search(line) and RANK.match(after) for line, after in pairwise(lines))


# a name's two words on one line: "Straight" over "flush to 9" reads as a straight, then a flush
NAME_HEAD = re.compile(r"(^|\s)Straight$")
NAME_TAIL = re.compile(r"^flush\b")


def splits_a_name(lines: Sequence[str]) -> bool:
    """Whether a line ends in "Straight" and the next starts with its "flush"."""
    return any(NAME_HEAD.search(line) and NAME_TAIL.match(after) for line, after in pairwise(lines))


def whole_words(text: str, columns: int) -> list[str]:
    """`text` in lines of whole words, as many as fit in `columns` a line, a longer word alone."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= columns:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
