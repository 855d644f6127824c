"""A guided showdown's page shows your best five beside the shown hand's: a newcomer's play-test
saw only Casey's five at the Baseball guide's split ('Equal hands: the pot is split between
them', your straight to the jack and hers), and had to find their own in the row at their seat.
While a page stands beside a shown hand that is not yours, the panel holds both, yours at the left
(game.felt.showcase_pair), each five whole, with whose it is."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_support import settle

from engine.profile import load_profile
from game.felt import layout
from game.felt.centre_draw import showcase_aside
from game.felt.guide_view import beside_box
from game.felt.showcase_pair import halves, pair_box
from game.platform.frame_log import FRAME
from game.play.session import HUMAN
from game.screens import openers

SPLIT = "Equal hands"


def to_the_split(app, size: str):
    """The Baseball guide, played on with no key, up to its split's page."""
    app.settings.reduced_motion, app.settings.text_size = True, size
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    for _frame in range(8000):  # (a deadline: a stall fails, never hangs)
        if scene.line.startswith(SPLIT):
            return scene
        if scene.line:
            scene.script.line = ""  # (the pages before it: on, with no key)
        elif scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("check", "call") if k in kinds))
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError("no split page")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_split_page_shows_your_five_beside_caseys(app, size):
    scene = to_the_split(app, size)
    # why a score can show a half, where a split is first seen (a newcomer met "7 1/2" unexplained)
    assert "An odd point is halved: scores can show \u00bd." in scene.line  # as the scores write it
    places = layout.LAYOUTS[size]
    yours = [card for card, _ in scene.director.shown_hands[HUMAN][0]]
    assert scene.model.showcase_text.startswith("Casey") and [s.card for s in scene.model.showcase] != yours
    app.draw()
    box = pair_box(showcase_aside(places), places)
    mine, theirs = halves(box)
    cards = [item.rect for item in FRAME.items if item.kind == "card"]
    for half in (mine, theirs):  # five whole cards in each half
        assert sum(half.contains(rect) for rect in cards) == 5, (half, cards)
    words = [item for item in FRAME.texts() if box.contains(item.rect)]
    assert any(w.text.startswith("You:") and mine.contains(w.rect) for w in words), [w.text for w in words]
    assert any(w.text.startswith("Casey:") and theirs.contains(w.rect) for w in words), [
        w.text for w in words
    ]
    # clear of the page beside it, of your seat and of the game's corner under it
    assert not box.colliderect(beside_box(places)) and box.bottom < places.bottom_y
    assert box.bottom < places.info[1]
    assert frame_problems(f"guided split, {size}") == []


def test_your_own_hand_shown_alone_stays_one_hand(app):
    """Where the hand shown is yours, the panel shows it once (no pair of the same five)."""
    scene = to_the_split(app, "normal")
    used, words = scene.director.shown_hands[HUMAN]
    scene.director.show_best(used, words)
    app.draw()
    cards = [item.rect for item in FRAME.items if item.kind == "card"]
    places = layout.NORMAL
    assert sum(showcase_aside(places).contains(rect) for rect in cards) == 5
    assert not any(
        item.kind == "panel" and item.rect == pair_box(showcase_aside(places), places) for item in FRAME.items
    )
