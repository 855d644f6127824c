"""A hand's words as short as a place needs, saying as much of what the result says as fits: a
seat's label under its cards is the result's words ("Full house, kings over fours") or, where they
do not fit, the same without its article ("Straight to ace"), then with the ranks as the cards
print them ("Full house, K's over 4s", "Straight to A"), before the hand's name alone ("Full house").
A play-test found the seats vaguer than the result ("Straight" under a seat whose result said
"Straight to the ace"), where "Straight to A" fitted; another read "Straight to A" in your
SHOWING line beside "Straight to the ace" in the result, where "Straight to ace" fitted.

Ranks in figures stay English: several of a rank are a plural ("Pair of 6s", "Three Q's": a
letter's plural takes an apostrophe, a figure's does not), never "Pair of 6" (a newcomer's
play-test). Only the ranks after a two pair's or a full house's comma may go singular, as a
last resort before the name alone ("Two pair, Q and 8": card-table shorthand for the ranks).
"""

from __future__ import annotations

import re

from engine.cards import RANK_NAMES, RANK_PLURALS
from game.telling.event_words import rank_words
from game.telling.wild_reason import reason_forms

_PAIR = "Pair of "
_STRAIGHT_FLUSH = "Straight flush"


def _plural(figure: str) -> str:
    """A rank in figures, several of it: "6s", "10s", "Q's" ("Qs" could read as the queen of spades,
    "As" as a word)."""
    return figure + ("'s" if figure.isalpha() else "s")


# every rank's name and plural, as a word, to the rank as the cards print it ("king" -> "K",
# "kings" -> "K's"), and the plural to the rank alone ("kings" -> "K")
_FIGURES = {RANK_NAMES[rank]: rank_words(rank) for rank in RANK_NAMES} | {
    RANK_PLURALS[rank]: _plural(rank_words(rank)) for rank in RANK_NAMES
}
_SINGLE = {RANK_PLURALS[rank]: rank_words(rank) for rank in RANK_NAMES}
_RANK_WORD = re.compile(r"\b(" + "|".join(sorted(_FIGURES, key=len, reverse=True)) + r")\b")


def _figured(words: str, plural: bool = True) -> str:
    """Every rank word in `words` as the cards print it; a plural as a plural, or (`plural` False)
    as the rank alone."""
    return _RANK_WORD.sub(lambda m: (_FIGURES if plural else _FIGURES | _SINGLE)[m.group(1)], words)


def in_figures(words: str, plural: bool = True) -> str:
    """The ranks after a hand's name in figures: "Two pair, jacks and fours" -> "Two pair, J's and
    4s" (`plural` False: "Two pair, J and 4"), "Straight to the ace" -> "Straight to A", "Pair of
    queens" -> "Pair of Q's" (always a plural); a name's own words stay ("Four kings")."""
    name, comma, detail = words.partition(", ")
    base, to, top = name.partition(" to the ")
    if to:
        name = f"{base} to {_figured(top)}"
    elif name.startswith(_PAIR):
        name = _PAIR + _figured(name.removeprefix(_PAIR))
    return name + comma + _figured(detail, plural)


RUNGS = 6  # the shortenings of form_ladder, fullest first


def form_ladder(words: str) -> list[str]:
    """`words` (an engine description) at each of RUNGS shortenings, fullest first, the same
    shortening at the same rung for every hand (repeated where it changes nothing), so that seats
    side by side can say their hands at one rung (game.felt.seat_words.shared_rung: a newcomer's
    play-test read "A's over 5s" beside "queens over fours"): whole, without "the" ("Straight to
    ace", read as the result's words), with its ranks in figures ("Full house, Q's over 4s"), then
    those after its comma singular ("Full house, Q over 4"), its name alone ("Straight flush"),
    its name's ranks in figures and a straight flush short ("Three Q's", "Str. flush"). A pair
    stays "Pair of": a host play-test read "Two queens" at one seat beside "Pair of queens" at
    another and on the phones. A lone wild card's reason ("Ace high (9 is wild)") is kept at every
    rung, in one short form where the whole does not fit (game.telling.wild_reason)."""
    if reasoned := reason_forms(words):
        whole, short, shortest = reasoned
        return [whole, whole, short, short, short, shortest]
    name = words.split(",")[0].split(" to the ")[0]
    # the last, the name's own ranks in figures ("Three Q's", "Four K's") and a straight flush's
    # name short: a large seat's one line holds 11 letters, and read "Three quee…" (a host play-test)
    return [
        words,
        words.replace(" to the ", " to "),
        in_figures(words),
        in_figures(words, plural=False),
        name,
        _figured(name).replace(_STRAIGHT_FLUSH, "Str. flush"),
    ]


def short_forms(words: str, rung: int = 0) -> list[str]:
    """`words` from fullest (from `rung` on) to shortest, each form once (form_ladder)."""
    return list(dict.fromkeys(form_ladder(words)[rung:]))
