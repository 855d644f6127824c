"""A pot's result is laid out once and then drawn every frame as laid: its height, the lines under
its hands and its pages were worked out again each frame (ResultView.under, pages: each a search of
the names' and words' forms), three quarters of the panel's drawing time."""

from __future__ import annotations

import pytest
from result_sweep import contested, table_at_its_end

from game.felt import layout
from game.felt.result_view import WHY_PAGE, ResultView

NAMES = ("YOU", "BABE", "CASEY", "YOGI")


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_frames_after_the_first_draw_the_result_as_laid_out(app, monkeypatch, places):
    now = [0.0]
    worked: list[tuple[object, ...]] = []  # each search of the forms made after the first draw
    for _seed, result in contested("midnight-baseball", range(1, 4)):
        model = table_at_its_end(NAMES, slice(1, None), "Pair of queens")
        view = ResultView(app.text, app.cards, model, result, places.seat_slots(4, 0), lambda: now[0])
        view.draw(app.display.canvas, 0.0)
        monkeypatch.setattr(view, "page_captions", lambda *args: worked.append(args))
        monkeypatch.setattr(view, "kept_apart", lambda *args: worked.append(args))
        for frame in range(8):  # (through the pages' turns)
            now[0] = frame * WHY_PAGE / 2
            view.draw(app.display.canvas, now[0])
        assert worked == []
