"""A card dealt passes under a seat's name plate out of sight: a newcomer's play-test at TEXT SIZE
large saw the deal's cards fly over the YOU bar (shot_106, shot_346), the see-through plate showing
the card dimmed round the name and net, as if it lay on them. While a card in flight crosses your
plate, the plate looks as it does with no card there, and so does the felt under it down to your
cards (a Hold'em newcomer's No Peek play-test read a card coming down there as the top of your pile
poking out of your box); past it, the card is drawn."""

from __future__ import annotations

import pygame
import pytest
from test_ui_card_rows import table

from engine.events import Deal
from game.felt import layout
from game.felt.seat_words import named_slots
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_card_dealt_to_you_is_hidden_under_your_name_plate(app, size):
    places = layout.LAYOUTS[size]
    director, model, tweens = table(4, places, dict.fromkeys(range(4), "x x"))
    renderer = TableRenderer(app.text, app.cards, places=places)
    canvas = app.display.canvas
    plate = layout.name_plate(named_slots(model.seats, director.slots, places.body)[0])
    plate.height = director.slots[0].cards_y - plate.y  # (and the felt down to your cards)
    director.play(Deal(0, None, "down", "street"))
    crossed = seen = 0
    while model.seats[0].cards[-1].flight < 1:
        FRAME.clear()
        renderer.draw(canvas, model, director)
        (flight,) = FRAME.regions("card in flight")
        drawn = canvas.subsurface(plate).copy()
        flying = model.seats[0].cards.pop()  # the same table without the card in the air
        renderer.draw(canvas, model, director)
        model.seats[0].cards.append(flying)
        same = pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(canvas.subsurface(plate), "RGB")
        assert same, (size, flight, plate)  # nothing of the card on the plate
        crossed += bool(flight.colliderect(plate))
        seen += not plate.contains(flight)
        tweens.update(0.02)
    assert crossed and seen, (crossed, seen)  # (it did cross the plate, and was drawn on its way)
