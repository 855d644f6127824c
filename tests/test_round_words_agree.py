"""One word for a betting round within a game: a stud's is its street ("opens 5th street", named by
the cards then held), No Peek's "the betting" ("opens the betting"), everywhere the game names one: its
log, its HOW TO PLAY lines (the stud page taught "Each deal and its bets is a street" and then
"at most 3 raises a round"), and the log's words for a round started with no rules at hand (they
said "betting round 3" of what the table calls 5th street)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_event_words import played

from engine.events import RoundStart
from engine.profile import load_profile
from game.telling.event_words import event_line, event_words
from game.telling.hand_chart import rules_lines

PROFILES = sorted(path.stem for path in Path("profiles").glob("*.yaml"))
NUMBERED = re.compile(r"\bround \d")
STREET = re.compile(r"\bstreets?\b")


@pytest.mark.parametrize("profile", PROFILES)
def test_a_game_names_its_betting_rounds_in_one_word(profile):
    rules = load_profile(profile)
    said = list(rules_lines(rules))
    if not rules.games:  # (a dealer's choice's pots are its games', each checked here)
        names = ["Ann", "Bo", "Cy", "Di"]
        events = played(profile, 3).events_for(None)
        said += [line for event in events if (line := event_line(event, names, rules.pots, rules, range(4)))]
    if rules.games:  # both kinds of game: the raises' line says neither street nor a number
        assert "raises a round." in " ".join(said)
    elif rules.flow == "stud":
        assert not [line for line in said if NUMBERED.search(line)]
        assert "raises a street." in " ".join(said) and any(" street: " in line for line in said)
    else:
        assert not [line for line in said if STREET.search(line)]
        # (its rounds unnumbered: a number counted every lead, and a newcomer read "You open round 12"
        # as meaning nothing)
        assert not [line for line in said if NUMBERED.search(line)]
        assert "raises a round." in " ".join(said) and any(" opens the betting: " in line for line in said)


def test_a_round_started_with_no_rules_at_hand_says_no_number():
    events = played("baseball", 5).events_for(None)
    third = next(event for event in events if isinstance(event, RoundStart) and event.round == 3)
    assert event_words(third) == "starts a betting round"  # (5th street in Baseball, round 3 in No Peek)
