"""What a four earns is said in one wording across the game list: a Hold'em newcomer's play-test read
Night Baseball's line "fours bring an upcard" where the title, the rules and every other game say a
four earns a card (game.telling.game_call.tagline, rules_words)."""

from __future__ import annotations

import pytest

from engine.profile import load_profile
from game.telling.game_call import tagline


@pytest.mark.parametrize("profile", ["baseball", "night-baseball", "midnight-baseball"])
def test_the_game_lists_line_says_what_a_four_earns_as_the_title_does(profile):
    rules = load_profile(profile)
    assert "FOURS EARN A CARD" in tagline(rules)
    assert "bring" not in rules.description, rules.description
    assert "earn" in rules.description or "+1 card" in rules.description, rules.description
