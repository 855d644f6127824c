"""A Dealer's Choice pot's game picked for its dealer is said once on the TV at a time: in the call's
banner while it is up, then in the corner's badge for the rest of the pot (a host play-test read
'TIME RAN OUT: PICKED FOR MAXIMILIANA F.' in the banner and again in the corner, on one screen)."""

from __future__ import annotations

from party_sweep import entry_for

from game.felt import layout
from game.felt.table_model import TableModel
from game.screens.party_badges import badge_lines
from game.telling.game_call import game_banner

PICKED = "TIME RAN OUT: PICKED FOR MAXIMILIANA F."


def said(model: TableModel) -> list[str]:
    columns = layout.NORMAL.button_w // layout.NORMAL.small  # as draw_badges counts them
    return [line for line, _ in badge_lines(model, locked=True, columns=columns)]


def test_the_badge_waits_for_the_calls_banner_to_go():
    banner = (PICKED, *game_banner(entry_for("baseball").rules))
    model = TableModel(picked_for=PICKED, game_banner=banner)
    assert said(model) == ["ROOM LOCKED"]  # the banner says it: the corner says only the room's lock
    model.game_banner = None  # dealt: the banner is down, the badge says it for the pot
    assert said(model) == ["TIME RAN OUT:", "PICKED FOR", "MAXIMILIANA F.", "ROOM LOCKED"]
