"""The guide's box stands clear of the middle's last line: at TEXT SIZE large, under three lines
("NO BET YET", "YOU LEAD: PAIR OF", "K's, KICKERS Q 4") its two rows of words pushed its top border
onto the last line's letters (a play-test); then its two closer lines touched its borders (a
newcomer's play-test, Midnight): a page there has the rows that fit with PAD above and below."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.guide_view import PAD, guide_box, page_rows


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_the_box_leaves_a_gap_under_the_middles_lines_and_a_pad_round_its_words(places):
    for centre in range(1, 4):
        for rows in range(1, page_rows(places, centre) + 1):
            box, step = guide_box(centre, rows, places)
            letters = places.bet_line[1] + (centre - 1) * places.line + places.body  # the last line's foot
            assert box.top >= letters + 3, (centre, rows, box.top, letters)
            assert step == places.line and box.height >= rows * step + 2 * PAD, (centre, rows)
    assert page_rows(layout.LARGE, 3) == 1 and page_rows(layout.LARGE, 1) >= 3
