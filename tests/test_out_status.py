"""A seat out of a No Peek pot (every card turned, never beating the row) says why on its plate:
a newcomer read a bare "OUT" beside the seat's "Full house" and could not tell why; a later one
read "OUT" at one seat beside "BEATEN" at another: one word, BEATEN, wherever it fits."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from engine.events import Out
from game.felt import layout
from game.felt.seat_words import OUT_STATUS
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hints import STRIKEOUT_CAUSES

SEVEN = "Kc Kd Ks 4h 4d Qs 9d"


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_an_out_seat_says_it_was_beaten_where_its_plate_has_room(app, size, players):
    places = layout.LAYOUTS[size]
    director, model, tweens = table(players, places, dict.fromkeys(range(players), SEVEN))
    model.no_peek = True
    for number in range(1, players):
        model.seats[number].name = "Yogi"
        director.play(Out(number))
    tweens.finish_all()
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    words = [item.text for item in FRAME.texts()]
    said = " ".join(words)
    assert OUT_STATUS == "BEATEN" and " OUT" not in said and "BEA…" not in said, words  # never OUT
    statuses = [word for word in words if word == OUT_STATUS or word.endswith(" " + OUT_STATUS)]
    if size == "normal" and players <= 5:  # the plates' room: the word on every out seat
        assert len(statuses) == players - 1, words
    else:  # a narrow plate: BEATEN, or (the eight-seat top row at large) nothing beside the faded name
        assert statuses, words
    # the log's word too, and the banner's (a newcomer read OUT beside BEATEN)
    assert "Yogi is beaten: every card turned" in model.log, model.log
    assert STRIKEOUT_CAUSES["out"] == "STRIKE THREE: beaten, every card turned"
    assert frame_problems(f"out {size} x{players}") == []
