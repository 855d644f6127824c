"""The host menu's TAKE WHICH GUEST OFF? page says why a player at the TV is greyed with the keys
as with the mouse (a host play-test: QUEENIE (TV), taken off mid-hand, was greyed with
'Leaves the TV after this pot.' said only under the mouse; the keys passed over her row). On a page
of guests the keys stop on a greyed one, as the setup list and the house editor do, and so do the
first page's (tests/test_party_host_menu_keys.py)."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party
from test_party_host_menu_cursor import answer, down_to
from test_party_tv_host import table_of
from test_party_tv_seat_between_sessions import enter_row
from test_ui_support import drawn_by, key, press

from game.platform import palette

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

LEAVING = "Leaves the TV after this pot."


def test_the_keys_stop_on_a_tv_player_leaving_after_the_pot_and_say_why(app, monkeypatch, tmp_path):
    party, devices = open_party("midnight-baseball", 4)  # QUEENIE plays at the TV
    try:
        (seat,) = devices
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        menu = down_to(app, "TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN))
        enter_row(app, menu, f"{seat + 1}  QUEENIE (TV)")
        answer(app, yes=True)  # mid-hand: she leaves after this pot, her row greyed meanwhile
        press(app, key(pygame.K_RETURN))  # TAKE A GUEST OFF again
        assert menu.heading == "TAKE WHICH GUEST OFF?"
        labels = [item.label for item in menu.menu.items]
        row = labels.index(f"{seat + 1}  QUEENIE (TV)")
        assert not menu.menu.items[row].enabled and menu.menu.selected != row
        for _ in range(len(labels)):  # Down from the first guest, as a host does, to her row
            if menu.menu.selected == row:
                break
            press(app, key(pygame.K_DOWN))
        assert menu.menu.selected == row  # the keys stop on her
        assert menu.footer() == (LEAVING, palette.GREY)
        drawn = drawn_by(app, menu, monkeypatch)
        last = max(rect.bottom for rect in menu.menu.rects)
        assert [text for text, rect in drawn if rect.top > last] == [LEAVING]  # under the rows
        pygame.image.save(app.display.canvas, tmp_path / "greyed-tv-player.png")
        press(app, key(pygame.K_RETURN))  # greyed: Enter does nothing
        assert menu.heading == "TAKE WHICH GUEST OFF?" and menu.menu.selected == row
    finally:
        party.close()
