"""Your own seat beaten in a No Peek pot (every card turned, never beating the row: engine Out)
reads as every beaten seat does: a newcomer's play-test at Night Baseball saw their beaten seat
still say "SHOWING Three 2's" over bright cards, beside the computer seats' greyed ones."""

from __future__ import annotations

import pygame
import pytest
from test_ui_card_rows import table

from engine.events import Out
from game.felt import layout
from game.felt.seat_words import BEST, SHOWING, hand_words
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME

THREE_TWOS = "2h 2s 2d 7c 8d Kh Jc"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_beaten_seat_is_dimmed_and_says_its_hand_as_the_others_do(app, size, tmp_path):
    places = layout.LAYOUTS[size]
    director, model, tweens = table(3, places, dict.fromkeys(range(3), THREE_TWOS))
    model.no_peek = True
    yours = model.seats[0]
    assert hand_words(yours, director.slots[0])[0][0].startswith(SHOWING)  # in the pot: labelled
    director.play(Out(0))
    director.play(Out(1))
    tweens.finish_all()
    assert yours.out and all(sprite.dim for sprite in yours.cards), [s.dim for s in yours.cards]
    mine = [line for line, _ in hand_words(yours, director.slots[0])]
    theirs = [line for line, _ in hand_words(model.seats[1], director.slots[1])]
    assert mine and not any(line.startswith((SHOWING.strip(), BEST)) for line in mine), mine
    assert mine == theirs and mine[0].startswith("Three"), (mine, theirs)  # the same hand, said alike
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    said = [item.text for item in FRAME.texts()]
    assert not any(text.startswith(SHOWING) for text in said), said
    pygame.image.save(app.display.canvas, str(tmp_path / f"beaten_{size}.png"))
