"""Every hand the engine can name, of every category and rank, has a name in each width class the
table draws, in one vocabulary (game.telling.hand_words, hand_forms): the ranks as words in the long
form ("Pair of jacks", "PAIR OF JACKS"), in figures in the short ("Pair of J's", "PAIR OF J'S": an S
after a figure takes an apostrophe in capitals and mixed case alike, a newcomer's play-test read
'PAIR 2S' as the two of spades and "As full of Js" as the word "as"), the tight form keeping its ranks
in the 15 letters of your BEST line at TEXT SIZE large, and no line of 12 letters or more leaving out
the hand's first rank ("J's full", "Flush A high": a newcomer's coach read "BABE: TRIPS", seats
"Full house", "Flush"), the narrowest in the 11 of a large table's top seat still with it but for a
flush's. Two pair is "Two pair" in every form (a Hold'em newcomer's play-test read "Pairs J's, 8's"):
both its ranks in 19 letters ("Two pair, Q's, 10's"), else its name alone, never one rank of two."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from engine.cards import RANK_NAMES, RANK_PLURALS, parse_cards
from engine.hands import best_hand
from game.felt.centre_words import capitals_of, said_short
from game.felt.coach_change import rival_line
from game.felt.coach_why import rival_hands
from game.telling.event_words import rank_words
from game.telling.hand_forms import from_capitals, in_capitals
from game.telling.hand_words import TIGHT, form_ladder

RANKS = "23456789TJQKA"
TIGHT_LETTERS = 15  # your BEST line at TEXT SIZE large
TWO_PAIR_LETTERS = 19  # two pair's tight form at its widest, "Two pair, A's, 10's"
HEAD_LETTERS = 12  # the narrowest line that keeps every hand's first rank
NARROWEST = 11  # a large table's top seat's line
FIGURE = re.compile(r"(?<![\w'])(10|[2-9JQKA])(?:'s|'S)?(?![\w'])")
RANK_OF = {word: rank for names in (RANK_NAMES, RANK_PLURALS) for rank, word in names.items()}
PLAIN_PLURAL = re.compile(r"\b(10|[2-9JQKA])[sS]\b")  # "As", "Js", "2S": read as a word or a card
RANK_WORD = re.compile(r"\b(" + "|".join([*RANK_NAMES.values(), *RANK_PLURALS.values()]) + r")\b")
CARD_S = re.compile(r"\b(10|[2-9JQKA])S\b")  # 'PAIR 2S': the two of spades
# the categories whose name in a large top seat's line still says its rank ("Three Qs", "Str to 8")
RANKED = (
    "pair",
    "three_of_a_kind",
    "four_of_a_kind",
    "five_of_a_kind",
    "straight",
    "full_house",
)


def made(category: str, top: int, low: int) -> str:
    """Cards for a hand of `category`, its ranks RANKS[top] (and RANKS[low], another rank)."""
    a, b = RANKS[top], RANKS[(top + 1 + low % 12) % 13]  # (two ranks)
    run = "".join(RANKS[(top - n) % 13] for n in range(5)) if top >= 3 else "A2345"
    others = [rank for rank in "AKQJT98765432" if rank not in (a, b)]
    hands = {
        "pair": f"{a}h {a}d {others[0]}c {others[1]}d {others[2]}s",
        "two_pair": f"{a}h {a}d {b}c {b}d {others[0]}s",
        "three": f"{a}h {a}d {a}c {others[1]}d {others[2]}s",
        "straight": " ".join(rank + "hdcsh"[n] for n, rank in enumerate(run)),
        "flush": f"{a}h {others[1]}h {others[2]}h {others[3]}h {others[5]}h",
        "full_house": f"{a}h {a}d {a}c {b}d {b}s",
        "four": f"{a}h {a}d {a}c {a}s {b}s",
        "straight_flush": " ".join(rank + "h" for rank in run),
    }
    return hands[category]


HANDS = st.builds(
    lambda category, top, low: best_hand(parse_cards(made(category, top, low)), frozenset()),
    st.sampled_from(
        ["pair", "two_pair", "three", "straight", "flush", "full_house", "four", "straight_flush"]
    ),
    st.integers(0, 12),
    st.integers(0, 12),
).filter(lambda value: value is not None)


def figures(words: str) -> list[str]:
    """The ranks a form says in figures, in order ("K's full of 4's" -> ["K", "4"])."""
    return FIGURE.findall(words)


def ranks(words: str) -> list[str]:
    """The ranks a form says, in figures or as words, in order ("Pair of twos" -> ["2"])."""
    return figures(RANK_WORD.sub(lambda m: rank_words(RANK_OF[m.group(1)]), words))


@given(HANDS, st.integers(5, 30))
def test_every_hand_has_a_name_in_each_width_class(value, columns):
    words = value.description
    long, short, tight, *_ = form_ladder(words)
    two_pair = value.category == "two_pair"
    letters = TWO_PAIR_LETTERS if two_pair else TIGHT_LETTERS
    assert long == words and len(tight) <= letters, (words, tight)
    assert figures(tight) == figures(short), (short, tight)  # the tight form keeps every rank
    assert not any(PLAIN_PLURAL.search(form) for form in form_ladder(words)), form_ladder(words)
    fits = next((form for form in form_ladder(words) if len(form) <= columns), None)  # (as a seat picks)
    if fits is None:
        return
    if columns >= letters:  # no width class above the tight form's drops a rank
        assert ranks(fits) == figures(short), (words, columns, fits)
    if two_pair:  # both its ranks, or its name alone: never one of the two ("Pairs J's")
        assert fits.startswith("Two pair") and len(ranks(fits)) in (0, 2), (words, fits)
    elif columns >= HEAD_LETTERS or (columns >= NARROWEST and value.category in RANKED):
        assert ranks(fits)[:1] == figures(short)[:1], (words, columns, fits)  # "J's full", "Str to 8"
    if value.category in RANKED and columns >= NARROWEST:
        assert figures(fits) or RANK_WORD.search(fits), (words, fits)  # "Three twos", "Pair of 10's"


def test_a_royal_flush_is_named_royal_in_every_form():
    """A newcomer's play-test read the coach's STR FLUSH beside the seat's "Royal flush"."""
    assert all("Royal" in form for form in form_ladder("Royal flush"))
    assert all("ROYAL" in said for said in rival_hands("straight_flush", "Royal flush")[:2])
    assert rival_line("Babe", "straight_flush", "Royal flush") == "BABE HAS ROYAL"


