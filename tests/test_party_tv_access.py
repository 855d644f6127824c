"""The party host's menu opens the Options' ACCESS page over the party (host play-test: no way to
reach REDUCED MOTION or COLOUR-SAFE without ending the party): the party goes on under it, a
change reaches every phone, and leaving the page is back at the host's menu."""

from __future__ import annotations

import pygame
from test_party_tv_host import loopback  # noqa: F401 (the autouse fixture)
from test_party_tv_playtest import choose, party_on_tv, until_phone_says
from test_ui_support import key, press

from game.screens.scenes.options import OptionsScene
from game.screens.scenes.party_host import PartyHostMenu


def test_the_host_menu_opens_access_with_the_party_going_on_underneath(app, shots):
    with party_on_tv(app, "baseball", 3) as (party, table, sent):
        room = party.room
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        choose(app, "OPTIONS: ACCESS")
        page = app.stack.top
        assert isinstance(page, OptionsScene) and page.heading == "OPTIONS: ACCESS"
        version = room.version
        press(app, frames=120, dt=0.25)  # the party goes on under the page
        assert room.version > version
        page.menu.selected = [item.label for item in page.menu.items].index("REDUCED MOTION")
        press(app, key(pygame.K_RETURN))
        assert app.settings.reduced_motion
        shots(app, "party_host_access")
        press(app, key(pygame.K_ESCAPE))  # back at the host's menu, not the Options' first page
        assert app.stack.top is menu
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table
        until_phone_says(app, sent, "m")  # the phones follow the TV's look
