"""Every seat's plate says whose it is beside its whole net (host play-test): at eight players and
TEXT SIZE large the five top plates were one line each, and a net of seven characters with
Seven-Card Stud's half chip (+37 1/2) filled its eight columns: the plate read "\u2026+37 1/2",
no letter of the name. Those plates now have two lines, the name over the net, as every other
seat's; the dealer button goes after the name where the net fills its line."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.seat_words import named_slots
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME

NAMES = ("ZOË", "MAXIMILIANA BELL")  # 3 and 16 letters (the most a phone sends)
NETS = {Fraction(0): "0", Fraction(-19, 2): "-9½", Fraction(275, 2): "+137½"}


def lit(canvas: pygame.Surface, rect: pygame.Rect) -> int:
    """How many of `rect`'s pixels are bright (letters, not the dark plate or the felt)."""
    box = rect.clip(canvas.get_rect())
    return sum(
        sum(canvas.get_at((x, y))[:3]) > 400 or canvas.get_at((x, y))[0] > 180
        for x in range(box.x, box.right)
        for y in range(box.y, box.bottom)
    )


@pytest.mark.parametrize("players", [6, 8])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_plate_shows_the_names_first_letters_and_its_whole_net(app, size, players):
    places = layout.LAYOUTS[size]
    for name in NAMES:
        for net, said_net in NETS.items():
            for dealer in (0, 3):  # the button on your seat, and on a top seat's plate
                director, model, _ = table(players, places, {})
                for seat in model.seats:
                    seat.name, seat.since = name, seat.balance - net
                model.dealer, model.actor = dealer, None
                FRAME.clear()
                canvas = app.display.canvas
                TableRenderer(app.text, app.cards, places=places).draw(canvas, model, director)
                # each plate's block, a top seat's widened for its name where the band has room
                plates = named_slots(model.seats, director.slots, places.body)
                for number, slot in plates.items():
                    where = (size, players, name, said_net, dealer, number)
                    lines = (slot.y, slot.y + slot.line)[: slot.name_lines]
                    said = [
                        t
                        for t in FRAME.texts()
                        if t.rect.y in lines and slot.x - 2 <= t.rect.centerx <= slot.x + slot.width + 2
                    ]
                    whose = [t for t in said if t.text.startswith(name[:4])]
                    nets = [t for t in said if t.text == said_net]
                    assert whose and nets, (where, [t.text for t in said])
                    for shown in (whose[0], nets[0]):
                        assert slot.x - 2 <= shown.rect.x and shown.rect.right <= slot.x + slot.width + 2, (
                            where
                        )
                        assert lit(canvas, shown.rect) > 20, where  # drawn, not only logged
                    assert not whose[0].rect.colliderect(nets[0].rect), where
                    if number == dealer:  # its button on its plate, clear of the name and the net
                        mark = next(t.rect.center for t in FRAME.texts() if t.text == "D")
                        button = pygame.Rect(mark[0] - 12, mark[1] - 12, 22, 22)
                        assert slot.x - 4 <= button.x and button.right <= slot.x + slot.width + 4, where
                        assert button.collidelist([whose[0].rect, nets[0].rect]) == -1, where
