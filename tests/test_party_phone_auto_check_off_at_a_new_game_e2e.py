"""A guest's AUTO-CHECK, left on in one game of the party, shows OFF on their phone as the next game
is dealt, as the room has it (game.party.auto_check_off: as at the solo table, a new game starts
with it off). Against a room served on 127.0.0.1, at 390x844, in Debian's headless chromium."""

from __future__ import annotations

import time

import pytest
from browser_support import tap_a_button, wait_until
from test_party_next_game_e2e import one_pot_games_with_ann, play_until
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

pytestmark = pytest.mark.e2e


def until_offered(page, game: str) -> None:
    """Ann taps a button on each of her turns until AUTO-CHECK is offered (while others act)."""
    deadline = time.monotonic() + 60
    while not page.is_visible("#autobox"):
        assert time.monotonic() < deadline, f"AUTO-CHECK never offered {game}"
        tap_a_button(page)
        page.wait_for_timeout(40)


def test_the_phones_auto_check_shows_off_in_the_next_game(phones):  # noqa: F811
    served = Served("night-baseball", 3, 4)
    room = served.room
    try:
        ann = one_pot_games_with_ann(served, phones)
        page = ann.page
        until_offered(page, "in the first game")
        page.evaluate("document.getElementById('autocheck').click()")  # (its turn may hide it meanwhile)
        wait_until(
            page, lambda: served.call(lambda: room.guests[0].auto_check), True, "the room's AUTO-CHECK"
        )
        assert page.text_content("#autostate") == "ON"
        play_until(served, ann, lambda: room.sessions >= 2, "the next game was not dealt")
        wait_until(page, lambda: page.text_content("#autostate"), "OFF", "AUTO-CHECK's state")
        assert page.get_attribute("#autocheck", "aria-pressed") == "false"
        until_offered(page, "in the new game")  # offered again: off
        assert page.inner_text("#autocheck") == "AUTO-CHECK OFF"
        assert not ann.errors
    finally:
        served.stop()
