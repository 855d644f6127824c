"""A player at the party TV reads their buttons across a room (issue 31: a host found them small in
a corner): at their turn the buttons at the side of the table are as big as the room there lets
them be, never over a seat's name plate, cards or words, inside the screen's safe area."""

from __future__ import annotations

import pytest
from party_sweep import open_party
from test_party_tv_turn_banner import to_the_tv_players_turn
from test_text_size_large import write_seven_seat_profiles
from test_ui_support import drawn_by

from game.felt.card_art import CARD_H, CARD_W
from game.platform.display import SAFE
from game.platform.text import HEADING
from game.platform.widgets import Item
from game.screens.party_tv_buttons import tv_buttons
from game.screens.party_tv_turn import seat_blocks

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

PROFILES = {7: "no-peek-seven", 8: "no-peek-eight"}  # (No Peek seats six: these are a user's games)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("seats", range(2, 9))
def test_the_tv_players_buttons_are_big_and_clear_of_every_seat(
    app, shots, monkeypatch, tmp_path, size, seats
):
    write_seven_seat_profiles(tmp_path)
    app.settings.text_size = size
    party, devices = open_party(PROFILES.get(seats, "no-peek"), seats)
    try:
        table, _ = to_the_tv_players_turn(app, party, devices)
        drawn = drawn_by(app, table, monkeypatch)
        shots(app, f"party_tv_buttons_{size}_{seats}")
        menu = table.buttons
        buttons = [menu.rects[index] for index in menu.shown]
        captions = {line for index in menu.shown for line in menu.lines(menu.items[index])}
        assert menu.size >= HEADING, (menu.size, [menu.items[index].label for index in menu.shown])
        director = table.director
        seats_drawn = list(seat_blocks(director).values())
        cards = [(x, y, CARD_W, CARD_H) for seat in director.slots for x, y in director.seat_places(seat)]
        words = [(text, rect) for text, rect in drawn if text not in captions]
        for rect in buttons:
            assert SAFE.contains(rect), rect
            assert rect.collidelist(seats_drawn) < 0 and rect.collidelist(cards) < 0, rect
            assert [text for text, at in words if at.colliderect(rect)] == [], rect
    finally:
        party.close()


def test_buttons_too_many_to_stand_clear_bigger_keep_the_tables_size(app, tmp_path):
    write_seven_seat_profiles(tmp_path)
    app.settings.text_size = "large"
    party, devices = open_party("no-peek-eight", 8)
    try:
        table, _ = to_the_tv_players_turn(app, party, devices)
        director, places = table.director, table.renderer.places
        labels = ["BRING IN 1/2", "COMPLETE TO 1", "CALL 1", "RAISE TO 2 1/2", "FOLD"]
        menu = tv_buttons([(label, Item(label, lambda: None)) for label in labels], places, director)
        # at BIG or HEADING the five reach up over CPU 8's cards: the table's own size, as before
        assert menu.size == places.body
    finally:
        party.close()
