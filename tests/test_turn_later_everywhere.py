"""No Peek's BET ROUND: a seat bets with cards still to turn. The table host says it
(TableHost.prompt), and the solo table, the party TV and the phone all show it on their prompt: a
play-test's party met only CHECK OR BET there, where the solo table said TURN LATER (since BET
FIRST: a host and a newcomer found TURN LATER cryptic; the solo table's: tests/test_turn_prompt.py)."""

from __future__ import annotations

import pytest
from party_support import Party
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of
from test_party_tv_playtest import settle

from engine.actions import FlowDecision
from game.telling.decision_words import BET_ROUND, turns_later

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

ANSWERS = ("turn", "check", "call")


def answer(kinds) -> str:
    return next((k for k in ANSWERS if k in kinds), kinds[0])


def test_a_phone_is_told_bet_first():
    party = Party("night-baseball", seats=4, seed=5)
    party.join(1, "Ann", seat=1)
    party.room.start()
    party.drain()
    table = party.room.table

    def later() -> bool:
        pending = party.pending_turn()
        return (
            pending is not None
            and pending[1]["decision"] == FlowDecision.BET
            and turns_later(table.view(1), 1)
        )

    party.play_until(later, answer)
    _client, turn = party.pending_turn()
    assert turn["prompt"].startswith(f"{BET_ROUND}: ") and BET_ROUND == "BET ROUND"
    assert turn["prompt"] == party.room.host.prompt(whose="")


def test_the_party_tv_says_bet_first(app):
    party, devices = open_party("night-baseball", 4)  # a phone, QUEENIE at the TV, bots
    try:
        room = party.room
        table = table_of(app, party, devices)
        (seat,) = devices
        for _ in range(20000):
            legal = table.offered
            if legal is not None and legal.seat == seat:
                assert room.table is not None
                if legal.decision == FlowDecision.BET and turns_later(room.table.view(seat), seat):
                    break
                table.choose(answer(legal.kinds))
            guest_moves(party)
            settle(room)
            app.frame([], STEP)
        else:
            raise AssertionError("QUEENIE never bet with cards to turn")
        assert table.prompt.startswith("BET ROUND: ")  # (QUEENIE: BET ROUND: CHECK OR BET is too wide)
    finally:
        party.close()
