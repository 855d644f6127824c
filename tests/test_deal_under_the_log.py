"""A card dealt passes under the log's words: a newcomer's play-test at TEXT SIZE large read
'Babe ca_s 1' (shot_072, shot_205), a Baseball deal's card on its way to your seat drawn over the
log's line mid-sentence. The log is read while the deal goes on (game.felt.log_reading), so its
words stay on top; the card shows round them."""

from __future__ import annotations

import pytest
from test_ui_card_rows import table
from test_ui_flying_cards import flying_problems

from engine.events import Deal
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME

LOG = ("Babe checks", "Yogi bets 1", "You call 1", "Babe calls 1")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_card_dealt_to_you_passes_under_the_logs_lines(app, size):
    places = layout.LAYOUTS[size]
    director, model, tweens = table(4, places, dict.fromkeys(range(4), "x x 5c"))
    model.log.extend(LOG)
    renderer = TableRenderer(app.text, app.cards, places=places)
    director.play(Deal(0, None, "down", "street"))
    crossed, problems = 0, []
    while model.seats[0].cards[-1].flight < 1:
        FRAME.clear()
        renderer.draw(app.display.canvas, model, director)
        (flight,) = FRAME.regions("card in flight")
        crossed += any(item.text in LOG and item.rect.colliderect(flight) for item in FRAME.texts())
        problems += flying_problems(f"{size} {tuple(flight)}")
        tweens.update(0.02)
    assert crossed, "the deal never crossed the log: nothing checked"
    assert problems == []
