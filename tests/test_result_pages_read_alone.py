"""At TEXT SIZE large a pot's result turns between the hands' captions and the pages of the line
saying why (ResultView.pages), and a Hold'em newcomer's play-test saw one turn at a time: "YOGI WINS
30" over two hands with no names under them, "Nobody beat it." and an empty band of two lines, and
did not know the panel turns. Every page names whose hands the cards are, a page of the why fills
the lines it leaves with the hands' short words, and a panel that turns shows a dot a page on its
bottom edge, the page shown filled (game.felt.page_dots)."""

from __future__ import annotations

import pygame
import pytest
from result_sweep import contested, table_at_its_end
from test_party_protocol import NAMES

from game.felt import layout
from game.felt.page_dots import dot_places
from game.felt.result_view import WHY_PAGE, ResultView
from game.platform import palette
from game.platform.text import KEEP


def views(app, size: str, now: list[float]):
    """Every contested pot's result of the seeded sessions the why's sweeps use, at four seats."""
    for profile in ("baseball", "midnight-baseball", "night-baseball"):
        for seed, result in contested(profile, range(1, 9)):
            model = table_at_its_end(tuple(name.upper() for name in NAMES), slice(1, 3))  # (the top seats)
            slots = layout.LAYOUTS[size].seat_slots(4, 0)
            now[0] = 0.0  # (the panel's first page from here)
            yield (profile, seed), ResultView(app.text, app.cards, model, result, slots, lambda: now[0])


def page_problems(view: ResultView) -> list[str]:
    """What a page under the hands lacks to read on its own: a hand with no player's name over
    it, or a band of lines left empty while more waits for a later page."""
    _title, hands, captions, why = view.drawn_rows()
    pages = view.pages(hands, captions, why)
    room = view.under(captions, why)
    problems = []
    for number, (under, said) in enumerate(pages):
        for (hand, _won), lines in zip(hands, under or [[]] * len(hands), strict=True):
            name = view.names[hand.seat].upper()
            if not lines or not lines[0].replace(KEEP, " ").startswith(name):
                problems.append(f"page {number}: {lines} does not name {name}: {said}")
        empty = room - max(map(len, under), default=0) - len(said)
        if number < len(pages) - 1 and empty >= 2:
            problems.append(f"page {number}: {empty} lines empty under {under} {said}")
    return problems


@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_page_names_its_hands_and_leaves_no_empty_band(app, size):
    now, turning = [0.0], 0
    for where, view in views(app, size, now):
        assert page_problems(view) == [], where
        _title, hands, captions, why = view.drawn_rows()
        turning += len(view.pages(hands, captions, why)) > 1
    assert turning > 3 or size == "normal", turning


def test_the_result_of_the_play_test_names_the_hands_over_nobody_beat_it(app):
    """The play-test's 'Nobody beat it.' page: the names over it and the hands' short words under."""
    now = [0.0]
    for where, view in views(app, "large", now):
        _title, hands, captions, why = view.drawn_rows()
        for under, said in view.pages(hands, captions, why):
            if said == ["Nobody beat it."]:
                # (each name over its hand's words: "Four 2's", or "Str flush" / "to 5")
                assert all(len(lines) >= 2 for lines in under), (where, under)
                return
    pytest.fail("no page says 'Nobody beat it.' alone")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_turning_panel_marks_its_pages_on_its_edge(app, size):
    now = [0.0]
    marked = 0
    for where, view in views(app, size, now):
        _title, hands, captions, why = view.drawn_rows()
        count = len(view.pages(hands, captions, why))
        panel = view.box(view.height(*view.drawn_rows()))
        for shown in range(count if count > 1 else 1):
            now[0] = shown * WHY_PAGE
            canvas = pygame.Surface((1280, 720))
            canvas.fill(palette.FELT_DARK)
            view.draw(canvas, 0.0)
            dots = dot_places(panel, max(count, 2))
            lit = [canvas.get_at(dot.center)[:3] != palette.BLACK for dot in dots]
            if count == 1:
                assert not any(canvas.get_at(dot.center)[:3] == palette.BLACK for dot in dots), where
                continue
            assert lit == [page == shown for page in range(count)], (where, shown, lit)
            marked += 1
    assert marked > 3 or size == "normal", marked
