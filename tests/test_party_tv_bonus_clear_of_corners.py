"""BONUS! at the party TV's bottom seat with a long name and seven cards or more never lies on a
card's rank and suit corner nor on a name: a host's play-test saw it centred on the seat's two
backs, over the next card's corner (the 5 of hearts) for a second, and at TEXT SIZE large no place
in the row held it. It stands right of the cards, out over the felt past the seat's block."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import GUEST, open_party, tv_table
from test_ui_popup_clear import words_hit

from engine.cards import parse_cards
from game.felt.card_art import INDEX_H, INDEX_W
from game.felt.table_model import CardSprite
from game.platform import palette
from game.platform.frame_log import FRAME

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

UP = parse_cards("5h 4c 9d Ks 2h 7c 8d Qh Jc Ts Ad")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("turned", [5, 8, 11])
def test_bonus_at_the_long_named_bottom_seat_covers_no_corner_and_no_name(app, size, turned):
    app.settings.text_size, app.settings.reduced_motion = size, True
    party, devices = open_party("baseball", 4)
    try:
        table = tv_table(app, party, devices)
        app.frame([], 0.05)
        table.director.dealing = False
        seat = table.model.seats[0]
        assert seat.name == GUEST  # the widest name a phone may send, on the bottom plate
        seat.cards = [CardSprite(None, "down", flight=1.0) for _ in range(2)]
        seat.cards += [CardSprite(card, "up", shown=True, flight=1.0) for card in UP[:turned]]
        table.director.popup("BONUS!", 0, palette.YELLOW)
        corners = [
            pygame.Rect(round(x), round(y), INDEX_W, INDEX_H)
            for sprite, (x, y) in zip(seat.cards, table.director.seat_places(0), strict=True)
            if sprite.shown
        ]
        problems: list[str] = []
        for _ in range(4):  # its second
            FRAME.clear()
            app.draw()
            popups = [item.rect for item in FRAME.texts() if item.floating and item.text == "BONUS!"]
            assert popups
            problems += words_hit(f"{size}, {2 + turned} cards")
            problems += [
                f"BONUS! {tuple(popup)} on a corner {tuple(corner)}"
                for popup in popups
                for corner in corners
                if popup.inflate(8, 8).colliderect(corner)
            ]
            table.tweens.update(0.25)
        assert not problems, "\n".join(dict.fromkeys(problems))
    finally:
        party.close()
