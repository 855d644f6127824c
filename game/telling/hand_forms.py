"""A hand's words (an engine description, "Pair of kings"), in the one form each place says them,
decided here (a newcomer's play-test read "Pair of kings" in the result, "PAIR OF KINGS" in the
middle and "pair of kings" in the log, the places each in their own style, and found one place
saying it two ways):

- the result, the seats and the showcase: as the engine says it, "Pair of kings" (`as_named`);
- the middle of the table, the coach, the phones' hand to beat and the session's awards, whose
  words are all capitals: the same form in capitals ("PAIR OF KINGS"; in the short form "PAIR OF
  K'S"), a figure's plural with its apostrophe as the seats and the log say it ("Pair of 2's",
  "J's full, 6's": game.telling.hand_words), every rank's alike: an S after a figure reads as a
  card or a word ("PAIR 2S" read as the two of spades in a newcomer's play-test, "PAIR OF AS" as a
  word in a host's, "As full of Js" in a newcomer's) (`in_capitals`; `from_capitals` back);
- the log and the pot lines, inside a sentence: "Casey shows pair of kings" (a newcomer's
  play-test read "You show Three kings") (`in_sentence`).

Where a place is short of room it says fewer words in its own form (game.telling.hand_words).
"""

from __future__ import annotations

import re

_CAPITAL_PLURAL = re.compile(r"\b(10|[2-9jqka])'s\b")  # a rank's plural in figures, lower-cased
_FIGURE_FIRST = re.compile(r"(10|[2-9JQKA])('s)? ")


def as_named(words: str) -> str:
    """The result's, the seats' and the showcase's form: the engine's words, a capital first."""
    return words[:1].upper() + words[1:]


def in_capitals(words: str) -> str:
    """The middle's, the phones' and the awards' form: the same words in capitals ("Pair of kings"
    -> "PAIR OF KINGS", "Pair of K's" -> "PAIR OF K'S", "Three 2's" -> "THREE 2'S")."""
    return words.upper()


def from_capitals(said: str) -> str:
    """A hand's words in capitals (in_capitals) back in the seats' form, to shorten it as they would
    (game.telling.hand_words): "PAIR OF K'S, KICKER 5" -> "Pair of K's, kicker 5"."""
    return _CAPITAL_PLURAL.sub(lambda m: m.group(1).upper() + "'s", said.capitalize())


def in_sentence(words: str) -> str:
    """The log's form, inside a sentence: lower case first, its figures kept ("full house, K over 4"),
    a figure first too ("Casey shows Q's full, 4's", never "q's full, 4's")."""
    return words if _FIGURE_FIRST.match(words) else words[:1].lower() + words[1:]
