"""Stud's words a Hold'em player does not know, each said in one plain line where first met (issue
31): a newcomer's play-test met "bring-in", "complete", the ½ figures and a tie of two equal low
cards (two 2s showing: which one starts?) with nothing saying what they are. The rules (RULES page
and HOW TO PLAY: hand_chart.rules_lines) say each right after the sentence that first uses it, and
the WORDS page's BRING-IN says the ½ and the tie too."""

from __future__ import annotations

import pytest

from engine.profile import SHIPPED_DIR, discover_profiles, load_profile
from game.telling.glossary import glossary
from game.telling.hand_chart import BRING_IN_NAMED, COMPLETE, HALF, TWO_LOW, rules_lines

ENTRIES = [e for e in discover_profiles(SHIPPED_DIR) if e.rules is not None]
BRING_IN = [
    e.id
    for e in ENTRIES
    if any(game.betting.first_round == "bring_in" for game in e.rules.games or (e.rules,))
]


@pytest.mark.parametrize("pid", BRING_IN)
def test_half_and_complete_follow_the_bring_in_where_it_is_first_named(pid):
    sentences = rules_lines(load_profile(pid))
    first = next(i for i, sentence in enumerate(sentences) if "bring-in" in sentence)
    assert BRING_IN_NAMED in sentences[first] and "½" in sentences[first], sentences[first]
    assert sentences[first + 1 : first + 3] == [HALF, COMPLETE], sentences
    assert HALF == "½ means half a point." and "full bet" in COMPLETE


@pytest.mark.parametrize("pid", BRING_IN)
def test_a_tie_of_two_low_cards_is_shown_with_two_2s_right_after_the_tie_rule(pid):
    sentences = rules_lines(load_profile(pid))
    tie = next(i for i, sentence in enumerate(sentences) if sentence.startswith("A tie for the bring-in"))
    assert "never by suit" in sentences[tie] and sentences[tie + 1] == TWO_LOW, sentences
    assert "two 2s" in TWO_LOW and "dealer's left" in TWO_LOW
    assert sum(sentence == TWO_LOW for sentence in sentences) == 1


def test_games_without_a_bring_in_say_none_of_it():
    for entry in ENTRIES:
        if entry.id not in BRING_IN:
            said = rules_lines(entry.rules)
            assert not {HALF, COMPLETE, TWO_LOW} & set(said), entry.id


def test_the_words_pages_bring_in_says_the_half_and_the_tie():
    words = dict(glossary(load_profile("seven-card-stud")))
    assert "½: half a point" in words["BRING-IN"] and "never by suit" in words["BRING-IN"]
    assert "full bet" in words["COMPLETE"]
    assert "BRING-IN" not in dict(glossary(load_profile("baseball")))


def test_there_are_bring_in_games_to_check():
    assert {"seven-card-stud", "baseball-bring-in", "dealers-choice"} <= set(BRING_IN), BRING_IN
