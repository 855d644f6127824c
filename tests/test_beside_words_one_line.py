"""At TEXT SIZE large a seat whose turned cards wrap to a second row writes its hand in one line
beside that row where a form of it fits there whole: "Flush", not "Flush," over "A high".

A newcomer's play-test at TEXT SIZE large (Night Baseball, four players): seats with nine and more
turned cards wrote "Flush," / "A high", "Str" / "to 8" and "Two" / "pair" in two lines beside their
second rows, the second line reaching down towards the boxes under them; the cards, the centre and
the result say the rest. (Beside a side seat's second row of two cards seven letters fit: "Str to
8", "Two pair" and "Q's full" take eight, and stay on two lines there.)"""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_no_peek_piles import turn_every_seat
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt import layout
from game.platform.frame_log import FRAME

DECK = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c Ts Jh 3d 9c 4s")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_flush_beside_a_second_row_is_one_line(app, tmp_path, players):
    write_eight_seat_profiles(tmp_path)
    app.settings.reduced_motion, app.settings.text_size = True, "large"
    scene = table_scene(app, profile="night-baseball", players=players)
    app.frame([], 0.05)
    alone = 0  # frames where a seat wrote "Flush" by itself (beside a second row)
    for turned in range(9, layout.MAX_CARDS):  # (from nine the side seats' rows wrap)
        turn_every_seat(scene, DECK, turned)
        for seat in scene.model.seats[1:]:
            seat.showing = "Flush, ace high"
        app.draw()
        where = f"{players} players, {turned} turned"
        assert frame_problems(where) == [], where
        texts = [item.text for item in FRAME.texts()]
        assert "Flush," not in texts and "A high" not in texts, (where, texts)
        alone += "Flush" in texts
    assert alone or players < 4, players  # (at four and five players the side seats' rows wrap)
    scene.leave()
