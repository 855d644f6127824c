"""The bring-in in plain words where a newcomer first meets it: HOW TO PLAY (hand_chart.rules_lines,
the house rules of game.telling.rules_words) and the guided hand's page (guide_words) said "low card
brings it in for 1/2" and "must bring it in" with no word of what that is (only WORDS had it); a
newcomer's play-test rated Dealer's Choice 7 on it. Now they say what happens ("the lowest face-up
card must start the betting") and name it after ("(the bring-in)"), as the dealer's call does
(game.telling.game_call.bring_in_words, 77a82f2)."""

from __future__ import annotations

import pytest

from engine.profile import SHIPPED_DIR, discover_profiles, load_profile
from game.telling.guide_words import WORDS
from game.telling.hand_chart import rules_lines

JARGON = ("brings it in", "bring it in", "low card brings")
BRING_IN = [
    e.id
    for e in discover_profiles(SHIPPED_DIR)
    if any(
        game.betting.first_round == "bring_in" for game in (load_profile(e.id).games or (load_profile(e.id),))
    )
]


def first_meeting(text: str) -> str:
    """The words around the first mention of the bring-in in `text`."""
    at = text.lower().find("bring")
    assert at >= 0, text
    return text[max(0, at - 60) : at + 20]


@pytest.mark.parametrize("pid", BRING_IN)
def test_how_to_play_says_what_the_bring_in_is_where_it_first_says_it(pid):
    said = " ".join(rules_lines(load_profile(pid)))
    assert not any(jargon in said.lower() for jargon in JARGON), said
    assert "ace-up card must start the betting with ½ (the bring" in first_meeting(said), first_meeting(said)


def test_there_is_a_bring_in_game_to_check():
    assert {"seven-card-stud", "dealers-choice"} <= set(BRING_IN), BRING_IN


def test_the_guides_page_says_it_in_plain_words():
    said = WORDS["bring_in"]
    assert not any(jargon in said.lower() for jargon in JARGON), said
    assert said.startswith("The lowest face-up card must start the betting"), said
    assert "(the bring-in)" in first_meeting(said), said
