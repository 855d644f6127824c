"""A hand's words at every seat at TEXT SIZE large: short forms before an ellipsis (a host
play-test read "Three quee…" under a top seat, where "Three Q" fitted)."""

from __future__ import annotations

import re

import pytest

from engine.cards import RANKS
from engine.hands import CATEGORIES, _words
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.felt.table_model import Seat
from game.telling.hand_words import short_forms

EVERY_HAND = sorted(
    {
        _words(category, first, second)
        for category in range(len(CATEGORIES))
        for first in range(13)
        for second in range(13)
    }
)


def test_the_short_forms_end_with_the_name_s_ranks_in_figures_and_a_short_straight_flush():
    assert short_forms("Three queens")[-1] == "3 Q's"
    assert short_forms("Four kings")[-1] == "4 K's"
    assert short_forms("Five aces")[-1] == "Five A's"
    assert short_forms("Five sixes")[-1] == "Five 6's"
    assert short_forms("Straight flush to the jack")[-1] == "Str flush"
    assert short_forms("Flush, ace high")[-1] == "Flush"  # nothing shorter to say


@pytest.mark.parametrize("players", range(2, 9))
def test_every_hand_reads_whole_at_every_large_seat(players):
    assert len(RANKS) == 13 and len(EVERY_HAND) > 100  # every category, every rank
    for number, slot in layout.LARGE.seat_slots(players).items():
        for words in EVERY_HAND:  # the human's seat (0) says SHOWING and BEST, the others the hand
            seat = Seat("CPU 3", "bot", number == 0, showing=words, best=words)
            lines = TableRenderer.hand_words(seat, slot, layout.LARGE.body)
            assert lines or not slot.word_lines
            for line, _ in lines:
                assert "\u2026" not in line and len(line) <= slot.width // layout.LARGE.body, (words, line)


def test_every_short_form_says_several_of_a_rank_as_a_plural():
    """A newcomer's play-test read "Pair of 6" at TEXT SIZE large: a short form still reads as
    English ("Pair of 6s", "Three Qs"), for every hand the engine names."""
    single = re.compile(r"\b(?:Pair of|Three|Four|Five) (?:10|[2-9JQKA])(?!s|'s)")
    for words in EVERY_HAND:
        for form in short_forms(words):
            assert not single.search(form), (words, form)
