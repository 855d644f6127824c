"""A person's own turn is shown as soon as the table shows everything before it: their buttons (and
their lit plate) come in the frame the last card or chip before it is still, not after the pause the
table holds to let that card be read, which only paces the next fact (game.felt.table_player's
caught_up_for). A play-test's buttons came about 1.3 s after the TV showed the card that gave a
player at the TV the lead, though the host's stream had made it their turn. Counted in frames of
simulated time, at the party TV and at the solo table."""

from __future__ import annotations

import pytest
from party_sweep import FAVOURED, guest_moves, open_party, tv_table
from test_ui_support import table_scene

from game.felt.table_player import TablePlayer

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

FRAME = 1 / 60
TURNS = 8  # the person's decisions looked at


def all_still(player: TablePlayer) -> bool:
    """Every fact fetched is on the table and nothing moves (a hold may still run)."""
    return not player.pending and not player.tweens.busy


def test_a_player_at_the_tv_has_their_buttons_the_frame_their_turn_is_shown(app):
    party, devices = open_party("midnight-baseball", 4)  # QUEENIE plays at the TV
    (seat,) = devices
    try:
        table = tv_table(app, party, devices)
        late, held, turns = [], 0, 0
        for _ in range(60 * 300):
            if table.buttons is not None and table.offered is not None:
                turns += 1
                held += table.player.hold > 0
                assert table.model.actor == seat  # her plate lit with them
                kinds = table.offered.kinds
                table.choose(next((k for k in FAVOURED if k in kinds), kinds[0]))
                if turns == TURNS:
                    break
            elif party.room.controls.local_turn() is not None and all_still(table.player):
                late.append(table.player.hold)  # shown, still, theirs, and no buttons: a frame late
            guest_moves(party)
            app.frame([], FRAME)
        assert turns == TURNS
        assert late == []  # (before: 79 frames of a 1.32 s hold after QUEENIE's card took the lead)
        assert held > 0  # her buttons came while a hold still ran: the case is met
    finally:
        party.close()


def test_at_the_table_your_buttons_come_the_frame_your_turn_is_shown(app):
    scene = table_scene(app, profile="no-peek", players=4, seed=5)
    late, held, turns = [], 0, 0
    for _ in range(60 * 300):
        table, player = scene.table, scene.player
        yours = table.actor == 0 and not table.is_over and not scene.host.plays_for(0)
        if scene.buttons is not None:
            turns += 1
            held += player.hold > 0
            assert scene.model.actor == 0  # your plate lit with them
            kinds = table.legal_actions().kinds
            scene.choose(next((k for k in FAVOURED if k in kinds), kinds[0]))
            if turns == TURNS:
                break
        elif yours and all_still(player):
            late.append(player.hold)
        app.frame([], FRAME)
    assert turns == TURNS
    assert late == []  # (before: 1.32 s after your card took the lead)
    assert held > 0
