"""A seat's hand in words (its label) lies clear of every seat's cards and of the action buttons, at
four to eight seats, with seven to nine cards a seat (Midnight Baseball's bonus cards) and at both
TEXT SIZEs, as the TV shows them at 1920x1080 and 1280x720: a party TV's seat had its eighth (bonus)
card wrap over its hand label, and a six-seat solo table's two-line label of yours was reported
running towards the CALL button. The PNGs go to /tmp/h37/shots_E to be looked at."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_card_rows import table

from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.table_draw import TableRenderer
from game.platform.display import SAFE
from game.platform.frame_log import FRAME

SHOTS = Path("/tmp/h37/shots_E")
# seven cards; eight with a bonus card (a 4 dealt up); nine with two (a 4 and a 3 or 9 wild)
HANDS = {7: "x x Th 4h Tc Ks x", 8: "x x Th 4h +Td Tc Ks x", 9: "x x Th 4h +Td Tc Ks x +9c"}


@pytest.mark.parametrize("cards", sorted(HANDS))
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_hand_labels_clear_of_cards_and_buttons(app, size, players, cards):
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, dict.fromkeys(range(players), HANDS[cards]))
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    faces = [
        pygame.Rect(round(x), round(y), CARD_W, CARD_H)
        for seat in range(players)
        for x, y in director.seat_places(seat)
    ]
    assert len(faces) == players * cards
    buttons = pygame.Rect(places.buttons, (places.button_w, SAFE.bottom - places.buttons[1]))
    labels = [item for item in FRAME.texts() if item.text.strip()]
    where = (size, players, cards)
    for item in labels:
        assert item.rect.collidelist(faces) == -1, (
            where,
            item.text,
            item.rect,
            faces[item.rect.collidelist(faces)],
        )
        assert not item.rect.colliderect(buttons), (where, item.text, item.rect, buttons)
    if players in (4, 6, 8) and cards == 9:
        for wide, high in ((1920, 1080), (1280, 720)):
            shot = pygame.transform.smoothscale(app.display.canvas, (wide, high))
            pygame.image.save(shot, str(SHOTS / f"label_room_{size}_{players}_{high}.png"))
