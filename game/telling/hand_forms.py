"""A hand's words (an engine description, "Pair of kings"), in the one form each place says them,
decided here (a newcomer's play-test read "Pair of kings" in the result, "PAIR OF KINGS" in the
middle and "pair of kings" in the log, the places each in their own style, and found one place
saying it two ways):

- the result, the seats and the showcase: as the engine says it, "Pair of kings" (`as_named`);
- the middle of the table and the session's awards, whose words are all capitals: "PAIR OF
  KINGS", a figure's plural "s" left small ("PAIR OF Qs": "QS" reads as the queen of spades)
  (`in_capitals`);
- the log and the pot lines, inside a sentence: "Casey shows pair of kings" (a newcomer's
  play-test read "You show Three kings") (`in_sentence`).

Where a place is short of room it says fewer words in its own form (game.telling.hand_words).
"""

from __future__ import annotations

import re

_PLURAL_FIGURE = re.compile(r"\b(10|[2-9JQKA])S\b")
_FIGURE_FIRST = re.compile(r"(10|[2-9JQKA])s? ")


def as_named(words: str) -> str:
    """The result's, the seats' and the showcase's form: the engine's words, a capital first."""
    return words[:1].upper() + words[1:]


def in_capitals(words: str) -> str:
    """The middle's and the awards' form: capitals, a plural's "s" after figures left small
    ("PAIR OF Qs", "TWO PAIR, 6s AND 4s")."""
    return _PLURAL_FIGURE.sub(lambda m: m.group(1) + "s", words.upper())


def in_sentence(words: str) -> str:
    """The log's form, inside a sentence: lower case first, its figures kept ("full house, K over 4"),
    a figure first too ("Casey shows Qs full of 4s", never "qs full of 4s")."""
    return words if _FIGURE_FIRST.match(words) else words[:1].lower() + words[1:]
