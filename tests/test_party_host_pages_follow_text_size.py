"""TEXT SIZE large reaches the host's pages as it reaches the table under them: the host's menu (Esc
in a party: its first page and a page of guests), HOST A PARTY and the NEXT GAME list (a host across
the room read them at the normal size while the table was large). Every row chosen in turn: the rows,
the chosen row's words and the line under the host menu's rows at the large size, all inside the
TV-safe area and nothing overlapping or half hidden (frame_checks), nothing cut."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import open_party
from test_menus_follow_text_size import every_row
from test_party_tv_host import table_of
from test_party_tv_seat_between_sessions import enter_row, host_menu
from test_ui_support import key, press

from game.platform.text import LARGE_BODY
from game.screens.scenes.party_setup import PartySetupScene
from game.screens.scenes.setup import ProfileScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

HEADINGS = {"HOST", "TAKE WHICH GUEST OFF?", "CHOOSE A GAME", "HOST A PARTY"}


@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball"])  # SEAT ... greyed, and not
def test_the_host_menu_at_large(app, shots, profile):
    app.settings.text_size = "large"
    party, devices = open_party(profile, 4)
    try:
        table_of(app, party, devices, dealt=True)
        menu = host_menu(app)
        assert menu.menu.size == LARGE_BODY
        problems = every_row(app, menu, menu.menu, f"HOST {profile}", HEADINGS)
        shots(app, f"host_menu_large_{profile}")
        enter_row(app, menu, "TAKE A GUEST OFF")
        assert menu.heading == "TAKE WHICH GUEST OFF?" and menu.menu.size == LARGE_BODY
        problems += every_row(app, menu, menu.menu, f"GUESTS {profile}", HEADINGS)
        assert problems == []
    finally:
        party.close()


def test_the_host_menu_follows_a_text_size_changed_on_access(app):
    """ACCESS, opened from the menu, has TEXT SIZE: back from it the menu is in the size chosen."""
    party, devices = open_party("baseball", 4)
    try:
        table_of(app, party, devices, dealt=True)
        menu = host_menu(app)
        assert menu.menu.size != LARGE_BODY
        enter_row(app, menu, "OPTIONS: ACCESS")
        app.settings.text_size = "large"  # (as its TEXT SIZE row sets it)
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is menu and menu.menu.size == LARGE_BODY
        assert menu.menu.current.label == "OPTIONS: ACCESS"
    finally:
        party.close()


def test_the_next_game_list_at_large(app, shots):
    app.settings.text_size = "large"
    party, devices = open_party("midnight-baseball", 4)  # QUEENIE at the TV: stud games greyed, saying why
    try:
        table_of(app, party, devices, dealt=True)
        enter_row(app, host_menu(app), "NEXT GAME: MIDNIGHT BASEBALL")
        listed = app.stack.top
        assert isinstance(listed, ProfileScene) and listed.menu.size == LARGE_BODY
        problems = every_row(app, listed, listed.menu, "NEXT GAME", HEADINGS)
        shots(app, "next_game_large")
        assert problems == []
    finally:
        party.close()


def test_host_a_party_at_large(app, shots):
    app.settings.text_size = "large"
    page = PartySetupScene(app)
    page.draw(app.display.canvas)
    assert page.menu.size == LARGE_BODY
    problems = []
    for step in range(len(page.entries)):  # every game on its GAME row, its note under it
        page.menu.select(0)
        problems += every_row(app, page, page.menu, f"HOST A PARTY, {page.entry.id}", HEADINGS)
        if step in (0, 3):
            shots(app, f"host_a_party_large_{page.entry.id}")
        page.pick_game(1)
    assert problems == []
