"""Night Baseball's HOW TO PLAY says why each player gets nine cards (a newcomer's play-test read
"a pile of 9 cards" and asked why nine, when Midnight Baseball and No Peek deal seven): a ball
game's nine innings, a card for each. The sentence after the pile's, whole on one page at either
TEXT SIZE (its lines, short for a sofa, take two)."""

from __future__ import annotations

import pytest

from game.screens.scenes.howto import HowToScene, layout


def page_lines(app, size: str, game: str) -> list[str]:
    return [" ".join(page) for page in pages_said(app, size, game)]


def pages_said(app, size: str, game: str) -> list[list[str]]:
    """The game's rules pages at `size`, each its sentences (a page's GAP lines part them)."""
    app.settings.text_size = size
    howto = HowToScene(app)
    howto.index = [entry.id for entry in howto.entries].index(game)
    said = []
    for page in howto.pages()[:-1]:
        sentences = " ".join(line if line else "\n" for line, _ in page).split(" \n ")
        said.append(sentences)
    return said


@pytest.mark.parametrize("size", ["normal", "large"])
def test_night_baseball_says_why_nine_cards_after_the_pile_whole_on_a_page(app, size):
    sentences = [sentence for page in pages_said(app, size, "night-baseball") for sentence in page]
    why = [sentence for sentence in sentences if "9" in sentence and "inning" in sentence]
    assert why == ["Why 9? A card for each inning of a ball game."], sentences
    assert sentences.index(why[0]) == sentences.index("Each player gets a pile of 9 cards face down.") + 1
    assert len(why[0]) <= 2 * layout(size).columns


@pytest.mark.parametrize("game", ["midnight-baseball", "no-peek"])
def test_seven_card_piles_say_nothing_of_innings(app, game):
    assert not any("inning" in line for line in page_lines(app, "large", game))
