"""A double Enter at a game's end (two presses ~0.3 s apart, two host play-testers at the party TV)
shows at most one page's worth: FINAL STANDINGS stay up, whether the first press lands on the last
pot's result just before the standings come or both land on the standings' first moment
(game.screens.press_settle, party_between.BETWEEN_SETTLE: a press in the page's quiet starts it
again, its Enter line DIM meanwhile). The play-test's skip to tonight's ledger was not reproduced
headless at 60 frames a second; these hold the rule it asks for."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from party_sweep import FAVOURED, guest_moves, open_party, settle, tv_table
from test_ui_support import key

from game.platform import palette
from game.screens.party_between import TO_THE_LEDGER

FRAME_S = 1 / 60
DOUBLE = 0.3  # seconds between the two presses


def at_the_last_result(app, party, devices):
    """A one-pot session played at the TV to its pot's result (the session's last)."""
    room = party.room
    room.rules = dataclasses.replace(room.rules, pots=1)
    table = tv_table(app, party, devices)
    for _ in range(20000):
        if table.showing_result:
            return table
        guest_moves(party)
        settle(room)
        if table.buttons is not None and table.offered is not None:
            kinds = table.offered.kinds
            table.choose(next((kind for kind in FAVOURED if kind in kinds), kinds[0]))
        app.frame([], FRAME_S)
    raise AssertionError("no result")


@pytest.mark.parametrize("first_left", [0.15, 0.0], ids=["on_the_result", "on_the_standings"])
def test_a_double_enter_at_a_games_end_leaves_the_final_standings_up(app, shots, monkeypatch, first_left):
    party, devices = open_party("baseball", 4)
    try:
        table = at_the_last_result(app, party, devices)
        while table.showing_result and table.result_for > first_left:
            app.frame([], FRAME_S)
        app.frame([key(pygame.K_RETURN)], FRAME_S)  # the first press
        for _ in range(round(DOUBLE / FRAME_S) - 1):
            app.frame([], FRAME_S)
        assert table.showing_standings
        app.frame([key(pygame.K_RETURN)], FRAME_S)  # the second, 0.3 s later
        for _ in range(30):
            app.frame([], FRAME_S)
        assert table.showing_standings and not table.showing_ledger
        colours: list = []
        real = app.text.draw

        def record(canvas, words, where, size, colour, *args, **kwargs):
            if words == TO_THE_LEDGER:
                colours.append(colour)
            return real(canvas, words, where, size, colour, *args, **kwargs)

        monkeypatch.setattr(app.text, "draw", record)
        table.draw(app.display.canvas)
        assert colours == [palette.DIM]  # its Enter does not count yet, and it says so
        for resolution in ((1920, 1080), (1280, 720)):  # (to be looked at)
            surface = pygame.transform.scale(app.display.canvas, resolution)
            shots(app, f"standings_double_enter_{first_left}_{resolution[1]}", surface)
    finally:
        party.close()
