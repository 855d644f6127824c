"""A card caught turning when the host opens the menu is drawn whole under it: a host play-test
saw a card mid-flip on the party TV as a thin line behind the host's menu, and so it stayed for as
long as the menu was up (the table is held there: PartyTableScene.held, nothing moves). Held, a
turning card is drawn as it stands, its back or its face, at its full width."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party, tv_table
from test_party_menu_freezes_the_table import to
from test_ui_support import key, press

from game.felt.card_art import CARD_H, CARD_W
from game.platform.backdrop import felt_table
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def turning(table):
    """A seat's card half-way through its turn (a sliver as it is drawn turning), and its seat."""
    for number, seat in enumerate(table.model.seats):
        for sprite in seat.cards:
            if sprite.turning and sprite.flight >= 1 and 0.3 < sprite.flip < 0.7:
                return number, sprite
    return None


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_card_caught_turning_under_the_host_menu_is_drawn_whole(app, size):
    app.settings.text_size, app.settings.reduced_motion = size, False
    party, devices = open_party("baseball", 6)
    try:
        table = tv_table(app, party, devices)
        to(app, party, lambda: turning(table) is not None)  # (frames of 0.05 s: a flip is 0.16)
        press(app, key(pygame.K_ESCAPE), frames=0)
        assert isinstance(app.stack.top, PartyHostMenu) and table.held
        caught = turning(table)
        assert caught is not None  # held: it stays where the menu found it
        number, sprite = caught
        x, y = (round(v) for v in table.director.card_place(number, sprite))
        felt = felt_table()
        for _ in range(3):  # the menu stays up: the card stays whole
            canvas = pygame.Surface(app.display.canvas.get_size())
            table.draw(canvas)
            # the card's left and right quarters, down its middle: the card's, not the felt's
            for at in (x + CARD_W // 4, x + 3 * CARD_W // 4):
                point = (at, y + CARD_H // 2)
                assert canvas.get_at(point) != felt.get_at(point), (size, number, point, sprite.flip)
            app.frame([], 0.25)
    finally:
        party.close()
