"""A phone is told the party's next game as soon as the host chooses it, and once it is dealt reads
the new game's name and house rules (game.party.next_game: a host play-test ended the party and had
every phone join a new one to change game). Against a room served on 127.0.0.1, at 390x844, in
Debian's headless chromium."""

from __future__ import annotations

import dataclasses
import time

import pytest
from browser_support import tap_a_button, wait_until
from test_party_phone import Phone, Served, phones  # noqa: F401 (phones: the fixture)

from engine.profile import load_profile
from game.party import next_game
from game.party.protocol import house_lines

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}


def play_until(served: Served, ann: Phone, done, what: str, seconds: float = 60.0) -> None:
    """Ann taps a button on each of her turns until `done()` (on the room's loop)."""
    deadline = time.monotonic() + seconds
    while not served.call(done):
        assert time.monotonic() < deadline, what
        tap_a_button(ann.page)
        time.sleep(0.1)


def one_pot_games_with_ann(served: Served, phones) -> Phone:  # noqa: F811
    """`served`'s games one pot each (quick to play to the next), Ann seated and the party started."""
    room = served.room
    served.call(lambda: setattr(room, "rules", dataclasses.replace(room.rules, pots=1)))
    ann = phones(served.url, "Ann", PHONE)
    ann.join()
    ann.start()
    return ann


def test_the_phone_says_the_next_game_then_shows_its_name_and_house_rules(phones):  # noqa: F811
    served = Served("baseball", 3, 4)
    room = served.room
    try:
        ann = one_pot_games_with_ann(served, phones)
        midnight = dataclasses.replace(load_profile("midnight-baseball"), pots=1)
        served.call(next_game.choose, room, midnight, "midnight-baseball")
        ann.page.wait_for_selector("#nextgame:not([hidden])")
        assert ann.page.inner_text("#nextgame") == "Next game: Midnight Baseball"
        assert ann.page.inner_text("#game") == "Baseball"  # the session in play plays on
        ann.shot("next-game-said", landscape=False)
        play_until(served, ann, lambda: room.sessions >= 2, "the next session was not dealt")
        wait_until(ann.page, lambda: ann.page.inner_text("#game"), "Midnight Baseball", "the game's name")
        assert ann.page.is_hidden("#nextgame")  # dealt: no longer next
        shown = ann.page.eval_on_selector_all("#houselist li", "lis => lis.map(li => li.textContent)")
        assert shown == house_lines(midnight) != house_lines(load_profile("baseball"))
        ann.shot("next-game-dealt", landscape=False)
        assert not ann.errors
    finally:
        served.stop()
