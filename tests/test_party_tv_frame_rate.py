"""The party TV draws at the full frame rate, never a resting scene's 4 frames a second
(game.screens.app): a real run under Xvfb with a Chromium phone (no key pressed, no mouse moved)
drew 3.8 frames a second, its cards and chips moving in jumps, and every phone a quarter second
behind it, since the room answers the phones once a frame. With it: 54 frames a second, and the
phone's pot 18 ms (at most 37) after the TV's."""

from __future__ import annotations

import pytest
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_the_party_tv_never_rests_while_the_party_plays(app):
    party, devices = open_party("baseball", 3)
    try:
        table_of(app, party, devices)
        for _ in range(200):  # the deal, the bets, a phone's turn waited for
            guest_moves(party)
            app.frame([], STEP)
            assert not app.idle
    finally:
        party.close()
