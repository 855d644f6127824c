"""A guided hand's page beside a hand shown in the middle reads in whole lines: a newcomer's
play-test at TEXT SIZE large read it ten letters a line in the column right of the middle ("The" /
"showdown:" / "everyone" / "still in" / "shows."), a sentence cut over pages. The shown hand moves to
the felt's left while a page is up (centre_draw.showcase_aside), the page takes the width right of
it (guide_view.beside_box), under the pot and the stock, over your seat."""

from __future__ import annotations

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import settle

from engine.profile import load_profile
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.centre_draw import showcase_aside
from game.felt.guide_view import GUIDE_CORNER, GUIDE_KEYS, beside_box, beside_rows, guide_lines
from game.felt.table_model import Popup
from game.platform import palette
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import HINT
from game.screens import openers

LETTERS = {"normal": 28, "large": 22}  # a line of the page beside the shown hand, at the least


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_page_beside_a_shown_hand_has_the_felts_width_right_of_it(size):
    places = layout.LAYOUTS[size]
    box, shown = beside_box(places), showcase_aside(places)
    assert (box.width - 24) // places.body >= LETTERS[size], box  # (guide_lines' margin)
    assert beside_rows(places) >= 4, box
    assert SAFE.contains(box) and SAFE.contains(shown)
    stock = pygame.Rect(places.stock, (CARD_W, CARD_H))
    you = places.seat_slots(3, 0)[0].rect
    for other in (shown, stock, you):
        assert not box.colliderect(other), (box, other)
    corner = places.mid_y + (len(GUIDE_CORNER) + len(GUIDE_KEYS)) * (HINT + 4)  # the guide's keys
    assert shown.top >= corner and shown.bottom < places.info[1], shown  # (the game's corner under it)
    assert not shown.colliderect(you)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_guided_showdowns_page_reads_in_long_lines_beside_the_hand(app, size):
    app.settings.reduced_motion, app.settings.text_size = True, size
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    places = layout.LAYOUTS[size]
    for _frame in range(8000):  # (a deadline: a stall fails, never hangs)
        if scene.line and scene.model.showcase:
            break
        if scene.line:
            scene.script.line = ""  # (the pages before the showdown: on, with no key)
        elif scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("check", "call") if k in kinds))
        app.frame([], 0.05)
        settle(scene)
    else:
        raise AssertionError("no page beside a shown hand")
    app.draw()
    box = beside_box(places)
    page = [item for item in FRAME.texts() if box.contains(item.rect)]
    assert page, [item.text for item in FRAME.texts()]
    lines = guide_lines(scene.script.page, places, box.width)
    assert all(len(line) >= LETTERS[size] - 8 for line in lines[:-1]), lines  # (no ten-letter lines)
    panels = [item.rect for item in FRAME.items if item.kind == "panel"]
    under = [rect for rect in panels if rect.colliderect(box) and not box.contains(rect)]
    assert not under, under  # the shown hand's panel beside the page, never under it
    assert frame_problems(f"guided showdown, {size}") == []
    # a win's +3 rising from your plate by the page's box is drawn over it, as over the table
    scene.model.popups.append(Popup("+3", box.bottomleft, palette.GAIN, rises=False))
    app.draw()
    items = FRAME.items
    page_box = max(i for i, item in enumerate(items) if item.kind == "panel" and box.contains(item.rect))
    assert any(item.text == "+3" for item in items[page_box:]), [item.text for item in items[page_box:]]
