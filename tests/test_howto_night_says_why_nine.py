"""Night Baseball's HOW TO PLAY says why each player gets nine cards (a newcomer's play-test read
"a pile of 9 cards" and asked why nine, when Midnight Baseball and No Peek deal seven): a ball
game's nine innings, a card for each. One line at either TEXT SIZE, under the pile's line."""

from __future__ import annotations

import pytest

from game.screens.scenes.howto import HowToScene, rules_size


def page_lines(app, size: str, game: str) -> list[str]:
    app.settings.text_size = size
    howto = HowToScene(app)
    howto.index = [entry.id for entry in howto.entries].index(game)
    pages, _ = howto.pages()
    return [line for page in pages for line, _ in page]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_night_baseball_says_why_nine_cards_on_one_line(app, size):
    lines = page_lines(app, size, "night-baseball")
    why = [line for line in lines if "9" in line and "inning" in line]
    assert len(why) == 1, lines
    assert lines.index(why[0]) == lines.index("Each player gets a pile of 9 cards face down.") + 1
    assert len(why[0]) <= rules_size(size)[1]


@pytest.mark.parametrize("game", ["midnight-baseball", "no-peek"])
def test_seven_card_piles_say_nothing_of_innings(app, game):
    assert not any("inning" in line for line in page_lines(app, "large", game))
