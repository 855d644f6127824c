"""Several of a rank have one family of names wherever the TV names them, the words a Hold'em player
knows: "Three aces", "Three A's", "3 A's" where the room forces it, and "three of a kind" for the
kind itself. A Hold'em newcomer's play-test at TEXT SIZE large read TRIPS (the coach), 3 OF A KIND
(the coach's figure) and "Three A's" (the seat) on one screen, and "Trip 7's" at a narrow seat.

The sweep: every rank of three, four and five of a kind, in every form the seats, the middle, the
log, the result's words, the coach's lines and the WORDS page say it, is one of its kind's forms."""

from __future__ import annotations

import re

import pytest

from engine.cards import RANK_PLURALS, RANKS, parse_cards
from engine.explain import with_article
from engine.hands import hand_value
from game.felt import coach
from game.felt.coach_change import made_line, made_names, rival_line
from game.felt.coach_why import FULL, SHORT, rival_hands, rival_sentence
from game.felt.log_forms import at_rung
from game.telling.glossary import TERMS
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import RUNGS, fewest_form, form_ladder

_FIGURE = r"(?:10|[2-9JQKA])'s"
_WORD = "|".join(RANK_PLURALS.values())
KINDS = {"three_of_a_kind": ("Three", "3"), "four_of_a_kind": ("Four", "4"), "five_of_a_kind": ("Five", "5")}
# a hand of each kind ("9" wild for five of a kind)
HANDS = {"three_of_a_kind": "7h 7d 7s", "four_of_a_kind": "Th Td Ts Tc", "five_of_a_kind": "Qh Qd Qs Qc 9s"}


def agreed(category: str) -> re.Pattern[str]:
    """The kind's forms: its count in words or a figure, then a rank ("Three aces", "3 A's") or
    "of a kind"; any case (the coach and the middle say them in capitals)."""
    word, figure = KINDS[category]
    return re.compile(rf"\b(?:{word}|{figure}) (?:{_WORD}|{_FIGURE}|of a kind)\b", re.IGNORECASE)


# another name for a hand of several of a rank, anywhere
OTHER_NAMES = re.compile(r"\b(?:trips?|quads?|five kind|set of)\b", re.IGNORECASE)


def said_of(category: str, words: str) -> list[str]:
    """Every form the table says `words` (the engine's, of `category`) in."""
    forms = [*form_ladder(words), fewest_form(words) or ""]
    forms += [in_capitals(form) for form in forms]
    forms += [at_rung(f"Casey shows {words.lower()}", rung) for rung in range(RUNGS)]
    forms += rival_hands(category, words) + [
        rival_line(name, category, words) for name in ("Ann", "Babe", "Bartholomew")
    ]
    forms += [rival_sentence(name, category, words) for name in ("ANN", "BARTHOLOMEW")]
    return [form for form in forms if form and not form.endswith(" IMPROVED")]  # (no hand named)


@pytest.mark.parametrize("category", sorted(KINDS))
@pytest.mark.parametrize("rank", RANKS)
def test_every_form_of_several_of_a_rank_is_of_its_family(category, rank):
    words = f"{KINDS[category][0]} {RANK_PLURALS[rank]}"
    for said in said_of(category, words):
        assert agreed(category).search(said) and not OTHER_NAMES.search(said), (words, said)


def value_of(category: str):
    return hand_value(parse_cards(HANDS[category]), frozenset("9"))


@pytest.mark.parametrize("category", sorted(KINDS))
def test_the_kind_itself_and_the_coachs_words_for_it_are_of_its_family(category):
    value = value_of(category)
    assert value.category == category
    # the coach's (the panel's FULL and SHORT, the figure's line's), the result's ("three of a kind
    # beats two pair"), and the line saying you made it
    kind = [FULL[category], SHORT[category], coach.SHORT_NAMES[category], with_article(value)]
    kind += [*made_names(value), made_line(category, made_names(value))]
    assert all(agreed(category).search(said) and not OTHER_NAMES.search(said) for said in kind), kind


@pytest.mark.parametrize(
    ("category", "said"), [("three_of_a_kind", "NOW THREE 7'S"), ("five_of_a_kind", "NOW FIVE Q'S")]
)
def test_the_coach_says_the_hand_you_made_as_your_seat_does(category, said):
    value = value_of(category)
    assert made_line(category, made_names(value)) == said


def test_the_words_page_has_no_other_name_for_them():
    assert not any(OTHER_NAMES.search(f"{word} {meaning}") for word, meaning in TERMS)
