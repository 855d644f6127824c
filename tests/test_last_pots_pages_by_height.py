"""LAST POTS fits as many pots a page as their lines, measured, take: a page is not cut to the count
the longest pot would take (a newcomer's play-test: four pots a page, a three-line pot crowding the
list), and a pot's own lines lie closer than one pot to the next."""

from __future__ import annotations

from itertools import pairwise

import pytest
from frame_checks import frame_problems
from test_replay import recorded

from engine.rules import Rules
from game.play.history_tapes import history_tapes
from game.screens.scene import PauseContext
from game.screens.scenes import last_pots
from game.screens.scenes.last_pots import LIST_ROOM, TOP, LastPotsScene

SHORT = "Pot {}: Casey wins 6, all others folded"
LONG = (
    "Pot {}: Grandpa Joe and Maximiliana split 1,234 with a straight flush to the eight, Bartholomew"
    " and Casey a pair of aces each, kings kicking, the others all folded before the last card"
)


@pytest.fixture(scope="module")
def tapes():
    return history_tapes(recorded("baseball", sessions=1))[:1] * 12


@pytest.mark.parametrize("long_pots", [(), (0,), (3,), (0, 5, 9), tuple(range(12))])
@pytest.mark.parametrize("chosen", [0, 6, 11])
def test_a_page_holds_the_pots_that_fit_by_their_lines(app, monkeypatch, tapes, long_pots, chosen):
    lines = [(LONG if n in long_pots else SHORT).format(n + 1).strip() for n in range(12)]
    calls = iter(lines)
    monkeypatch.setattr(last_pots, "pot_line", lambda hand, result, names: next(calls))
    scene = LastPotsScene(app, PauseContext(Rules(), False, tuple(tapes), replay=lambda hand: None))
    app.stack.scenes[:] = [scene]
    menu = scene.menu
    menu.selected = chosen
    menu.layout()
    app.frame([], 0.05)
    assert frame_problems("LAST POTS") == []  # the scroll marks too, apart from the cursor
    shown = list(menu.shown)
    assert chosen in shown
    rects = [menu.rects[n] for n in shown]
    top = TOP + 48
    assert all(above.bottom < below.top for above, below in pairwise(rects))  # none over another
    assert rects[-1].bottom <= top + LIST_ROOM  # in the list's room
    # as many as fit: the next pot, under the page's last, would not
    after = shown[-1] + 1
    if after < len(menu.items):
        extra = (len(menu.lines(menu.items[after])) - 1) * menu.line_step
        assert rects[-1].bottom + menu.spacing + extra > top + LIST_ROOM
    # one pot to the next is further than a pot's own lines are apart
    gaps = [below.top - above.bottom for above, below in pairwise(rects)]
    assert all(gap > menu.line_step - menu.size for gap in gaps)
