"""A Dealer's Choice pot whose game the away rule picked for its dealer (they did not choose in
time) says so on the TV for the whole pot, not only in the call's banner: a host missed the banner's
few seconds. Once the pot is dealt and the banner gone, the badge at the felt's bottom right says it
in the banner's words, NO ANSWER: over PICKED FOR ANN, over the hand's number, inside the safe
area, outside the table's middle, over nothing else drawn; it is there still as the pot is played,
and gone once the next pot is being called."""

from __future__ import annotations

import os
import re

import pygame
import pytest
from test_party_tv import silent_dealers_choice, start_with_ann
from test_ui_support import drawn_by, run_until

from game.platform.display import SAFE
from game.platform.frame_log import FRAME

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

# why, then whom for (no turn timer: the away rule's 45 s ran out, NO ANSWER:, or her seat was
# already away, AWAY:), as the banner says it
BADGE = re.compile(r"(NO ANSWER|AWAY):|PICKED FOR ANN")


def badge(drawn: list) -> list:
    """The badge's lines drawn, with their rects, top down."""
    lines = ((text, rect) for text, rect in drawn if BADGE.fullmatch(text))
    return sorted(lines, key=lambda line: line[1].y)


def test_a_game_picked_for_its_dealer_is_marked_for_the_whole_pot(app, monkeypatch):
    lobby, _ = silent_dealers_choice(app, monkeypatch)  # Ann never answers: the away rule
    try:
        _, tv = start_with_ann(app, lobby.party.room)

        def picked_for_ann_and_dealt() -> bool:
            model = tv.model
            return bool(model.picked_for) and model.game_banner is None and any(s.cards for s in model.seats)

        run_until(app, picked_for_ann_and_dealt, limit=40000)
        hand = tv.model.hand
        drawn = drawn_by(app, tv, monkeypatch)
        lines = badge(drawn)
        said = [text for text, _ in lines]
        assert " ".join(said) == tv.model.picked_for and len(said) == 2, (tv.model.picked_for, drawn)
        if os.environ.get("BADGE_SHOT"):  # to look at it
            pygame.image.save(
                pygame.transform.scale(app.display.canvas, (1920, 1080)), os.environ["BADGE_SHOT"]
            )
        box = lines[0][1].unionall([rect for _, rect in lines])
        centre = tv.renderer.places.centre
        assert SAFE.contains(box) and not box.colliderect(centre), box
        count = next(rect for text, rect in drawn if text.startswith("HAND "))
        assert box.bottom < count.top and box.right == count.right, (box, count)
        # over nothing else drawn (the felt apart)
        others = [
            item
            for item in FRAME.items
            if item.kind != "region" and item.text not in said and item.rect.colliderect(box.inflate(4, 4))
        ]
        assert not others, others

        # the pot played on: still said, every second of it the table shows, till its result
        seen = 0
        for frame in range(1, 2000):
            app.frame([], 0.05)
            if tv.model.hand != hand or tv.holding:
                break
            if frame % 20 == 0:
                assert [text for text, _ in badge(drawn_by(app, tv, monkeypatch))] == said, frame
                seen += 1
        assert seen > 3, seen
        # the next pot being called (its dealer deciding): the last pot's pick is not said
        run_until(app, lambda: tv.model.calling and tv.model.hand > hand and not tv.holding, limit=40000)
        assert badge(drawn_by(app, tv, monkeypatch)) == []
    finally:
        lobby.party.close()
