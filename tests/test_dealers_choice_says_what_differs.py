"""A dealer's choice's pot says what differs from the Baseball pots beside it: a newcomer's play-test
got a 4 face up in a Seven-Card Stud pot and waited for its card, the corner saying only 7-CARD
STUD / NO WILDS. In a dealer's choice the corner says a four earns nothing where it does (the call's
banner says it too: tests/test_call_banner_rules.py), whole at both TEXT SIZEs; a game played alone
says nothing of a rule it lacks."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from engine.profile import load_profile
from game.felt import layout
from game.felt.game_quirk import FOUR_EARNS_NOTHING, SHORT, Corner, corner_lines, name_lines, quirk_parts
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.platform.text import HINT, wrap

CHOICE = load_profile("dealers-choice")


def test_in_a_dealers_choice_a_four_that_earns_nothing_says_so():
    quirks = {game.name: quirk_parts(game, in_a_choice=True) for game in CHOICE.games}
    assert quirks["Seven-Card Stud"] == [FOUR_EARNS_NOTHING], quirks
    assert quirks["Baseball"] == ["4: EXTRA CARD"], quirks  # the others as they always said them
    assert quirk_parts(load_profile("seven-card-stud")) == []  # played alone: nothing it lacks


@pytest.mark.parametrize("coach", [1, 2])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_game_of_the_choice_says_its_quirks_whole_in_the_corner(size, coach):
    places = layout.LAYOUTS[size]
    columns = layout.INFO_W // places.small
    for game in CHOICE.games:
        wild = " ".join(sorted(game.wild_ranks, key="23456789TJQKA".index))
        corner = Corner(
            name_lines(game.name, columns),
            wrap(f"WILD: {wild}" if wild else "NO WILDS", layout.INFO_W // places.body),
            quirk_parts(game, in_a_choice=True),
            "",
        )
        args = (places.info[1], layout.INFO_W, places.small, places.body, HINT, False, coach)
        said = [line.text for line in corner_lines(corner, *args)]
        for quirk in corner.quirks:  # on its lines, one after another, or in its one-line form
            assert "\n".join(wrap(quirk, columns)) in "\n".join(said) or SHORT.get(quirk) in said, said
        assert all(len(line) <= columns for line in said), said


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_stud_pot_of_the_choice_says_so_at_the_table(app, size):
    places = layout.LAYOUTS[size]
    director, model, _tweens = table(4, places, {})
    stud = next(game for game in CHOICE.games if game.name == "Seven-Card Stud")
    model.rules, model.profile, model.session = stud, stud.name, CHOICE.name
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    drawn = [item for item in FRAME.texts() if item.text == FOUR_EARNS_NOTHING]
    assert len(drawn) == 1 and layout.SAFE.contains(drawn[0].rect), drawn
    assert frame_problems(f"stud in a dealer's choice {size}") == []
