"""A hand's name in its forms (HandName), one vocabulary at every place that names a hand (the
seats, the result, the log, the middle, the coach, the phones), the whole table in one form at a
time (game.felt.seat_words.table_rung; the phones in the TV's, HostControls.hands_said):

- long, the engine's words, ranks as words: "Pair of jacks", "Full house, kings over fours",
  "Straight to the ace";
- short, where the seats are short of room, every rank in figures, several of a rank its figure and
  an "s" ("Pair of Js", "Pair of 2s", "Full house, Ks over 4s", "Straight to A", "Three Qs");
- tight, the short form's ranks kept in at most 15 letters ("Ks full of 4s", "Two pair Js/8s",
  "Str flush to 10": TIGHT_FORMS); head, its name alone for a seat's line too narrow even for
  that ("Full house"; a straight's with its rank, "Str to 8"); tag, narrower still ("Str flush",
  "Straight", a pair without its "of": "Pair Js", bare_pair), each the one shortening of its
  words, the same wherever a line lacks the room.

In capitals (the middle, the coach, the phones' hand to beat) a form is the same words, a figure's
plural with an apostrophe ("PAIR OF J'S", "PAIR OF 2'S": game.telling.hand_forms.in_capitals): a
host's play-test read 'PAIR OF J'S' in the middle, 'Pair of Js' at the seat and 'PAIR OF JACKS' on
a phone, a newcomer's 'PAIR 2S' as the two of spades.

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
_BARE_PAIR = "Pair "  # (bare_pair)
_STRAIGHT_FLUSH = "Straight flush"
_STRAIGHT = "Straight"
# a straight's one abbreviation, in its head ("Str to 10", 9 letters, a top seat's line at TEXT SIZE
# large holds 11) as in a straight flush's tight form and tag ("Str flush to 10" fits 15 letters):
# a newcomer's play-test read "Str. to A" beside "Str flush", and "STR. TO A" in the middle
_STR = "Str"
_STR_FLUSH = _STR + " flush"
TIGHT = 2  # form_ladder's rung of HandName.tight, the fullest every place at a table can say


def bare_pair(form: str) -> str:
    """A pair's form without its "of", the one shortening of a pair, where a line lacks even the
    room for "Pair of 10s" ("Pair Js, kickers A 2"; the middle's 'CASEY LEADS: PAIR J'S' at TEXT SIZE
    large); any other hand's form as it is."""
    return _BARE_PAIR + form.removeprefix(_PAIR) if form.startswith(_PAIR) else form


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


RUNGS = 5  # the shortenings of form_ladder, fullest first
_OF_A_KIND = re.compile(r"^(Three|Four|Five) ")
# the one table of a hand class's tight form (HandName.tight): its short form's pattern, and the same
# words in at most 15 letters, the room your BEST line has at TEXT SIZE large, its ranks kept; every
# other class's short form fits there already ("Pair of 10s", "Straight to 10", "Flush, A high")
# (a kicker after it kept: "Two pair 3s/2s, kicker 4")
TIGHT_FORMS = (
    (
        re.compile(r"^Full house, (?P<top>\S+) over (?P<low>[^\s,]+)(?P<rest>.*)$"),
        "{top} full of {low}{rest}",
    ),
    (re.compile(r"^Two pair, (?P<top>\S+) and (?P<low>[^\s,]+)(?P<rest>.*)$"), "Two pair {top}/{low}{rest}"),
    (re.compile(r"^Straight flush to (?P<top>[^\s,]+)(?P<rest>.*)$"), _STR_FLUSH + " to {top}{rest}"),
)


def tighter(short: str) -> str:
    """The short form as TIGHT_FORMS says it ("8s full of 6s", "Two pair Js/8s", "Str flush to 10"),
    else the short form itself. A newcomer's play-test read "BEST Full house" without the ranks that
    say which, and later "Pairs, Js & 8s" in the middle beside "Two pair, Js and 8s" at the seat,
    a host's "8s full of 6s" in the result beside "Full house, 8s over 6s": one tight form a class,
    which the whole table says once one place needs it (game.felt.seat_words.table_rung)."""
    for pattern, tight in TIGHT_FORMS:
        if match := pattern.match(short):
            return tight.format_map(match.groupdict())
    return short


@dataclass(frozen=True)
class HandName:
    """A hand's name, made here only, in the three forms every place says it in: `long`, the
    engine's words ("Straight to the jack", "Ace high (9 is wild)"), and `short`, for where room is
    short, its ranks as the cards print them ("Straight to J", "Wild 9 = A"). A newcomer's
    play-test read "Pair of eights" beside "Pair of 8s" and "Straight to the jack" beside "Straight
    to 8" on one screen, among six shortenings: the table says one of the three at a time
    (game.felt.seat_words.table_rung). `tight`: the short form in fewer letters, its ranks kept
    (tighter: "8s full of 6s", "Two pair Js/8s"); `head`: the short form's name alone, for a seat's
    line too narrow even for that ("Full house"; a straight's keeps its rank, "Str to 8"), and
    `tag`, narrower still ("Str flush", "Straight", "Pair Js": bare_pair)."""

    long: str
    short: str
    tight: str
    head: str
    tag: str


def hand_name(words: str) -> HandName:
    """The name of the hand the engine describes as `words` (with a lone wild's reason: wild_reason)."""
    if reasoned := reason_forms(words):
        whole, short, shortest = reasoned
        return HandName(whole, short, short, shortest, shortest)
    short = in_figures(words)
    if _OF_A_KIND.match(short):  # "Three Qs": a large seat's one line holds 11 letters
        short = _figured(short)
    head = short.split(",")[0].split(" to ")[0]
    tag = bare_pair(head.replace(_STRAIGHT_FLUSH, _STR_FLUSH))
    if head == _STRAIGHT:  # its rank decides between straights: "Str to 8" where "Straight to 8"
        # is too wide (a newcomer's play-test at TEXT SIZE large read "SHOWING Straight" and "YOU
        # LEAD: STRAIGHT", no rank), the name alone only narrower still
        return HandName(words, short, tighter(short), short.replace(_STRAIGHT, _STR, 1), tag)
    return HandName(words, short, tighter(short), head, tag)


def form_ladder(words: str) -> list[str]:
    """`words` (an engine description) at each of RUNGS shortenings, fullest first: its name's
    long form, its short form, then for a line too narrow for that, tighter with its ranks, the
    name alone and narrower (HandName). A pair stays "Pair of": a host play-test read "Two queens"
    at one seat beside "Pair of queens" at another and on the phones."""
    name = hand_name(words)
    return [name.long, name.short, name.tight, name.head, name.tag]


def short_forms(words: str, rung: int = 0) -> list[str]:
    """`words` from fullest (from `rung` on) to shortest, each form once (form_ladder)."""
    return list(dict.fromkeys(form_ladder(words)[rung:]))
