"""A bare Enter at your Dealer's Choice pick (YOUR DEAL: PICK THE GAME) says ENTER AGAIN and the lit
game, and how to choose another; at TEXT SIZE normal its lines over the games raised their panel
over the pot's figure and the deck (a newcomer's solo play-test: "the ENTER AGAIN box hides the POT
figure and overlaps the deck"), so there they stand beside the games, over the lit game's line. At
TEXT SIZE large the games' panel covers the whole middle, the pot and the deck whole, never half.
Every table size, on the 960x540 canvas (1920x1080 and 1280x720 alike)."""

from __future__ import annotations

import pygame
import pytest
from test_dealers_pick_is_deliberate import nudge_drawn, picking
from test_dealers_pick_large import human_deals
from test_ui_support import key, press

from game.platform.frame_log import FRAME
from game.platform.text import BIG


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_nudge_and_the_games_panel_leave_the_pot_and_deck_seen(app, shots, monkeypatch, size, players):
    app.settings.text_size = size
    scene = picking(human_deals(app, players))
    press(app, key(pygame.K_RETURN))
    nudge = scene.buttons.nudge()
    assert nudge and scene.buttons.chosen is False  # nudged, nothing dealt
    said, boxes = nudge_drawn(app, scene, monkeypatch)
    (box,) = boxes
    deck = [item.rect for item in FRAME.items if item.kind == "card"]
    figure = [
        item.rect for item in FRAME.texts() if item.size == BIG and item.rect.colliderect(box.inflate(0, 80))
    ]
    assert deck and figure, (deck, figure)
    pot = deck + figure
    if size == "normal":  # both seen whole
        assert not any(box.colliderect(rect) for rect in pot), (box, pot)
    else:  # both hidden whole, never half
        assert all(box.contains(rect) for rect in pot), (box, pot)
    shown = " ".join(words for words, _ in said)
    for line in nudge:  # every word of the nudge said, in the panel or beside it
        assert all(word in shown.split() for word in line.split()), (line, shown)
    pieces = set(nudge) | set(scene.buttons.nudge_aside())  # (beside the games: wrapped to the column)
    nudged = [rect for words, rect in said if words in pieces]
    assert nudged
    plates = FRAME.regions("seat plate")
    assert not any(rect.colliderect(plate) for rect in nudged for plate in plates), (nudged, plates)
    for game in range(len(scene.buttons.items)):  # every game's line clear of the nudge beside it
        said, _ = nudge_drawn(app, scene, monkeypatch)
        nudged = [rect for words, rect in said if words in set(scene.buttons.nudge_aside())]
        detail = scene.buttons.current.detail
        lines = [rect for words, rect in said if words and words in detail and rect.left >= box.right]
        assert lines and not any(a.colliderect(b) for a in nudged for b in lines), (game, nudged, lines)
        app.draw()
        shots(app, f"nudge_{size}_{players}_{game}")
        press(app, key(pygame.K_DOWN))
    scene.leave()
