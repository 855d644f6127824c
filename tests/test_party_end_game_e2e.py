"""A phone is told when the host ends the game in play after its pot (the host menu's END THIS GAME
AFTER THE POT): 'This game ends after this pot. Next game: ...' under its bar, even where the next
game is the same one; once that pot is paid and the next session dealt, it is gone. Against a room
served on 127.0.0.1, at 390x844, in Debian's headless chromium."""

from __future__ import annotations

import pytest
from test_party_next_game_e2e import PHONE, play_until
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

pytestmark = pytest.mark.e2e


def test_the_phone_says_the_game_ends_after_this_pot_then_no_longer(phones):  # noqa: F811
    served = Served("baseball", 3, 4)
    room = served.room
    try:
        ann = phones(served.url, "Ann", PHONE)
        ann.join()
        ann.start()
        assert ann.page.is_hidden("#nextgame")  # the game goes on: nothing said
        served.call(room.controls.end_after_pot)
        ann.page.wait_for_selector("#nextgame:not([hidden])")
        said = "This game ends after this pot. Next game: Baseball"  # (the same game again)
        assert ann.page.inner_text("#nextgame") == said
        ann.shot("end-game-after-pot", landscape=False)
        play_until(served, ann, lambda: room.sessions >= 2, "the next session was not dealt")
        ann.page.wait_for_selector("#nextgame", state="hidden")
        assert served.call(lambda: room.table.hands_played) == 0  # a new session's first pot
        assert not ann.errors
    finally:
        served.stop()
