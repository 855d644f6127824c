"""The centre's bet line says how many raises the round has left, plainly ("BET 2, RAISES LEFT:
2"), in the centre's line at both TEXT SIZEs: a Hold'em newcomer's play-test read "BET 2, RAISED 1
OF 3" as cryptic (19n). Where the fullest form does not fit (TEXT SIZE large), a shorter one does,
else the bet alone: never a line wider than the centre."""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.felt import layout
from game.felt.centre_words import bet_line, centre_lines
from game.felt.table_model import TableModel


def betting(level, raises: int, most: int = 3) -> TableModel:
    model = TableModel()
    model.round, model.level, model.raises, model.max_raises = 1, Fraction(level), raises, most
    return model


def test_the_bet_line_says_the_raises_left():
    assert bet_line(betting(0, 0)) == "NO BET YET"
    assert bet_line(betting(1, 0)) == "BET 1"  # not raised: nothing to count yet
    assert bet_line(betting(2, 1)) == "BET 2, RAISES LEFT: 2"
    assert bet_line(betting(3, 2)) == "BET 3, RAISES LEFT: 1"
    assert bet_line(betting(4, 3)) == "BET 4, NO RAISES LEFT"
    assert not [
        line for line in map(bet_line, (betting(2, 1), betting(4, 3))) if "RAISED" in line or " OF " in line
    ]


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("level", [1, 2, Fraction(3, 2), 12, Fraction(25, 2)])
@pytest.mark.parametrize("raises", [1, 2, 3])
def test_the_bet_line_fits_the_centre(places, level, raises):
    model = betting(level, raises)
    line = centre_lines(model, True, places.columns, places.centre_rows)[0]
    assert line == bet_line(model, places.columns) and len(line) <= places.columns, line
    assert line.startswith(f"BET {bet_line(betting(level, 0))[4:]}")
    if places is layout.NORMAL:  # the normal centre (27 letters) holds every form in full
        assert line == bet_line(model), line


def test_large_keeps_the_count_where_a_shorter_form_fits():
    columns = layout.LARGE.columns  # 21
    assert bet_line(betting(12, 1), columns) == "BET 12, 2 RAISES LEFT"
    assert bet_line(betting(12, 2), columns) == "BET 12, 1 RAISE LEFT"
    # (a half in one character, "1½", leaves the count its room: "BET 1 1/2" had none)
    assert bet_line(betting(Fraction(3, 2), 1), columns) == "BET 1\u00bd, 2 RAISES LEFT"
