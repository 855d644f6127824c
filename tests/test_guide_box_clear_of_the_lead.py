"""The guide's box stands clear of the middle's last line: at TEXT SIZE large, under three lines
("NO BET YET", "YOU LEAD: PAIR OF", "K's, KICKERS Q 4") its two rows of words pushed its top border
onto the last line's letters (a play-test). Its lines then step closer (game.felt.guide_view)."""

from __future__ import annotations

from game.felt import layout
from game.felt.guide_view import guide_box


def test_the_box_leaves_a_gap_under_the_middles_lines_at_large():
    places = layout.LARGE
    for centre in range(1, 4):
        under = places.bottom_y - 6 - (places.bet_line[1] + centre * places.line + 2)
        most = max(2, min(4, under // places.line))  # the rows guide_page gives a page there
        for rows in range(1, most + 1):
            box, step = guide_box(centre, rows, places)
            letters = places.bet_line[1] + (centre - 1) * places.line + places.body  # the last line's foot
            assert box.top >= letters + 3, (centre, rows, box.top, letters)
            assert box.height >= rows * step + 4 and step >= places.body + 2, (centre, rows)
