"""A player at the TV sees their seconds as a dealer's call says them, on the line over their prompt
on the party TV (host play-test: "ACE: CHECK OR BET" with no seconds while the away rule's clock
ran; then "CHECK OR BET 30", the seconds read as a bet's amount)."""

from __future__ import annotations

import re

import pytest
from party_sweep import open_party
from test_party_tv_turn_banner import to_the_tv_players_turn
from test_ui_support import drawn_by

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_a_tv_players_prompt_counts_down_the_seconds_before_the_away_rule(app, shots, monkeypatch):
    party, devices = open_party("night-baseball", 4)  # a phone, QUEENIE at the TV (30 s turns), bots
    try:
        room = party.room
        table, _ = to_the_tv_players_turn(app, party, devices)
        texts = [text for text, _ in drawn_by(app, table, monkeypatch)]
        shots(app, "party_tv_player_clock")
        # no number after the words: it read as a bet ("CHECK OR BET 30"); (QUEENIE's name before
        # them unless too wide: BET ROUND: CHECK OR BET)
        assert table.prompt in texts and table.prompt.endswith(("CHECK OR BET", "TO CALL"))
        waiting = room.waiting_for()
        assert waiting is not None and waiting[1] is not None
        (clock,) = [m for text in texts if (m := re.fullmatch(r"TIME LEFT (\d+)", text))]
        assert abs(int(clock[1]) - waiting[1]) <= 1
    finally:
        party.close()
