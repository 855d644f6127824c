"""The party TV player's big buttons stand inside the felt, off its rim, and clear of the prompt
over them (issue 31, a host play-test at the TV's bottom seat, five players: facing a bet, the
stack CALL 1 / RAISE TO 2 / FOLD rose over the prompt, 'HOST: BET ROUND: 1 TO CALL' running
under CALL 1 with its last L cut, and FOLD's bottom edge sat on the table's rim)."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from party_sweep import open_party
from test_party_tv_turn_banner import to_the_tv_players_turn

from game.platform.backdrop import FELT_RECT
from game.platform.frame_log import FRAME
from game.platform.widgets import Item
from game.screens.party_tv_buttons import RIM_GAP, prompt_band, tv_buttons

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

FACING = ["CALL 1", "RAISE TO 2", "FOLD"]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_the_buttons_facing_a_bet_keep_off_the_rim_and_the_prompt(app, shots, size, seats):
    app.settings.text_size = size
    party, devices = open_party("night-baseball", seats)
    try:
        table, _ = to_the_tv_players_turn(app, party, devices)
        places = table.renderer.places
        for labels in (FACING, ["CHECK", "BET 1"]):
            menu = tv_buttons(
                [(label, Item(label, lambda: None)) for label in labels], places, table.director
            )
            for index in menu.shown:
                rect = menu.rects[index]
                assert rect.bottom <= FELT_RECT.bottom - RIM_GAP, (labels, menu.size, tuple(rect))
                assert not rect.colliderect(prompt_band(places)), (labels, menu.size, tuple(rect))
        # the play-test's frame: the prompt whole beside the stack, nothing half under a button
        table.prompt = "HOST: BET ROUND: 1 TO CALL"
        table.buttons = tv_buttons(
            [(label, Item(label, lambda: None)) for label in FACING], places, table.director
        )
        FRAME.clear()
        table.draw(app.display.canvas)
        shots(app, f"party_tv_buttons_facing_{size}_{seats}")
        assert frame_problems(f"{seats} seats at {size}") == []
    finally:
        party.close()
