"""The party TV's game information (the corner: the hand's count, the game's name, its quirks) keeps
a clear gap from the bottom seat's plate: a host play-test at TEXT SIZE large saw NIGHT BASEBALL
close beside that plate, whose taller large lines reach down level with the name."""

from __future__ import annotations

import pytest
from party_sweep import STEP, entry_for, open_party
from test_party_tv_host import table_of
from test_ui_support import drawn_by

from game.felt import layout
from game.felt.game_quirk import BESIDE, name_lines
from game.platform.display import SAFE

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball", "dealers-choice", "baseball"])
def test_the_corner_keeps_two_characters_off_the_bottom_plate_at_text_size_large(
    app, monkeypatch, shots, profile
):
    app.settings.text_size = "large"
    party, devices = open_party(profile, entry_for(profile).rules.max_players)  # the largest table
    try:
        table = table_of(app, party, devices, dealt=True)
        for _ in range(20):
            app.frame([], STEP)
        places = table.renderer.places
        slot = places.bottom
        plate = layout.name_plate(slot)
        drawn = drawn_by(app, table, monkeypatch)
        shots(app, f"party_tv_corner_{profile}_large")
        corner = [(text, rect) for text, rect in drawn if rect.x == SAFE.x and rect.y >= places.bottom_y - 4]
        names = (
            "Baseball",
            "Night Baseball",
            "Midnight Baseball",
            "Dealer's Choice",
        )  # (a pot's, in a dealer's)
        columns = layout.INFO_W // places.small
        # whole where it stands clear of your plate, else its short form (970ea26: NIGHT, as MIDNIGHT)
        said = [name_lines(name, width)[0] for name in names for width in (columns, columns - BESIDE)]
        assert corner[0][0] in said, corner
        level = [(text, rect) for text, rect in corner if rect.top < plate.bottom and rect.bottom > plate.top]
        assert level, corner  # the lines beside the plate
        for text, rect in level:
            assert plate.left - rect.right >= 2 * places.small, (text, rect, plate)
    finally:
        party.close()
