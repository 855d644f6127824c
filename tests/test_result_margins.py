"""A pot's result keeps its words off its edges and the log under NEXT HAND keeps off the table's
rail, at both TEXT SIZEs: a newcomer's play-test at large read "CASEY WINS 21" touching the
panel's yellow edges, and the log's "Casey shows two" running to the table's edge."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest
from test_result_view_fit import first_seat_wins, hand

from engine.money import mixed
from game.felt import layout
from game.felt.result_view import ResultView
from game.felt.table_draw import TableRenderer
from game.felt.table_model import Seat, TableModel
from game.platform.display import HEIGHT, SAFE, WIDTH
from game.platform.frame_log import FRAME
from game.platform.text import BIG

NAMES = ("CASEY", "YOGI", "ZOË", "MAXIMILIANA", "BARTHOLOMEW-THE-", "CPU 4")
MARGIN = 12  # between the panel's edge and a big letter, at the least


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("players", [3, 4, 8])
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("amount", [Fraction(6), Fraction(21), Fraction(247, 2)])
def test_the_results_title_keeps_off_its_edges(app, places, players, name, amount):
    model = TableModel(seats=[Seat(name if n == 0 else f"P{n}", "", n == 1) for n in range(players)])
    slots = places.seat_slots(players, 1)
    winner = hand(0, "QD QC 9S 9C AC", "Two pair")
    beaten = hand(2, "AH AD KH QS 6C", "Pair of As")
    view = ResultView(
        app.text, app.cards, model, first_seat_wins(amount, winner, beaten, "Two pair beats a pair"), slots
    )
    canvas = pygame.Surface((WIDTH, HEIGHT))
    FRAME.clear()
    view.draw(canvas, 0.0)
    [box] = FRAME.regions("result")
    titles = [item for item in FRAME.texts() if item.size == BIG]
    assert titles, mixed(amount)
    if len(f"{name} WINS") * BIG <= box.width - 4 * BIG:  # one line where "NAME WINS" has room:
        assert len(titles) == 1, [item.text for item in titles]  # the amount under the hand, not over two
    for item in titles:
        assert item.rect.left - box.left >= MARGIN and box.right - item.rect.right >= MARGIN, (item.text, box)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_log_under_next_hand_keeps_a_letter_off_the_rail(app, size):
    places = layout.LARGE if size == "large" else layout.NORMAL
    renderer = TableRenderer(app.text, app.cards, places=places)
    model = TableModel(seats=[Seat(name, "", n == 0) for n, name in enumerate(("You", "Babe", "Casey"))])
    # lines of one-letter words fill the log's width to its last letter (of either parity)
    model.log.extend(["a " * 30, "ab " + "a " * 30])
    FRAME.clear()
    renderer.draw_centre_log(pygame.Surface((WIDTH, HEIGHT)), model, True, 0, 0, 0, [])
    logged = [item.rect for item in FRAME.texts() if item.secondary]
    assert len(logged) >= 2
    for rect in logged:
        assert rect.right <= SAFE.right - places.small, rect
