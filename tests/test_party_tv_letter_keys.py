"""The party TV player's big buttons take the same letter keys as the solo table's and underline
their letter (issue 31, a host play-test at the TV's bottom seat: B at CHECK / BET 1 did nothing
and no letter was underlined, though the README says the underlined letter takes the action)."""

from __future__ import annotations

import pytest
from party_sweep import STEP, open_party, settled
from test_party_tv_turn_banner import to_the_tv_players_turn
from test_ui_support import letter

from game.felt.action_menu import SHORTCUTS, _Lettered

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_letter_key_plays_the_party_tv_players_move_and_is_underlined(app, monkeypatch, size):
    app.settings.text_size = size
    party, devices = open_party("night-baseball", 4)  # QUEENIE at the TV, keys her controller
    try:
        table, _ = to_the_tv_players_turn(app, party, devices)
        underlined: list[tuple[str, int]] = []
        monkeypatch.setattr(
            _Lettered, "underline", lambda menu, canvas, text, line, at, *rest: underlined.append((line, at))
        )
        app.frame([], STEP)
        assert table.buttons is not None
        keys = [item.shortcut for item in table.buttons.items]
        assert keys and all(keys), [item.label for item in table.buttons.items]
        assert len(underlined) == len(keys), underlined  # each button's letter, under its words
        played: list[str] = []
        act = party.room.controls.act_local
        monkeypatch.setattr(party.room.controls, "act_local", lambda kind: (played.append(kind), act(kind)))
        last = table.buttons.items[-1]  # (not the lit one: Enter would press that)
        settled(app, table.buttons_settle)  # (a letter pressed as they came up plays nothing)
        app.frame([letter(last.shortcut)], STEP)
        assert played and SHORTCUTS[played[0]] == last.shortcut, (played, last.label)
    finally:
        party.close()
