"""Night Baseball's long hands (nine cards and the fours' extra cards, up to thirteen) lie clear
of the game's corner (what is wild, the game's rules) at every table size and both TEXT SIZEs, the
coach on (its panel lifts the corner): a play-test read a long row as reaching into the corner's
lines. frame_checks.corner_problems holds every frame sweep to it; this lays out the longest hands
at once, turned and still in the pile."""

from __future__ import annotations

import pytest
from frame_checks import corner_problems
from test_ui_support import run_until, table_scene

from engine.cards import parse_cards
from game.felt.table_model import CardSprite
from game.platform.frame_log import FRAME

DECK = parse_cards("Ts 4d 4c 3h Qs Kd Ah Jc 9s 8d 7h 6c 5s")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_long_no_peek_hands_keep_clear_of_the_games_corner(app, size, players):
    app.settings.text_size, app.settings.coach, app.settings.reduced_motion = size, True, True
    scene = table_scene(app, profile="night-baseball", players=players, seed=3)
    run_until(
        app, lambda: bool(scene.model.seats) and not scene.director.dealing and scene.model.seats[0].cards
    )
    problems = []
    for cards in range(9, 14):
        for turned in range(cards - 4, cards + 1):
            for seat in scene.model.seats:
                seat.cards = [CardSprite(card, "up", shown=True, flight=1.0) for card in DECK[:turned]]
                seat.cards += [CardSprite(None, "down", flight=1.0) for _ in range(cards - turned)]
            FRAME.clear()
            app.draw()
            assert FRAME.regions("corner")
            problems += corner_problems(f"{size} x{players}, {cards} cards, {turned} turned")
    assert not problems, "\n".join(problems)
