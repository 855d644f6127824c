"""HOST A PARTY says under the GAME row, where the game is chosen, what tells it from the other games
(rules_words.gist, from their rules): a host play-test meant Midnight Baseball and opened the room on
Night Baseball, next to it in the list, the two told apart only by the description at the top of the
page; another read seven Baseball games under one line, "Stud, 7 cards; wild: 3 and 9", and stepped
through twelve games one at a time, not knowing how far Dealer's Choice was."""

from __future__ import annotations

import pygame
import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by, key, press

from game.platform.display import SAFE
from game.play.session import profiles
from game.screens.scenes.party_setup import NOTE_LINES
from game.telling.rules_words import gist

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def listed():
    return [entry.rules for entry in profiles() if entry.ok]


def said() -> dict[str, str]:
    return {rules.id: gist(rules, listed()) for rules in listed()}


def test_every_shipped_game_is_told_from_every_other_in_its_gist():
    words = said()
    assert len(set(words.values())) == len(words), words


def test_a_variant_says_the_game_it_varies_and_how():
    words = said()
    assert words["baseball-pay-three"] == "Baseball, but a three face up costs 2 or a fold"
    assert words["baseball-strikeout"] == "Baseball, but a three face up must match the pot or fold"
    assert words["baseball-naturals"] == "Baseball, but a natural beats an equal wild hand"
    assert words["baseball"].startswith("Stud, 7 cards; threes and nines are wild; a four face up earns")
    # the No Peek games say how a four turned up pays in the words the rules use everywhere (a
    # play-test read "4 up: +1 face up" and "+1 under pile" as cryptic)
    # a game told after how it is dealt says its wild cards too, shared or not (the page shows no
    # description over the menu: the gist is all it says of the game); a No Peek game with wild
    # cards as Baseball played No Peek (a Hold'em newcomer read "No Peek" as a family of its own)
    assert words["night-baseball"] == (
        "No Peek Baseball, 9 cards; threes and nines are wild; a four turned up earns a free card, face up at once"
    )
    assert words["midnight-baseball"] == (
        "No Peek Baseball, 7 cards; threes and nines are wild; a 4 face up: +1 card under your pile"
    )
    assert words["no-peek"] == "No Peek, 7 cards; no wild cards"
    assert words["seven-card-stud"].startswith("Stud, 7 cards; no wild cards")
    assert words["dealers-choice"] == (  # which games, where they fit
        "4 games, the dealer's pick each pot: Baseball, Night Baseball, Midnight Baseball, Seven-Card Stud"
    )


@pytest.mark.parametrize("game", ["night-baseball", "midnight-baseball", "baseball-bring-in", "baseball"])
def test_the_setup_says_the_games_gist_under_its_row(app, game, monkeypatch):
    setup = to_setup(app, game)
    drawn = dict(drawn_by(app, setup, monkeypatch))
    lines = setup.gist_lines(setup.entry)
    assert 1 <= len(lines) <= NOTE_LINES
    assert " ".join(lines) == gist(setup.rules, listed()), "said whole"
    rows = setup.menu.rects
    labels = [item.label for item in setup.menu.items]
    game_row, seats_row = rows[labels.index("GAME")], rows[labels.index("SEATS")]
    for line in lines:  # under the GAME row's line, above SEATS, whole inside the TV-safe edge
        assert line in drawn
        assert game_row.top + 16 < drawn[line].top and drawn[line].bottom <= seats_row.top
        assert SAFE.contains(drawn[line])


def test_the_rows_under_the_game_stay_put_and_the_game_row_says_its_place(app):
    setup = to_setup(app, "baseball")
    count = len(setup.entries)
    seats, start = setup.menu.rects[1].copy(), setup.entries.index(setup.entry)
    for _ in range(count):
        place = setup.entries.index(setup.entry) + 1
        assert setup.menu.items[0].detail.startswith(f"Game {place} of {count}:")
        assert setup.menu.rects[1] == seats
        press(app, key(pygame.K_RIGHT))
    assert setup.entries.index(setup.entry) == start  # round the list, back where it started


@pytest.mark.parametrize("game", [entry.id for entry in profiles() if entry.ok])
def test_the_setup_says_what_the_game_is_once(app, game, monkeypatch):
    """One word on the game, under its row: a host walking the party's path read the description at
    the top of the page and the gist under GAME, both in cyan, as one thing said twice. Nothing is
    drawn between the heading and the menu, and the game's gist is all of it the page says."""
    setup = to_setup(app, game)
    drawn = drawn_by(app, setup, monkeypatch)
    top = setup.menu.rects[0].top
    over = [text for text, rect in drawn if rect.bottom <= top and text != setup.heading]
    assert not over, over
    lines = setup.gist_lines(setup.entry)
    assert lines and all(line in dict(drawn) for line in lines)
    assert len(lines) <= NOTE_LINES
