"""A replay's popups keep off its help line: the seat at the bottom of a replay (a pot replayed
with no seat of yours, a computer player's there) says BONUS! on its name line, as yours does at
the table, not risen over the keys under the middle."""

from __future__ import annotations

import pygame
import pytest

from game.felt import layout
from game.felt.director import Director
from game.felt.popup_place import POPUP_RISE
from game.felt.table_model import Seat, TableModel
from game.platform.text import HINT
from game.platform.tween import Tweens


@pytest.mark.parametrize("players", range(2, 9))
def test_the_bottom_seats_bonus_word_keeps_off_the_replays_help_line(players):
    """A play-test: in a replay, the BONUS! of the seat at the bottom rose over the help line
    ("<> STEP ^v POT ENTER PLAY"): that seat was not the table's human (a replay of a pot with
    no seat of the viewer's lays seat 0 there). (A replay is laid out at the normal TEXT SIZE.)"""
    places = layout.NORMAL
    model = TableModel()
    model.seats = [Seat(f"P{number}", "", False) for number in range(players)]
    director = Director(model, Tweens(), players, {})  # no seat is yours (Replayer's human)
    director.slots = places.seat_slots(players, players)
    bottom = next(seat for seat, slot in director.slots.items() if slot == places.bottom)
    help_line = pygame.Rect(places.centre.x, layout.PROMPT[1], places.centre.width, HINT + 4)
    for word in ("BONUS!", "WILD"):
        director.popup(word, bottom, (255, 214, 64))
    for popup in model.popups:
        plate = pygame.Rect(0, 0, len(popup.text) * places.body + 8, places.body + 8)
        plate.center = (round(popup.pos[0]), round(popup.pos[1]))
        path = plate.union(plate.move(0, -POPUP_RISE)) if popup.rises else plate
        assert not path.colliderect(help_line), (popup.text, path, help_line)
