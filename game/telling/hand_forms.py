"""A hand's words (an engine description, "Pair of kings"), in the one form each place says them,
decided here (a newcomer's play-test read "Pair of kings" in the result, "PAIR OF KINGS" in the
middle and "pair of kings" in the log, the places each in their own style, and found one place
saying it two ways):

- the result, the seats and the showcase: as the engine says it, "Pair of kings" (`as_named`);
- the middle of the table, the coach, the phones' hand to beat and the session's awards, whose
  words are all capitals: "PAIR OF KINGS"; a face's plural as its word ("PAIR OF QUEENS", "JACKS
  FULL OF 6S": a host play-test read 'PAIR OF As' in capitals, where "AS" reads as a word and "QS"
  as the queen of spades), or where a line is short its figure with an apostrophe ("PAIR OF Q'S")
  (`in_capitals`, `capital_forms`); a number's "6S" reads as a plural;
- the log and the pot lines, inside a sentence: "Casey shows pair of kings" (a newcomer's
  play-test read "You show Three kings") (`in_sentence`).

Where a place is short of room it says fewer words in its own form (game.telling.hand_words).
"""

from __future__ import annotations

import re

_PLURAL_FIGURE = re.compile(r"\b(10|[2-9JQKA])S\b")  # (in capitals)
_FACES = {"J": "JACKS", "Q": "QUEENS", "K": "KINGS", "A": "ACES"}
_FACE_WORD = re.compile(r"\b(" + "|".join(_FACES.values()) + r")\b")
_FIGURE_FIRST = re.compile(r"(10|[2-9JQKA])s? ")


def as_named(words: str) -> str:
    """The result's, the seats' and the showcase's form: the engine's words, a capital first."""
    return words[:1].upper() + words[1:]


def in_capitals(words: str) -> str:
    """The middle's and the awards' form: capitals, a face's plural as its word ("PAIR OF ACES",
    "JACKS FULL OF 6S", "TWO PAIR, KINGS AND 4S")."""
    return _PLURAL_FIGURE.sub(lambda m: _FACES.get(m.group(1), m.group(0)), words.upper())


def capital_forms(words: str) -> list[str]:
    """`words` in capitals (in_capitals), then, where they say a rank in figures, shorter with a
    face's plural its figure and an apostrophe ("PAIR OF A'S", "J'S FULL OF 6S"): the forms a line
    of capitals is fitted from, as drawn."""
    said = in_capitals(words)
    return list(dict.fromkeys([said, face_figures(said)])) if _PLURAL_FIGURE.search(words.upper()) else [said]


def face_figures(said: str) -> str:
    """Words in capitals with a face's plural in its figure and an apostrophe, in fewer letters:
    "PAIR OF ACES, KICKER 5" -> "PAIR OF A'S, KICKER 5"."""
    return _FACE_WORD.sub(lambda m: m.group(1)[0] + "'S", said)


def in_sentence(words: str) -> str:
    """The log's form, inside a sentence: lower case first, its figures kept ("full house, K over 4"),
    a figure first too ("Casey shows Qs full of 4s", never "qs full of 4s")."""
    return words if _FIGURE_FIRST.match(words) else words[:1].lower() + words[1:]
