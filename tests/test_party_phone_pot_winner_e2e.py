"""Whose the last pot was, on the phone of a guest who sits down where its winner sat, in a real
browser (Debian's headless chromium under Playwright, against a room served in-process:
tests/test_party_phone.py). A host play-test took Bob off mid-pot; his seat's computer player won
it, and Bob, sat down again for the next pot, read "Last pot: You won 42" while the ledger gave the
pot to the computer player. The result is "You" only for the pot you won, by the name it was won
under. Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import time

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.room import Timing

pytestmark = pytest.mark.e2e


def test_a_guest_in_the_seat_a_computer_player_won_a_pot_from_is_not_told_they_won_it(phones):  # noqa: F811
    served = Served("baseball", 3, 12, Timing(bot_delay=0.1, hand_pause=30.0, idle_seconds=0.5))
    try:
        served.first_pot_by_bots()
        winner = served.room.phones.last_result["result"]["winners"][0]
        eve = phones(served.url, "Eve")
        eve.page.set_viewport_size({"width": 390, "height": 844})
        eve.page.wait_for_selector("#join:not([hidden])")
        eve.page.fill("#name", "Eve")
        eve.page.click(f"#seats button:nth-child({winner['seat'] + 1})")
        eve.page.click("#sit")
        deadline = time.monotonic() + 15
        while (joined := eve.last("joined")) is None or joined["seat"] != winner["seat"]:
            assert time.monotonic() < deadline, "Eve did not sit down"
            eve.page.wait_for_timeout(100)
        eve.page.wait_for_selector("#result:not([hidden])")
        eve.page.wait_for_timeout(500)  # the seat's state has come: the result is worded for it
        title = eve.page.inner_text("#resulttitle")
        assert not title.lower().startswith(("you", "last pot: you")), title
        assert title.startswith((winner["name"], f"Last pot: {winner['name']}")), title
        assert "You" not in eve.page.inner_text("#resultbody")
        eve.shot("sat-where-a-bot-won")
    finally:
        served.stop()