def test_the_coachs_short_line_keeps_a_rivals_ranks():
    """The coach's line of 14 letters said "BABE: TRIPS" where "BABE: TRIP 7'S" fits; its ranks are
    kept in the seat's own words where those fit ("ANN: THREE 7'S"), else in its narrowest, never in
    another name for the hand (a Hold'em newcomer read "BABE: TRIP K'S" beside Babe's "Three K's",
    and TRIPS, 3 OF A KIND and "Three A's" on one screen)."""
    assert rival_line("Ann", "three_of_a_kind", "Three sevens") == "ANN HAS 3 7'S"
    assert rival_line("Babe", "three_of_a_kind", "Three sevens") == "BABE HAS 3 7'S"
    assert rival_line("Babe", "full_house", "Full house, sevens over tens") == "BABE: 7'S FULL"
    # two pair as its seat says it, its name where its ranks do not fit, never one rank ("PAIRS J'S")
    # nor its ranks alone (a Hold'em newcomer's play-test read "K'S & 4'S" in the middle)
    assert rival_line("Ann", "two_pair", "Two pair, jacks and eights") == "ANN: TWO PAIR"


@given(HANDS, st.integers(TIGHT_LETTERS - 4, 30))
def test_capitals_say_the_seats_words_and_never_a_card(value, columns):
    for form in form_ladder(value.description):
        said = in_capitals(form)
        assert not CARD_S.search(said) and said == said.upper(), said
        assert said == form.upper() and in_capitals(from_capitals(said)) == said
    centre = said_short(in_capitals(value.description), columns)  # the middle's line of `columns`
    assert len(centre) <= columns and centre in capitals_of(in_capitals(value.description)), centre


def test_a_number_ranks_plural_reads_as_a_plural_in_capitals():
    assert in_capitals(form_ladder("Pair of twos")[1]) == "PAIR OF 2'S"
    assert in_capitals(form_ladder("Pair of jacks")[1]) == "PAIR OF J'S"
    assert (
        form_ladder("Pair of twos")[-1] == "Pair 2's" and form_ladder("Pair of tens")[TIGHT] == "Pair of 10's"
    )
