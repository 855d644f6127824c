"""Keys pressed quickly are handled in the order they were pressed. The loop rests while nothing
moves (App.run, wait_for_input: the host's menu over the party table); the key that woke it was
posted back to the end of the queue, behind the keys that came with it (a frame slower than the
keys: the menu's first, a loaded machine): a host's quick Esc, Down, Down, Enter handled the
Enter before the second Down and chose KEEP IT PAUSED for TAKE A GUEST OFF (a host play-test)."""

from __future__ import annotations

import time

import pygame
import pytest
from party_sweep import open_party
from test_party_tv_host import STEP, table_of
from test_ui_support import key

from game.screens.app import next_events
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

QUICK = (pygame.K_ESCAPE, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)


def post_presses(codes) -> None:
    """Each key pressed and let go, queued as the window's events come."""
    for code in codes:
        pygame.event.post(key(code))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))


@pytest.mark.usefixtures("app")
def test_keys_that_wake_the_resting_loop_keep_their_order():
    pygame.event.clear()
    post_presses(QUICK)
    events = next_events(True)  # after a rest: the key that woke it, then the others
    assert [event.key for event in events if event.type == pygame.KEYDOWN] == list(QUICK)
    pygame.event.clear()
    post_presses(QUICK[:1])
    assert [event.type for event in next_events(False)] == [pygame.KEYDOWN, pygame.KEYUP]


def test_a_quick_esc_down_down_enter_takes_a_guest_off(app):
    party, devices = open_party("baseball", 4)
    try:
        table_of(app, party, devices, dealt=True)
        app.frame([key(pygame.K_ESCAPE)], STEP)  # the host's menu opens over the table
        deadline = time.monotonic() + 10
        while not app.idle:  # the menu waits for the host: the loop rests
            assert time.monotonic() < deadline, "the host's menu never came to rest"
            app.frame([], STEP)
        pygame.event.clear()
        post_presses(QUICK[1:])  # pressed while the loop rests: all of them wake it at once
        app.frame(next_events(True), STEP)
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu), type(menu).__name__
        assert menu.heading == "TAKE WHICH GUEST OFF?", (menu.heading, menu.menu.current.label)
        assert party.room.controls.menu_pauses  # the menu's pause still: not KEEP IT PAUSED
    finally:
        pygame.event.clear()
        party.close()
