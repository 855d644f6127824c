"""The party host's menu opens the Options' ACCESS page over the party (host play-test: no way to
reach REDUCED MOTION or COLOUR-SAFE without ending the party): the party pauses while the page
fills the TV (the phones say so; the menu paused it already), a change reaches every phone, and
leaving the page is back at the host's menu, the party going on when the menu closes."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from party_sweep import PHONE, STEP, guest_moves
from test_party_tv_playtest import choose, last, party_on_tv, settle, until_phone_says
from test_ui_support import key, press

from game.screens.scenes.options import OptionsScene
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_host_menu_opens_access_with_the_party_paused_underneath(app, shots):
    with party_on_tv(app, "baseball", 3) as (party, table, sent):
        room = party.room
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        choose(app, "OPTIONS: ACCESS")
        page = app.stack.top
        assert isinstance(page, OptionsScene) and page.heading == "OPTIONS: ACCESS"
        # the page fills the TV: the party pauses under it, the phones say so (a host play-test:
        # the room lost the table while the party went on under the page)
        assert room.paused and last(sent, PHONE)["paused"]
        version = room.version
        press(app, frames=120, dt=0.25)
        assert room.version == version
        page.menu.selected = [item.label for item in page.menu.items].index("REDUCED MOTION")
        press(app, key(pygame.K_RETURN))
        assert app.settings.reduced_motion
        shots(app, "party_host_access")
        press(app, key(pygame.K_ESCAPE))  # back at the host's menu, not the Options' first page
        assert app.stack.top is menu and room.paused  # still paused under the host's menu
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table and not room.paused  # and the party goes on
        until_phone_says(app, sent, "m")  # the phones follow the TV's look


def test_more_time_switched_on_mid_party_doubles_the_phones_turn_timer_and_away_rule(app):
    """MORE TIME on the host's ACCESS page during a party was never tried: the table's clock was
    set once, when the room opened, so the phones kept their 30 seconds."""
    with party_on_tv(app, "baseball", 3) as (party, table, sent):
        room = party.room
        party.natural = dataclasses.replace(party.natural, bot_delay=0.0, hand_pause=0.0)
        assert room.timing.turn_seconds == 30.0 and not app.settings.more_time
        press(app, key(pygame.K_ESCAPE))
        choose(app, "OPTIONS: ACCESS")
        page = app.stack.top
        page.menu.selected = [item.label for item in page.menu.items].index("MORE TIME")
        press(app, key(pygame.K_RETURN))
        assert app.settings.more_time
        press(app, key(pygame.K_ESCAPE))
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is table
        timing = room.timing
        assert (timing.turn_seconds, timing.idle_seconds, timing.away_grace) == (60.0, 90.0, 40.0)
        asked = len([m for c, m in sent if c == PHONE and m["type"] == "your_turn"])
        for _ in range(4000):  # the phone's next turn is offered with the doubled timer
            turns = [m for c, m in sent if c == PHONE and m["type"] == "your_turn"]
            if len(turns) > asked:
                break
            if turns and turns[-1]["turn"] == room.version:  # asked before the change: it answers
                guest_moves(party)
            settle(room)
            app.frame([], STEP)
        assert len(turns) > asked, "the phone was never asked again"
        assert 30.0 < turns[-1]["seconds"] <= 60.0


def test_a_party_the_host_paused_stays_paused_after_the_access_page(app):
    with party_on_tv(app, "baseball", 3) as (party, _table, _sent):
        room = party.room
        room.controls.pause(True)  # as KEEP IT PAUSED does
        press(app, key(pygame.K_ESCAPE))
        choose(app, "OPTIONS: ACCESS")
        assert isinstance(app.stack.top, OptionsScene) and room.paused
        press(app, key(pygame.K_ESCAPE))
        assert isinstance(app.stack.top, PartyHostMenu) and room.paused  # the host's pause, kept
