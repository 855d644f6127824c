"""The PAUSED box's words stand in its middle: a host play-test paused a locked room, whose box runs
down to where how to join would be (5584d4f gave those rows back), and read an empty strip under
its words. Locked or open, at both TEXT SIZEs, the room over PAUSED and under the last key's line
are alike, and how to join, where said, stays outside the box."""

from __future__ import annotations

import pytest
from party_sweep import STEP, open_party
from test_party_tv_host import table_of
from test_ui_support import drawn_by

from game.screens.party_paused import KEYS

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("locked", [True, False], ids=["locked", "open"])
def test_the_paused_words_stand_in_the_middle_of_their_box(app, monkeypatch, size, locked):
    app.settings.text_size = size
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        room.controls.lock(locked)
        table = table_of(app, party, devices)
        for _ in range(3000):
            if room.table is not None and room.table.pot and table.caught_up:
                break
            app.frame([], STEP)
        room.controls.pause(True)
        app.frame([], STEP)
        drawn = drawn_by(app, table, monkeypatch)
        box = table.paused_box()
        ours = [rect for text, rect in drawn if text in ("PAUSED", *KEYS)]
        words = ours[0].unionall(ours[1:])
        assert len(ours) == 3 and box.contains(words)
        over, under = words.top - box.top, box.bottom - words.bottom
        assert abs(over - under) <= 6, (over, under, box, words)
        joins = [rect for text, rect in drawn if text.startswith(("JOIN ", "ROOM CODE "))]
        assert bool(joins) != locked and not any(rect.colliderect(box) for rect in joins)
    finally:
        party.close()
