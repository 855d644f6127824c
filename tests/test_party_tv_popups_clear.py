"""WILD and BONUS! on the party TV never lie on a name plate's words nor on the TV's own lines: a
host play-test saw WILD on the bottom seat's long name ('MAXIMILIAN[WILD]L') and BONUS! risen
from that plate onto the TV's NO NEW GUESTS line (no room under the seat's words, none on its
plate: it rose from the plate's middle). Where nothing else has room it stands still beside the
seat's cards, or over its cards drawn face down; WILD never hides a face-up card. Checked on the
rectangles drawn (game.platform.frame_log) at every seat count, both TEXT SIZEs, the widest
guest's name, a locked room, three to seven cards a seat."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party, tv_table
from test_ui_popup_clear import words_hit

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W
from game.felt.table_model import CardSprite
from game.platform import palette
from game.platform.frame_log import FRAME

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

UP = parse_cards("3d 9h Kc 3s 8c")


def faces_hit(table, where: str) -> list[str]:
    """The WILD popups drawn this frame that lie on a card drawn face up."""
    faces = [
        pygame.Rect(round(x), round(y), CARD_W, CARD_H)
        for number, seat in enumerate(table.model.seats)
        for sprite, (x, y) in zip(seat.cards, table.director.seat_places(number), strict=True)
        if sprite.shown and sprite.card is not None
    ]
    return [
        f"{where}: WILD {tuple(item.rect)} on a card at {tuple(face)}"
        for item in FRAME.texts()
        if item.floating and item.text == "WILD"
        for face in faces
        if item.rect.inflate(8, 8).colliderect(face)
    ]


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_popup_on_the_tv_never_covers_a_plate_or_the_tvs_lines(app, size):
    app.settings.text_size, app.settings.reduced_motion = size, True
    problems: list[str] = []
    for players in range(2, 6):
        for turned in (1, 4, 5):
            party, devices = open_party("baseball", players)
            try:
                party.room.locked = True
                table = tv_table(app, party, devices)
                app.frame([], 0.05)
                table.director.dealing = False
                for number, seat in enumerate(table.model.seats):
                    seat.cards = [CardSprite(None, "down", flight=1.0) for _ in range(2)]
                    seat.cards += [
                        CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0)
                        for card in UP[:turned]
                    ]
                    table.director.popup("BONUS!", number, palette.YELLOW)
                    table.director.popup("WILD", number, palette.YELLOW)
                where = f"{players} seats, {2 + turned} cards"
                for _ in range(12):  # from the first word's start to the last's end
                    FRAME.clear()
                    app.draw()
                    problems += words_hit(where) + faces_hit(table, where)
                    table.tweens.update(0.25)
                assert not table.model.popups, f"{where}: popups still up"
            finally:
                party.close()
    assert not problems, "\n".join(dict.fromkeys(problems))
