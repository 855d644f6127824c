"""HOST A PARTY says under the GAME row, where the game is chosen, what tells it from its neighbours
(rules_words.gist): a host play-test meant Midnight Baseball and opened the room on Night Baseball,
next to it in the list, the two told apart only by the description at the top of the page."""

from __future__ import annotations

import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by

from game.platform.display import SAFE
from game.play.session import profiles
from game.telling.rules_words import gist

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def rules(game: str):
    return next(entry.rules for entry in profiles() if entry.id == game)


def test_every_shipped_game_has_a_gist_and_the_two_night_games_differ_in_it():
    said = {entry.id: gist(entry.rules) for entry in profiles() if entry.ok}
    assert said["night-baseball"] == "No Peek, 9 cards; 4 up: +1 face up"
    assert said["midnight-baseball"] == "No Peek, 7 cards; 4 up: +1 under pile"
    assert said["no-peek"] == "No Peek, 7 cards; no wild cards"
    assert said["baseball"] == "Stud, 7 cards; wild: 3 and 9"
    assert said["dealers-choice"].endswith("games, the dealer's pick each pot")


@pytest.mark.parametrize("game", ["night-baseball", "midnight-baseball"])
def test_the_setup_says_the_games_gist_under_its_row(app, game, monkeypatch):
    setup = to_setup(app, game)
    drawn = dict(drawn_by(app, setup, monkeypatch))
    words = gist(rules(game))
    assert words in drawn
    rows = setup.menu.rects
    labels = [item.label for item in setup.menu.items]
    game_row, seats_row = rows[labels.index("GAME")], rows[labels.index("SEATS")]
    under = drawn[words]  # the gist: under the GAME row's line, above SEATS
    assert game_row.top + 16 < under.top and under.bottom <= seats_row.top
    assert SAFE.contains(drawn[words])  # whole, inside the TV-safe edge
