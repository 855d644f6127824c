"""A pot's chips fly under a showdown's showcase, never across its words: a newcomer's play-test
(shot 084) saw the pot's chips cross "You: Str flush to 9" on their way to the winner's seat. The
showcase's panel is drawn over the chips in flight (TableRenderer.draw), at both TEXT SIZEs."""

from __future__ import annotations

import pygame
import pytest
from test_ui_card_rows import table

from engine.cards import parse_cards
from game.felt import layout
from game.felt.showcase import showcase_sprites
from game.felt.table_draw import TableRenderer
from game.felt.table_model import ChipSprite
from game.platform.frame_log import FRAME

CAPTION = "You: Straight flush to 9"


def chip_at(spot: tuple[int, int], colour: int) -> ChipSprite:
    """A chip half way on its throw with its centre on `spot` (at half way the arc lifts a chip
    24 * t * (1 - t) = 6 pixels: thrown from 6 lower)."""
    x, y = spot
    return ChipSprite((x, y + 6 - 40), (x, y + 6 + 40), colour, t=0.5)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_no_chip_covers_the_showcases_words(app, shots, size):
    places = layout.LAYOUTS[size]
    director, model, _ = table(4, places, {})
    model.showcase = showcase_sprites(tuple((card, None) for card in parse_cards("9c 8c 7c 6c 5c")), "39")
    model.showcase_text = CAPTION
    renderer = TableRenderer(app.text, app.cards, places=places)
    canvas = app.display.canvas

    def frame() -> tuple[pygame.Surface, list]:
        FRAME.clear()
        renderer.draw(canvas, model, director)
        return canvas.copy(), [item for item in FRAME.texts() if item.text.startswith("You:")]

    bare, captions = frame()
    assert captions, "the showcase's caption is drawn"
    box = places.showcase
    # a chip on each caption line's middle and on each card's, thrown from the top of the table
    # down across the showcase to the foot of the table (the pot to your seat)
    spots = [item.rect.center for item in captions] + [(box.centerx + dx, box.y + 30) for dx in (-80, 0, 80)]
    model.chips = [chip_at(spot, colour) for colour, spot in enumerate(spots)]
    flying, _ = frame()
    inside = box.inflate(-4, -4)
    changed = [
        (x, y)
        for x in range(inside.left, inside.right)
        for y in range(inside.top, inside.bottom)
        if flying.get_at((x, y)) != bare.get_at((x, y))
    ]
    assert not changed, changed[:5]  # the chips are there, under the panel
    # the same chip out from under the panel is seen: the frame draws chips at all
    below = (box.centerx, box.bottom + 8)
    model.chips = [chip_at(below, 0)]
    seen, _ = frame()
    assert seen.get_at(below) != bare.get_at(below)
    half = (box.centerx + 30, box.bottom)
    model.chips = [chip_at(half, 1)]  # (to be looked at: a chip half under the panel)
    frame()
    for resolution in ((1920, 1080), (1280, 720)):
        shots(app, f"showcase_chips_{size}_{resolution[1]}", pygame.transform.scale(canvas, resolution))
