"""A hand's name in its forms (HandName), one vocabulary at every place that names a hand (the
seats, the result, the log, the middle, the coach, the phones), the whole table in one form at a
time (game.felt.seat_words.table_rung; the phones in the TV's, HostControls.hands_said):

- long, the engine's words, ranks as words: "Pair of jacks", "Full house, kings over fours",
  "Straight to the ace";
- short, where the seats are short of room, every rank in figures, several of a rank its figure and
  "'s" ("Pair of J's", "Pair of 2's", "Full house, K's over 4's", "Straight to A", "Three Q's");
- tight, the short form's ranks kept in at most 15 letters ("K's full, 4's", "Str flush to 10":
  NARROWER_FORMS; two pair's in 19, "Two pair, J's, 8's"); head, in at most 12 with the hand's first
  rank, for a seat's line too narrow even for that ("K's full", "Flush A high", "Str to 8"; two pair
  its name alone, "Two pair", never a rank of its two nor its ranks alone); tag, narrower still
  ("Str flush", "3 7's", a pair without its "of": "Pair J's", bare_pair), each the one
  shortening of its words, the same wherever a line lacks the room.

In capitals (the middle, the coach, the phones' hand to beat) a form is the same words ("PAIR OF
J'S", "PAIR OF 2'S": game.telling.hand_forms.in_capitals): a host's play-test read 'PAIR OF J'S' in
the middle, 'Pair of Js' at the seat and 'PAIR OF JACKS' on a phone, a newcomer's 'PAIR 2S' as the
two of spades.

Ranks in figures stay English: several of a rank are a plural ("Pair of 6's", "Three Q's"), never
"Pair of 6" (a newcomer's play-test), every rank's the same way, with the apostrophe in mixed case
as in capitals: a newcomer's play-test read "Q's" beside "7s", and "As full of Js" (a seat's, the
log's) as the word "as". A large seat's 11 letters say "Pair 10's" where "Pair of 10's" is too wide.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import RANK_NAMES, RANK_PLURALS
from game.telling.event_words import rank_words
from game.telling.wild_reason import reason_forms

_PAIR = "Pair of "
_BARE_PAIR = "Pair "  # (bare_pair)
_STRAIGHT = "Straight"
# a straight's one abbreviation, in its head ("Str to 10", 9 letters, a top seat's line at TEXT SIZE
# large holds 11) as in a straight flush's narrower forms ("Str flush to 10" fits 15 letters):
# a newcomer's play-test read "Str. to A" beside "Str flush", and "STR. TO A" in the middle
_STR = "Str"
_STR_FLUSH = _STR + " flush"
# two pair is "Two pair" in every form, as a Hold'em player says it ("two pair, jacks and eights"):
# its ranks after its name, a comma apart where "and" leaves no room ("Two pair, J's, 8's"; a ten's
# "Two pair, Q's, 10's", 19), else its name alone. A newcomer's play-test read "Pairs J's, 8's" at
# the seat beside the result's "Two pair beats a pair", and the result box's "CASEY Pairs J's" (a
# rank dropped) under "three of a kind beats two pair"; before that the ranks alone ('CASEY LEADS:
# K'S & 4'S') and an "&" that a ten's did not fit ("Pairs J's & 8's", then "Q's & 10's")
_TWO_PAIR = "Two pair"
TIGHT = 2  # form_ladder's rung of HandName.tight, the fullest every place at a table can say


def bare_pair(form: str) -> str:
    """A pair's form without its "of", the one shortening of a pair, where a line lacks even the
    room for "Pair of 10's" ("Pair J's, kickers A 2"; the middle's 'CASEY LEADS: PAIR J'S' at TEXT SIZE
    large); any other hand's form as it is: two pair stays "Two pair, K's, 4's" or "Two pair", as
    its seat says it (a Hold'em newcomer's play-test read 'CASEY LEADS: K'S & 4'S' in the middle
    beside the seat's two pair)."""
    return _BARE_PAIR + form.removeprefix(_PAIR) if form.startswith(_PAIR) else form


_FIGURE = r"(?:10|[2-9JQKA])'s"  # (a rank in figures, several of it: "J's", "10's")
# two pair's short or tight form inside a line ("Casey: Two pair, J's, 8's, kicker 4"); a full
# house's ("Q's full, 4's")
_RANKED_FORMS = (
    re.compile(rf"\bTwo pair, (?P<top>{_FIGURE})(?:,| and) (?P<low>{_FIGURE})"),
    re.compile(rf"(?P<top>\b{_FIGURE}) full, (?P<low>{_FIGURE})"),
)
_WIDEST = len("A's") + len("10's")  # (two ranks at their widest, one a ten)


def any_ranks_letters(form: str) -> int:
    """The letters `form` takes said of any ranks of its hand: two pair's tight form at its widest,
    "Two pair, A's, 10's" (19), a full house's, "10's full, A's" (14), any other its own. A line of
    one that fits "Two pair, J's, 8's" but not "Two pair, Q's, 10's" says neither, so that every two
    pair there is said alike (a newcomer's play-test read "Pairs J's & 8's" in one pot and "Q's &
    10's" in the next, at the same size), and every full house ("K's full, 4's" where "10's full,
    9's" would not fit)."""
    for pattern in _RANKED_FORMS:
        if match := pattern.search(form):
            return len(form) - len(match["top"]) - len(match["low"]) + _WIDEST
    return len(form)


_NAMED_RANK = re.compile(r"(?<![\w'])(?:10|[2-9JQKA])(?![\w])")  # (a rank in figures: "J's", "A-K")


def ranks_named(form: str) -> int:
    """How many ranks a hand's form names in figures, its kickers not counted: "Two pair, J's, 8's"
    2, "Two pair" 0, "Pair of J's, kicker A" 1, "Flush, A-K high" 2."""
    return len(_NAMED_RANK.findall(form.split(", kicker")[0]))


def name_alone(words: str, rung: int) -> bool:
    """Whether `words` at `rung` of form_ladder is its hand's name without the ranks its short form
    names ("Two pair" for "Two pair, J's and 8's", "Flush"; not "Royal", which has none to name)."""
    ladder = form_ladder(words)
    return rung > 0 and not ranks_named(ladder[rung]) and bool(ranks_named(ladder[1]))


def _plural(figure: str) -> str:
    """A rank in figures, several of it: "6's", "10's", "Q's", "A's" (never "As", which reads as
    the word: a newcomer's play-test read "As full of Js"), in capitals and mixed case alike."""
    return figure + "'s"


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
    """The ranks after a hand's name in figures: "Two pair, jacks and fours" -> "Two pair, J's and
    4's", "Straight to the ace" -> "Straight to A", "Pair of queens" -> "Pair of Q's" (always a
    plural); a name's own words stay ("Four kings")."""
    name, comma, detail = words.partition(", ")
    base, to, top = name.partition(" to the ")
    if to:
        name = f"{base} to {_figured(top)}"
    elif name.startswith(_PAIR):
        name = _PAIR + _figured(name.removeprefix(_PAIR))
    return name + comma + _figured(detail)


RUNGS = 5  # the shortenings of form_ladder, fullest first
_OF_A_KIND = re.compile(r"^(Three|Four|Five) ")
_TOP = r"(?P<top>[^\s,/-]+)"  # (a form's first rank, in figures: "J's", "A")
_LOW = r"(?P<low>[^\s,]+)"
_REST = r"(?P<rest>.*)"
# the one table of a hand class's narrower forms (HandName.tight, head and tag): its short form's
# pattern, then its words in at most 15 letters with every rank (the room your BEST line has at TEXT
# SIZE large; two pair's in 19, "Two pair, Q's, 10's": "J's full, 8's", a kicker after it kept; a
# full house's one form, which a ten's fits too, "10's full, 9's" where "10's full of 9's" would not: a Hold'em newcomer's play-test read "10's
# full, 6's" in one pot and "Q's full of J's" in the next), in at most 12 with the hand's first
# rank ("J's full", "Flush A high", "Str flush 10": a newcomer's play-test read the coach's "BABE:
# TRIPS" and seats' "Full house", "Two pair", "Flush" with no rank saying which), and narrowest
# (several of a rank as FEWEST_FORMS say them, "3 7's", "4 K's": a Hold'em newcomer's play-test read
# TRIPS, 3 OF A KIND and "Three A's" on one screen, "Trip 7's" and "Quad K's" besides).
# Every other class's short form fits 12 letters with its ranks ("Pair of 10's", "Straight to 10"
# narrower "Str to 10")
HEAD_LETTERS = 12
NARROWER_FORMS = (
    (
        re.compile(rf"^Full house, {_TOP} over {_LOW}{_REST}$"),
        "{top} full, {low}{rest}",
        "{top} full",
        "{top} full",
    ),
    (
        re.compile(rf"^Two pair, {_TOP} and {_LOW}{_REST}$"),
        _TWO_PAIR + ", {top}, {low}{rest}",
        _TWO_PAIR,
        _TWO_PAIR,
    ),
    (
        re.compile(rf"^Flush, {_TOP}(?P<low>\S*) high{_REST}$"),
        "Flush, {top}{low} high{rest}",
        "Flush {top} high",
        "Flush",
    ),
    (
        re.compile(rf"^Straight flush to {_TOP}{_REST}$"),
        _STR_FLUSH + " to {top}{rest}",
        _STR_FLUSH + " {top}",
        _STR_FLUSH,
    ),
    (
        re.compile(rf"^Straight to {_TOP}{_REST}$"),
        "Straight to {top}{rest}",
        _STR + " to {top}",
        _STRAIGHT,
    ),
    (re.compile(rf"^Three {_TOP}{_REST}$"), "Three {top}{rest}", "Three {top}", "3 {top}"),
    (re.compile(rf"^Four {_TOP}{_REST}$"), "Four {top}{rest}", "Four {top}", "4 {top}"),
    (re.compile(rf"^Royal flush{_REST}$"), "Royal flush{rest}", "Royal flush", "Royal"),
)
TIGHT_LETTERS = 15


def narrower(short: str) -> tuple[str, str, str]:
    """The short form's tight, head and tag forms (NARROWER_FORMS: "J's full, 8's", "J's full",
    "J's full"); a class not there: the short form, its name alone, and a pair's without its "of"
    ("Pair of J's, kicker 4", "Pair of J's", "Pair J's": bare_pair). One narrower form a class,
    which the whole table says once one place needs it (game.felt.seat_words.table_rung): a
    newcomer's play-test read "Pairs, Js & 8s" in the middle beside "Two pair, Js and 8s" at the seat."""
    for pattern, tight, head, tag in NARROWER_FORMS:
        if match := pattern.match(short):
            ranks = match.groupdict(default="")
            return tight.format_map(ranks), head.format_map(ranks), tag.format_map(ranks)
    head = short.split(",")[0]
    return short, head, bare_pair(head)


# a side or top seat's line beside its second row of turned cards at TEXT SIZE large holds 7
# letters (156 pixels of 20-pixel letters, the words' plate 4 pixels clear of the card), 6 beside a
# row of three: a play-test at a TV across a room read "Two" / "pair" there, and "Three A's" in the
# normal size was small across the room. The hand there in at most 7 letters, rank kept, where no
# form above fits in one line: how many of a rank, in a figure as the ranks are ("2 pair", "2 J's"
# two jacks, "3 K's", "4 10's"), a high card's rank in figures ("K high"). A straight, a flush's
# and a full house's forms have none plainer: two lines say them ("Str" / "to 8", "K's" / "full").
FEWEST_FORMS = (
    (re.compile(r"^Two pair\b"), "2 pair"),
    (re.compile(rf"^Pair of {_TOP}"), "2 {top}"),
    (re.compile(rf"^Three {_TOP}"), "3 {top}"),
    (re.compile(rf"^Four (?:of a kind, )?{_TOP}"), "4 {top}"),
    (re.compile(rf"^Five {_TOP}"), "5 {top}"),
    (re.compile(r"^(?P<top>[A-Z][a-z]+) high$"), "{top} high"),
)


def fewest_form(words: str) -> str | None:
    """`words` (an engine description) in at most 7 letters with its rank (FEWEST_FORMS), for a
    line beside a seat's second row of cards; None for a hand with no such form."""
    short = hand_name(words).short
    for pattern, form in FEWEST_FORMS:
        if match := pattern.match(short):
            top = match.groupdict().get("top", "")
            return form.format(top=_FIGURES.get(top.lower(), top))
    return None


@dataclass(frozen=True)
class HandName:
    """A hand's name, made here only, in the three forms every place says it in: `long`, the
    engine's words ("Straight to the jack", "Ace high (9 is wild)"), and `short`, for where room is
    short, its ranks as the cards print them ("Straight to J", "Wild 9 = A"). A newcomer's
    play-test read "Pair of eights" beside "Pair of 8s" and "Straight to the jack" beside "Straight
    to 8" on one screen, among six shortenings: the table says one of the three at a time
    (game.felt.seat_words.table_rung). `tight`: the short form in fewer letters, its ranks kept
    ("8's full, 6's", "Two pair, J's, 8's"); `head`: its first rank kept, for a seat's line too narrow even
    for that ("8's full", "Str to 8"), and `tag`, narrower still ("Str flush", "Straight", "Pair
    J's": narrower)."""

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
    if _OF_A_KIND.match(short):  # "Three Q's": a large seat's one line holds 11 letters
        short = _figured(short)
    return HandName(words, short, *narrower(short))


def form_ladder(words: str) -> list[str]:
    """`words` (an engine description) at each of RUNGS shortenings, fullest first: its name's
    long form, its short form, then for a line too narrow for that, tighter with its ranks, with
    its first rank and narrower (HandName). A pair stays "Pair of": a host play-test read "Two queens"
    at one seat beside "Pair of queens" at another and on the phones."""
    name = hand_name(words)
    return [name.long, name.short, name.tight, name.head, name.tag]


# a word a tight form shortens, spelt out: a newcomer's play-test read "Str flush to 9" at their seat
# and in the showdown's caption, with the room for "Straight flush to 9" the banner over it said; a
# host's read "Zoë shows str flush to 8" in the TV's log and on the phones, each with the room
SPELT_OUT = (re.compile(r"\bStr\b"), "Straight")


def spelt_out(form: str) -> str:
    """`form` (or a line saying it, "YOU: Str flush") with its shortened words whole ("Straight
    flush to 9" for "Str flush to 9")."""
    pattern, whole = SPELT_OUT
    return pattern.sub(whole, form)


def fuller_first(forms: Sequence[str], ladder: Sequence[str], spelt: bool = True) -> list[str]:
    """`forms` (a hand's, tightest last), each after the fuller forms of the ladder it is the start
    of, or the shortening of, naming the same ranks ("Royal flush" before "Royal", "Straight flush
    to 9" before "Str flush to 9"): the same hand in more words, said where they fit (the table's
    form keeps its ranks: game.felt.seat_words.table_rung); the shortening's only where `spelt`.
    The one rule every place that tries a hand's forms in turn follows: the seats, the log, the
    phones (short_forms, result_form)."""
    tried: list[str] = []
    for form in forms:
        whole = spelt_out(form) if spelt else form
        tried += [
            fuller
            for fuller in ladder
            if (fuller == whole or fuller.startswith(whole + " "))
            and ranks_named(fuller) == ranks_named(form)
        ]
        tried.append(form)
    return list(dict.fromkeys(tried))


def short_forms(words: str, rung: int = 0) -> list[str]:
    """`words` from fullest (from `rung` on) to shortest, each form once (form_ladder), a form's
    shortened words spelt out before it (fuller_first): a place tries each in turn and says "Str
    flush to 8" only where "Straight flush to 8" does not fit (the log: game.felt.log_forms)."""
    ladder = form_ladder(words)
    return fuller_first(ladder[rung:], ladder)


# a straight flush's head form without its "to" ("Str flush 8", NARROWER_FORMS: a seat's line of 11
# letters holds it), which a pot's result says with it: a Hold'em newcomer's play-test read "Str
# flush 8" over the seat's "Str flush to 8" (17u)
_TO_DROPPED = re.compile(r"^Str flush (?!to )(?=\S+$)")


def with_to(form: str) -> str:
    """A hand's form as a pot's result says it: a straight flush's with its "to" ("Str flush to 8")."""
    return _TO_DROPPED.sub("Str flush to ", form)


def result_form(words: str, rung: int) -> str:
    """`words` (an engine description) as a pot's result names it at the table's `rung` (the TV's
    panel, game.felt.result_view; the phones' result, game.party.hand_result), as the seats say
    theirs beside it (a newcomer's play-test read "Pair of eights" there beside "Pair of 8s" under
    the seat), but never its name alone where its short form names ranks: a Hold'em newcomer's
    play-test at TEXT SIZE large read "Str flush" against "Str flush" under PERFECT GAME! (to J and
    to 8); there the nearest fuller form that names them, a straight flush's with its "to"."""
    fullest = next(n for n in range(rung, -1, -1) if not name_alone(words, n))
    return with_to(form_ladder(words)[fullest])


def whole_result_form(words: str, rung: int) -> str:
    """result_form with its shortened words spelt out (fuller_first), for a line that always has the
    room for them (a phone's, 390 pixels across: a host's play-test read "Str flush to 8" there)."""
    return fuller_first([result_form(words, rung)], form_ladder(words))[0]


# two pair's ranks alone, as the second line of its caption under the result's hands says them under
# "Two pair," ("K's, 7's", "Q's, 10's": 9 letters at most): its one form for a result page's line of
# 10 (TEXT SIZE large), under its player's name over the line saying why, where "Two pair, K's, 7's"
# has no room and "Two pair" drops both ranks (game.felt.result_view.name_over_words)
_TWO_PAIR_RANKS = re.compile(rf"^{_TWO_PAIR}, {_TOP} and {_LOW}")


def page_form(words: str) -> str:
    """`words` (an engine description) under its player's name on a page of a result's why where no
    short form fits: two pair's ranks ("K's, 7's"); "" for any other hand."""
    match = _TWO_PAIR_RANKS.match(hand_name(words).short)
    return f"{match['top']}, {match['low']}" if match else ""
