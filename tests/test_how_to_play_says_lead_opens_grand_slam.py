"""A Hold'em newcomer's play-test of Night Baseball's HOW TO PLAY: page 3's "It leads" had nothing it
could stand for; "leads" and "opens" were both read as acting first; GRAND SLAM met at the table was
said nowhere before. Now a No Peek page says who leads and what leading is in the sentence that
first uses it, and acting first is OPENS there as in stud and the log ("Casey opens round 2"); every
game with wild cards names GRAND SLAM with the hand it is, no game without them."""

from __future__ import annotations

import re

import pytest

from engine.profile import load_profile
from engine.shipped import profiles_dir
from game.telling.glossary import glossary
from game.telling.hand_chart import rules_lines

SHIPPED = sorted(path.stem for path in profiles_dir().glob("*.yaml"))
NO_PEEK = [profile for profile in SHIPPED if load_profile(profile).flow == "no_peek"]


@pytest.mark.parametrize("profile", NO_PEEK)
def test_a_no_peek_page_says_who_leads_and_that_the_lead_opens(profile):
    said = rules_lines(load_profile(profile))
    # who leads is a player, never "It" (the card? the dealer?)
    assert not [line for line in said if re.search(r"\bIt leads", line)], said
    first = next(line for line in said if re.search(r"\blead", line))
    assert "best hand showing" in first and "they lead" in first, first  # who, and what leading is
    bets = [line for line in said if "round of bets" in line]
    assert len(bets) == 2 and all("open a round of bets" in line for line in bets), (
        bets
    )  # the first lead, each new one
    words = dict(glossary(load_profile(profile)))
    assert "opens a betting round" in words["LEAD"] and "acts first" in words["OPENS"], words


@pytest.mark.parametrize("profile", SHIPPED)
def test_grand_slam_is_said_with_its_hand_where_a_card_is_wild(profile):
    rules = load_profile(profile)
    page = " ".join(rules_lines(rules))
    wild = any(game.wild_ranks for game in rules.games or (rules,))
    assert ("GRAND SLAM: five of a kind" in page) == wild, page
    assert ("GRAND SLAM" in page) == wild, page
