"""The guest's phone pages against a guest play-test's findings (session 16): the lobby's words for
the seats bots play, a seat left and sat down in again, the next party, the ledger beside the
table, and a turn's cards and buttons in one screen. The table is fed through the stand-in socket
of test_party_phone_playtest_e2e, at 390x844.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import lobby

pytestmark = pytest.mark.e2e

GUEST = {"kind": "guest"}


def test_the_lobby_says_how_many_seats_the_bots_play(phone):  # noqa: F811
    """The lobby said 'Bots play the free seats' with every seat taken by a guest."""
    ann = phone()
    ann.sit()
    full = [{**p, **GUEST} for p in lobby()["players"]]
    ann.feed(lobby(players=full))
    assert ann.page.inner_text("#wait") == "Waiting for Bo to start the game."
    ann.feed(lobby(players=full, captain=0))
    assert ann.page.inner_text("#wait") == "Every seat is taken: start when you are ready."
    free = [full[0], *({**p, "kind": "free"} for p in full[1:])]
    ann.feed(lobby(players=free, captain=0))
    assert ann.page.inner_text("#wait") == "Start when everyone is seated. Bots play the 2\u00a0free seats."
    ann.shot("lobby-two-free-seats")
