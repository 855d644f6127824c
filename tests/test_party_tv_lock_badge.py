"""A locked party room says so in its corner's badge, not in the middle of the table: a host
play-test read ROOM LOCKED over NO NEW GUESTS all night, the last of six lines stacked under the
pot. At both TEXT SIZEs and 2 to 8 seats, while the TV waits for a phone: ROOM LOCKED drawn once,
inside the safe area, outside the table's middle, over nothing else drawn; NO NEW GUESTS and the
address nowhere. An open room still says how to join, and no lock."""

from __future__ import annotations

import dataclasses

import party_sweep
import pytest
from party_sweep import STEP, open_party, tv_table
from test_party_tv_waiting_line_room import waits

from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.screens.party_badges import LOCKED

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def waiting(app, party, locked: bool) -> list:
    """The TV's table played on until it waits for the phone (which never answers), the room
    `locked` or not: the frame's drawn items."""
    party.room.controls.lock(locked)
    tv_table(app, party, {})
    for _ in range(3000):
        app.frame([], STEP)
        if any(waits(item.text) for item in FRAME.texts()):
            return list(FRAME.items)
    pytest.fail("the table never waited for the phone")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_locked_room_says_so_in_its_corner_over_nothing_else(app, monkeypatch, size):
    app.settings.text_size = size
    entry = party_sweep.entry_for("baseball")
    rules = dataclasses.replace(entry.rules, max_players=8)  # (a house game's eight seats)
    monkeypatch.setattr(party_sweep, "entry_for", lambda _: dataclasses.replace(entry, rules=rules))
    for seats in range(2, 9):
        for locked in (True, False):
            party, _ = open_party("baseball", seats)
            try:
                items = waiting(app, party, locked)
                where = (size, seats, locked)
                texts = [item.text for item in items if item.kind == "text"]
                badges = [item for item in items if item.kind == "text" and item.text == LOCKED]
                assert not any(text.startswith(("NO NEW GUESTS", "ROOM LOCKED ")) for text in texts)
                if not locked:
                    assert not badges and any(text.startswith(("JOIN ", "ROOM CODE ")) for text in texts), (
                        where
                    )
                    continue
                assert len(badges) == 1 and not any(text.startswith("JOIN ") for text in texts), where
                badge = badges[0].rect
                centre = app.stack.scenes[-1].renderer.places.centre
                assert SAFE.contains(badge) and not badge.colliderect(centre), (where, badge)
                others = [
                    item
                    for item in items
                    if item is not badges[0]
                    and (item.kind, item.text) != ("region", "felt")
                    and item.rect.colliderect(badge.inflate(4, 4))
                ]
                assert not others, (where, badge, others)
            finally:
                party.close()
