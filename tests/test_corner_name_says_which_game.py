"""The corner's game name, shortened to its column, still says which game: a helper's look at an
eight-seat table read FIVE-CARD for Five-Card Baseball and FOR EIGHT for Baseball for Eight. A cut
(BASEBALL left out, a number in its figure) is taken only where a word that names the game stays:
5-CARD over BASEBALL, BASEBALL FOR 8. Every shipped game's name and a few of a user's, at both
TEXT SIZEs, on the table's corner as drawn."""

from __future__ import annotations

import pytest
from test_ui_support import table_scene

from game.felt import layout
from game.felt.table_model import TableModel
from game.platform.frame_log import FRAME
from game.play.session import profiles

USERS = {  # a user's game: its name -> the corner's lines
    "Five-Card Baseball": ["5-CARD", "BASEBALL"],
    "Baseball for Eight": ["BASEBALL FOR 8"],
    "Night Baseball for Eight": ["NIGHT FOR 8"],
    "Midnight Baseball for Seven": ["MIDNIGHT FOR 7"],
    "Baseball for Seven Players": ["BASEBALL FOR 7", "PLAYERS"],
}
SHIPPED = sorted({entry.rules.name for entry in profiles() if entry.ok})
# words that say no game by themselves: counts, what they count, what joins them
PLAIN = {"FOR", "PLAYERS", "CARDS", *map(str, range(2, 10))}
PLAIN |= {"TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"}


def corner_name(app, name: str, size: str) -> list[str]:
    """The lines the corner draws for a game called `name` at TEXT SIZE `size`, over WILD."""
    app.settings.text_size = size
    model = TableModel()
    model.profile, model.pots, model.hand = name, 8, 1
    scene = table_scene(app)
    FRAME.clear()
    scene.renderer.draw_info(app.display.canvas, model)
    corner = [item.text for item in FRAME.texts() if item.rect.x == layout.INFO[0]]
    scene.leave()
    return corner[: next(i for i, text in enumerate(corner) if "WILD" in text)]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("name", SHIPPED + sorted(USERS))
def test_the_corner_says_which_game(app, name, size):
    lines = corner_name(app, name, size)
    columns = layout.INFO_W // layout.LAYOUTS[size].small
    assert 1 <= len(lines) <= 2 and all(len(line) <= columns for line in lines), lines
    said = " ".join(lines).split()
    # a word of the name's own that is not a count nor what joins it (FIVE-CARD, FOR EIGHT)
    assert any(word not in PLAIN and not word.split("-")[0].isdigit() for word in said), (name, lines)
    if name in USERS:
        assert lines == USERS[name]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_no_two_shipped_games_read_alike_in_the_corner(app, size):
    said = {name: tuple(corner_name(app, name, size)) for name in SHIPPED}
    assert len(set(said.values())) == len(SHIPPED), said
