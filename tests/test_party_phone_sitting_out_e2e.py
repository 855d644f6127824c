"""A phone shows a player at the TV sitting out a Dealer's Choice stud pot as the TV does: her row
badged SITTING OUT (the state's `out`, from the pot's HandStart.out: game.party.room_states), with
no cards, and the log's line saying why. The page derives none of it.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, phone, play_state, player, served  # noqa: F401

from game.telling.sit_out_words import SITTING_OUT, sits_out_line

pytestmark = pytest.mark.e2e


def test_the_phone_badges_the_tv_player_sitting_out_and_logs_why(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    zoe = player(2, up=[], down=0, showing="", **{"in": False, "out": SITTING_OUT})  # as room_states sends it
    seats = [player(0), player(1), zoe, player(3)]
    ann.feed(play_state(players=seats, log=["CPU 4 deals hand 2 of 8", sits_out_line("Zoë")]))
    rows = ann.page.eval_on_selector_all("#players li", "els => els.map((e) => e.innerText)")
    assert SITTING_OUT in rows[2] and "FOLDED" not in rows[2], rows
    assert all(SITTING_OUT not in row for n, row in enumerate(rows) if n != 2), rows
    assert sits_out_line("Zoë") in ann.page.inner_text("body")
    ann.shot("sitting-out")
