"""A side seat's pile count stays clear of the game's corner at TEXT SIZE large, and is still written.

A play-test at a TV across a room (Midnight Baseball, four players): a side seat's hand in two lines
under its first row ("Two pair," / "9s, 3s") had its count, "2 LEFT", on the line under them, the
count's plate 2 pixels over the corner's MIDNIGHT (the coach on lifts Night Baseball's corner there
too). The count's plate now ends on the seat's floor (seat_words.count_down_the_lines); where two
lines of words leave it no line, the words say the hand in one (seat_words.seat_lines), the count
under them: a Midnight pile with no number was a newcomer's play-test too."""

from __future__ import annotations

import pytest
from frame_checks import corner_problems, frame_problems
from test_ui_no_peek_piles import turn_every_seat
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.platform.frame_log import FRAME

DECK = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c Ts")
HANDS = ("Two pair, 9s and 3s", "Full house, queens over fours", "Pair of queens")


@pytest.mark.parametrize("coach", [False, True])
@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_a_side_seats_count_keeps_clear_of_the_corner(app, profile, players, coach):
    app.settings.reduced_motion, app.settings.text_size, app.settings.coach = True, "large", coach
    scene = table_scene(app, profile=profile, players=players)
    app.frame([], 0.05)
    for turned in range(1, 8):  # (from eight the side seats' rows wrap: test_long_rows_clear_of_the_corner)
        for showing in HANDS:
            turn_every_seat(scene, DECK, turned)
            for seat in scene.model.seats:
                seat.showing = showing
            FRAME.clear()
            app.draw()
            where = f"{profile} x{players}, {turned} turned, {showing!r}"
            assert corner_problems(where) == [], where
            assert frame_problems(where) == [], where
            # every seat still says how many it has left to turn
            counts = [item.text for item in FRAME.texts() if item.text.endswith(" LEFT")]
            assert len(counts) == players, (where, counts)
    scene.leave()
