"""The party TV paused by the host: PAUSED is said over the middle of the table, and the pot's
amount stays in view above it (host play-test tv-12: the box covered it)."""

from __future__ import annotations

from party_sweep import STEP, open_party
from test_party_tv_host import loopback, table_of  # noqa: F401 (loopback: the autouse fixture)
from test_ui_support import drawn_by

from game.felt import layout


def test_the_paused_box_leaves_the_pots_amount_in_view(app, shots, monkeypatch):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = table_of(app, party, devices)
        for _ in range(3000):  # the antes are in: the pot has an amount to show
            if room.table is not None and room.table.pot and table.caught_up:
                break
            app.frame([], STEP)
        room.controls.pause(True)
        app.frame([], STEP)
        drawn = drawn_by(app, table, monkeypatch)
        shots(app, "party_paused")
        box = table.paused_box()
        assert any(text == "PAUSED" and box.contains(rect) for text, rect in drawn)
        (amount,) = [rect for _, rect in drawn if rect.midtop == layout.POT_TEXT]
        assert not amount.colliderect(box)
    finally:
        party.close()
