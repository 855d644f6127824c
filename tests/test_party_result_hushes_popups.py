"""A stray green '0' stood just above the winner's name plate under the party TV's result box (a
host play-test): the win's '+13' rising from the plate as the result came up, its words blanked to
hush it but its empty plate (a green-edged box) still drawn, half under the box. While a pot's
result is up, no popup is drawn at all."""

from __future__ import annotations

import pytest
from party_sweep import FAVOURED, guest_moves, open_party, tv_table

from game.platform.frame_log import FRAME

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

STEP = 1 / 30  # the win's popup rises for a second: frames fine enough to catch it


def test_no_popup_plate_is_drawn_while_a_pots_result_is_up(app, shots):
    party, devices = open_party("baseball", 3)
    try:
        table = tv_table(app, party, devices)
        drawn: list[str] = []
        results = 0
        for _ in range(20000):
            guest_moves(party)
            if table.buttons is not None and table.offered is not None:
                kinds = table.offered.kinds
                table.choose(next((k for k in FAVOURED if k in kinds), kinds[0]))
            app.frame([], STEP)
            if table.showing_result:
                results += 1
                drawn += [f"{popup.text!r} at {popup.pos}" for popup in table.model.popups]
                if results == 2:
                    shots(app, "party_result_no_popup")
                if results > 60:  # two seconds of the result: the win's popup had risen and gone
                    break
        assert results > 60
        assert FRAME.regions("result")
        assert not drawn, drawn[:3]
    finally:
        party.close()
