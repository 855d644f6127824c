"""No Peek is a way to play Baseball, not a family of games of its own: a Hold'em newcomer's play-test,
learning from the screens, read "NO PEEK" ("games where nobody sees their own cards", "No Peek with
nine cards each") as games apart from Baseball. Where the menus, HOW TO PLAY and the glossary name it
for Night and Midnight Baseball, they say No Peek Baseball; plain No Peek, no card wild, stays No Peek."""

from __future__ import annotations

import pytest

from engine.profile import load_profile
from game.play.session import profiles
from game.telling.glossary import glossary, strikeout_why
from game.telling.hand_chart import rules_lines
from game.telling.rules_words import gist

BASEBALL_NO_PEEK = ("night-baseball", "midnight-baseball")


@pytest.mark.parametrize("game", BASEBALL_NO_PEEK)
def test_the_menus_and_how_to_play_say_baseball_played_no_peek(game):
    rules = load_profile(game)
    listed = [entry.rules for entry in profiles() if entry.rules is not None]
    assert rules.description.startswith("No Peek Baseball: "), rules.description  # PLAY's game list
    assert gist(rules, listed).startswith("No Peek Baseball, "), gist(rules, listed)  # HOST A PARTY
    assert rules_lines(rules)[0] == "No Peek Baseball: nobody looks at their own cards."  # HOW TO PLAY


def test_plain_no_peek_is_not_called_baseball():
    rules = load_profile("no-peek")
    listed = [entry.rules for entry in profiles() if entry.rules is not None]
    assert rules_lines(rules)[0] == "No Peek: nobody looks at their own cards."
    assert gist(rules, listed).startswith("No Peek, ")


@pytest.mark.parametrize("game", [*BASEBALL_NO_PEEK, None])
def test_the_glossary_says_no_peek_is_how_night_and_midnight_baseball_are_played(game):
    words = dict(glossary(None if game is None else load_profile(game)))
    assert words["NO PEEK"].startswith("how Night and Midnight Baseball are played: "), words["NO PEEK"]
    assert "games" not in words["NO PEEK"]
    assert "No Peek games" not in (strikeout_why(None) or "")
