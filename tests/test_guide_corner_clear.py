"""The guided hand's corner (GUIDED HAND / S: SKIP GUIDE, at the left of the middle) stays clear of
a pot's result box over the table, at both TEXT SIZEs: a newcomer's play-test of the Dealer's Choice
guide at large read "S: SKIP GUIDE" with its last letter under the result's left edge (shot_304).
Under the result the keys' lines are not said (the result takes the keys: S skips nothing there)."""

from __future__ import annotations

import pytest
from test_guide_end import from_the_play_menus
from test_guided import guide_move
from test_ui_support import press, settle

from game.felt import layout
from game.felt.guide_view import GUIDE_CORNER, GUIDE_KEYS, corner_lines
from game.felt.result_view import result_area
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import HINT, Text
from game.screens.scenes.banner import ResultBanner

CORNER = {*GUIDE_CORNER, *GUIDE_KEYS}


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_corner_is_clear_of_the_dealers_choice_guides_result(app, size):
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = from_the_play_menus(app, "dealers-choice")
    for _frame in range(30000):
        if isinstance(app.stack.top, ResultBanner):
            break
        guide_move(app, scene)
        app.frame([], 0.05)
        settle(scene)
    else:
        raise AssertionError("the guide's first pot never came to its result")
    for _ in range(40):  # the result's frames as it comes up and stands
        press(app, frames=1)
        drawn = FRAME.items
        corner = [item.rect for item in drawn if item.kind == "text" and item.text in CORNER]
        boxes = [item.rect for item in drawn if item.kind == "panel"]
        assert corner and boxes
        assert not any(line.colliderect(box) for line in corner for box in boxes), (corner, boxes)
        assert [item.text for item in drawn if item.text in CORNER] == list(GUIDE_CORNER[:1])


def test_the_corner_under_a_popup_fits_left_of_the_widest_result_at_both_sizes():
    text = Text()
    for places in (layout.NORMAL, layout.LARGE):
        room = result_area(None, places, wide=True).x - SAFE.x
        assert all(text.font(HINT).size(line)[0] < room for line in corner_lines("words", False, True))
    # (the keys' lines, S: SKIP GUIDE and ANY KEY: GO ON, do not: they stay off the covered table)
    assert text.font(HINT).size(GUIDE_CORNER[-1])[0] >= result_area(None, layout.LARGE, wide=True).x - SAFE.x
