"""TAB SKIPS AHEAD, the hint on the prompt's line while others play, gives way while a card dealt
to you flies across it: a newcomer's play-test read it drawn over a card being dealt (the hint is
drawn last, over every card in flight). It stands there again once the card has passed."""

from __future__ import annotations

import pygame
import pytest
from test_ui_card_rows import table

from engine.cards import parse_cards
from engine.events import Deal
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.platform.text import HINT

TAB = "TAB SKIPS AHEAD"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tab_hint_is_never_drawn_over_a_card_in_flight(app, size, tmp_path):
    places = layout.LAYOUTS[size]
    director, model, tweens = table(3, places, {0: ""})
    renderer = TableRenderer(app.text, app.cards, places=places)
    hint = app.text.render(TAB, HINT).get_rect(midtop=places.prompt)
    director.play(Deal(0, parse_cards("Kh")[0], "up", "street"))  # a card to you, from the stock
    crossed = shown = 0
    for frame in range(120):
        FRAME.clear()
        renderer.draw(app.display.canvas, model, director, hint=TAB)
        flying = FRAME.regions("card in flight")
        drawn = TAB in [item.text for item in FRAME.texts()]
        over = hint.collidelist(flying) != -1
        assert not (drawn and over), (frame, flying, hint)
        if over and crossed == 0:
            pygame.image.save(app.display.canvas, str(tmp_path / f"crossing_{size}.png"))
        crossed += over
        shown += drawn
        if not tweens.busy and not flying:
            break
        tweens.update(1 / 60)
    assert crossed, "the card dealt to you never crossed the hint's line: the test shows nothing"
    assert drawn, "the hint is back once the card lies in its place"
