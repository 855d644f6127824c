"""At TEXT SIZE large the game's corner has its room: a newcomer's play-test read Midnight
Baseball's MIDNIGHT / BASEBALL / WILD: 3 9 / 4 UP: +1 CARD / UNDER PILE / 7 CARDS a pixel apart
beside YOU's plate, one cramped block (shot_108). Its quirk says itself whole ("4 UP: +1 CARD" over
"UNDER THE PILE": a Hold'em newcomer's play-test read "4 UP: +1 CARD" alone and never where the card
goes), its blocks at least 3 pixels apart over the coach's panel of either height, clear of your
plate."""

from __future__ import annotations

import itertools

import pytest

from engine.profile import load_profile
from game.felt import layout
from game.felt.coach import panel_rect
from game.felt.game_quirk import Corner, corner_lines, name_lines, quirk_parts
from game.platform.text import HINT, wrap

LARGE = layout.LARGE


@pytest.mark.parametrize("coach", [1, 2])
def test_midnight_baseballs_corner_is_never_closed_up_at_large(coach):
    rules = load_profile("midnight-baseball")
    corner = Corner(
        name_lines(rules.name, layout.INFO_W // LARGE.small),
        wrap("WILD: 3 9", layout.INFO_W // LARGE.body),
        quirk_parts(rules),
        "",
    )
    lines = corner_lines(corner, LARGE.info[1], layout.INFO_W, LARGE.small, LARGE.body, HINT, False, coach)
    said = [line.text for line in lines]
    # the name on one line (ptN9 shot_129_4 read MIDNIGHT over BASEBALL): over the coach's one line
    # the four's two lines
    assert said == ["MIDNIGHT", "WILD: 3 9", "4 UP: +1 CARD", "UNDER THE PILE", "7 CARDS"], said
    gaps = [below.y - (above.y + above.size) for above, below in itertools.pairwise(lines)]
    # between blocks 3 pixels and more; the four's two lines, one block, at least 1 apart
    assert min(gaps[:2] + gaps[3:]) >= 3 and gaps[2] >= 1, gaps
    assert lines[-1].y + lines[-1].size < panel_rect(0, coach).top, lines
    # clear of your plate beside it: a character and more between the longest line and it
    right = LARGE.info[0] + max(len(line.text) * line.size for line in lines)
    assert LARGE.bottom.x - right >= LARGE.small, (right, LARGE.bottom.x)
