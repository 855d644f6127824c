"""A hand's words as short as a place needs, saying as much of what the result says as fits: a
seat's label under its cards is the result's words ("Full house, kings over fours") or, where they
do not fit, the same without its article ("Straight to ace"), then with the ranks as the cards
print them ("Full house, K over 4", "Straight to A"), before the hand's name alone ("Full house").
A play-test found the seats vaguer than the result ("Straight" under a seat whose result said
"Straight to the ace"), where "Straight to A" fitted; another read "Straight to A" in your
SHOWING line beside "Straight to the ace" in the result, where "Straight to ace" fitted.
"""

from __future__ import annotations

import re

from engine.cards import RANK_NAMES, RANK_PLURALS
from game.telling.event_words import rank_words

# every rank's name and plural, as a word, to the rank as the cards print it ("kings" -> "K")
_FIGURES = {word: rank_words(rank) for rank in RANK_NAMES for word in (RANK_NAMES[rank], RANK_PLURALS[rank])}
_PAIR = "Pair of "
_STRAIGHT_FLUSH = "Straight flush"
_RANK_WORD = re.compile(r"\b(" + "|".join(sorted(_FIGURES, key=len, reverse=True)) + r")\b")


def in_figures(words: str) -> str:
    """The ranks after a hand's name in figures: "Two pair, jacks and fours" -> "Two pair, J and
    4", "Straight to the ace" -> "Straight to A", "Pair of queens" -> "Pair of Q"; a name's own
    words stay ("Four kings")."""
    name, comma, detail = words.partition(", ")
    base, to, top = name.partition(" to the ")
    if to:
        name = f"{base} to {_RANK_WORD.sub(lambda m: _FIGURES[m.group(1)], top)}"
    elif name.startswith(_PAIR):
        name = _PAIR + _RANK_WORD.sub(lambda m: _FIGURES[m.group(1)], name.removeprefix(_PAIR))
    return name + comma + _RANK_WORD.sub(lambda m: _FIGURES[m.group(1)], detail)


def short_forms(words: str) -> list[str]:
    """`words` (an engine description) from fullest to shortest: whole, without "the" ("Straight to
    ace", read as the result's words), with its ranks in figures, its name alone ("Straight
    flush"), its name's ranks in figures and a straight flush short ("Three Q", "Str. flush"). A
    pair stays "Pair of": a host play-test read "Two queens" at one seat beside "Pair of queens" at
    another and on the phones."""
    name = words.split(",")[0].split(" to the ")[0]
    forms = [words, words.replace(" to the ", " to "), in_figures(words), name]
    # then the name's own ranks in figures ("Three Q", "Four K"), a straight flush's name short:
    # a large seat's one line holds 11 letters, and read "Three quee…" (a host play-test)
    short = _RANK_WORD.sub(lambda m: _FIGURES[m.group(1)], name).replace(_STRAIGHT_FLUSH, "Str. flush")
    return list(dict.fromkeys([*forms, short]))
