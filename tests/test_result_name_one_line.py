"""A player's name under their hand in a pot's result stays on one line: a host play-test's party
TV read MAXIMILIANA over B. under her four queens (shot_140, Midnight Baseball, five seats). A name
wider than its column is cut as a seat's plate cuts it, with an ellipsis (MAXIMILIANA…: another
read BARTHOLOMEW WINS 7 for Bartholomew F., the first word alone as a name of its own); one that
fits is whole, never broken at its spaces (a hyphened name breaks at its hyphens as before:
BARTHOLOMEW- / THE-GREAT)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_result_words_inside import hand

from game.felt import layout
from game.felt.result_view import ResultView, caption_name
from game.felt.seat_words import clip
from game.felt.table_model import Seat, TableModel
from game.platform.text import KEEP
from game.telling.pot_result import PotResult

NAMES = ("HOST", "JO", "MAXIMILIANA B.", "SAM", "CPU 5", "MAXIMILIANA BELL", "ANN LEE", "CPU 8")


def test_a_name_is_whole_else_cut_as_its_plate_cuts_it():
    assert caption_name("ANN LEE", 12) == f"ANN{KEEP}LEE"
    assert caption_name("BARTHOLOMEW F.", 14) == f"BARTHOLOMEW{KEEP}F."
    assert caption_name("BARTHOLOMEW F.", 12) == clip("BARTHOLOMEW F.", 12) == "BARTHOLOMEW\u2026"
    assert caption_name("MAXIMILIANA B.", 13) == "MAXIMILIANA\u2026"
    assert caption_name("MAXIMILIANA BELL", 15) == f"MAXIMILIANA{KEEP}BE\u2026"
    assert caption_name("BARTHOLOMEW-THE-GREAT", 13) == "BARTHOLOMEW-THE-GREAT"  # its own breaks
    assert caption_name("MAXIMILIANA B.", 10) == "MAXIMILIA\u2026"


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_every_name_under_a_hand_is_on_one_line(app, size, players):
    model = TableModel(seats=[Seat(NAMES[seat], "", seat == 0) for seat in range(players)])
    slots = layout.LAYOUTS[size].seat_slots(players, 0)
    for winner in range(players):
        loser = (winner + 2) % players if players > 2 else 1 - winner
        result = PotResult(
            ((winner, Fraction(4)),),
            False,
            (hand(winner, "Th 9h 8h 7h 6h", "Straight flush to the ten"),),
            hand(loser, "Qs Qh Qc Qd 9s", "Four queens"),
            "",
            "",
        )
        _, shown, captions, _ = ResultView(app.text, app.cards, model, result, slots, lambda: 0.0).rows()
        for (held, _), lines in zip(shown, captions, strict=True):
            name = NAMES[held.seat]
            said = [line.replace(KEEP, " ") for line in lines]
            first = said[0].split(":")[0].removesuffix(" WINS 4")
            # the name on its line: whole, or cut with an ellipsis (never its end on the next line)
            cut = first.endswith("\u2026") and name.startswith(first.removesuffix("\u2026"))
            assert first == name or cut, (size, players, said)
            assert not any(line.startswith(name.split(" ")[-1]) for line in said[1:] if " " in name), said
