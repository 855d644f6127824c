"""A hand's name in its two forms (HandName): the long one, the result's words ("Full house, kings
over fours", "Straight to the ace"), and the short one, its ranks as the cards print them ("Full
house, Ks over 4s", "Straight to A", "Three Qs"), said wherever room is short; a seat's line too
narrow even for that says the name alone ("Full house").

Ranks in figures stay English: several of a rank are a plural ("Pair of 6s", "Three Qs"), never
"Pair of 6" (a newcomer's play-test), every rank's the same way: a newcomer's play-test read "Q's"
beside "7s", and "Pair of 10's" would not fit a large seat's 11 letters where "Pair of 10s" does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.cards import RANK_NAMES, RANK_PLURALS
from game.telling.event_words import rank_words
from game.telling.wild_reason import reason_forms

_PAIR = "Pair of "
_STRAIGHT_FLUSH = "Straight flush"


def _plural(figure: str) -> str:
    """A rank in figures, several of it: "6s", "10s", "Qs", "As"."""
    return figure + "s"


# every rank's name and plural, as a word, to the rank as the cards print it ("king" -> "K",
# "kings" -> "Ks")
_FIGURES = {RANK_NAMES[rank]: rank_words(rank) for rank in RANK_NAMES} | {
    RANK_PLURALS[rank]: _plural(rank_words(rank)) for rank in RANK_NAMES
}
_RANK_WORD = re.compile(r"\b(" + "|".join(sorted(_FIGURES, key=len, reverse=True)) + r")\b")


def _figured(words: str) -> str:
    """Every rank word in `words` as the cards print it, a plural as a plural."""
    return _RANK_WORD.sub(lambda m: _FIGURES[m.group(1)], words)


def in_figures(words: str) -> str:
    """The ranks after a hand's name in figures: "Two pair, jacks and fours" -> "Two pair, Js and
    4s", "Straight to the ace" -> "Straight to A", "Pair of
    queens" -> "Pair of Qs" (always a plural); a name's own words stay ("Four kings")."""
    name, comma, detail = words.partition(", ")
    base, to, top = name.partition(" to the ")
    if to:
        name = f"{base} to {_figured(top)}"
    elif name.startswith(_PAIR):
        name = _PAIR + _figured(name.removeprefix(_PAIR))
    return name + comma + _figured(detail)


RUNGS = 6  # the shortenings of form_ladder, fullest first
_OF_A_KIND = re.compile(r"^(Three|Four|Five) ")
_FULL_HOUSE = re.compile(r"^Full house, (?P<top>\S+) over (?P<low>\S+)$")
_TWO_PAIR = re.compile(r"^Two pair, (?P<top>\S+) and (?P<low>\S+)$")


def tighter(short: str) -> tuple[str, str]:
    """The short form in fewer letters, its ranks kept, and in fewer still: "8s full of 6s"; "Two
    pair, Ks & 5s" then "Pairs, Ks & 5s"; "Str. flush to J" (the short form twice where it has
    none). A newcomer's play-test read "BEST Full house" at the normal TEXT SIZE, "BEST Two pair"
    at large, without the ranks that say which."""
    if match := _FULL_HOUSE.match(short):
        tight = f"{match['top']} full of {match['low']}"
        return tight, tight
    if match := _TWO_PAIR.match(short):
        return f"Two pair, {match['top']} & {match['low']}", f"Pairs, {match['top']} & {match['low']}"
    tight = short.replace(_STRAIGHT_FLUSH, "Str. flush")
    return tight, tight


@dataclass(frozen=True)
class HandName:
    """A hand's name, made here only, in the two forms every place says it in: `long`, the
    engine's words ("Straight to the jack", "Ace high (9 is wild)"), and `short`, for where room is
    short, its ranks as the cards print them ("Straight to J", "Wild 9 = A"). A newcomer's
    play-test read "Pair of eights" beside "Pair of 8s" and "Straight to the jack" beside "Straight
    to 8" on one screen, among six shortenings: the table says one of the two at a time
    (game.felt.seat_words.table_rung). `tight`: the short form in fewer letters, its ranks kept
    (tighter: "8s full of 6s"); `head`: the short form's name alone, for a seat's line too narrow
    even for those ("Full house"), and `tag`, narrower still ("Str. flush")."""

    long: str
    short: str
    tight: tuple[str, str]
    head: str
    tag: str


def hand_name(words: str) -> HandName:
    """The name of the hand the engine describes as `words` (with a lone wild's reason: wild_reason)."""
    if reasoned := reason_forms(words):
        whole, short, shortest = reasoned
        return HandName(whole, short, (short, short), shortest, shortest)
    short = in_figures(words)
    if _OF_A_KIND.match(short):  # "Three Qs": a large seat's one line holds 11 letters
        short = _figured(short)
    head = short.split(",")[0].split(" to ")[0]
    return HandName(words, short, tighter(short), head, head.replace(_STRAIGHT_FLUSH, "Str. flush"))


def form_ladder(words: str) -> list[str]:
    """`words` (an engine description) at each of RUNGS shortenings, fullest first: its name's
    long form, its short form, then for a line too narrow for that, tighter with its ranks, the
    name alone and narrower (HandName). A pair stays "Pair of": a host play-test read "Two queens"
    at one seat beside "Pair of queens" at another and on the phones."""
    name = hand_name(words)
    return [name.long, name.short, *name.tight, name.head, name.tag]


def short_forms(words: str, rung: int = 0) -> list[str]:
    """`words` from fullest (from `rung` on) to shortest, each form once (form_ladder)."""
    return list(dict.fromkeys(form_ladder(words)[rung:]))
