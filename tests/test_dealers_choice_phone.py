"""Dealer's choice on a real phone page (headless chromium, as tests/test_party_phone.py): the dealer's
phone shows one button per game, named as the TV names them, each whole and big enough to tap in
portrait and landscape; the header says the game of the pot in play once it is called. Screenshots
go to the test's tmp_path (run with --basetemp to keep them). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone import LANDSCAPE, PORTRAIT, Served, overlap, phones  # noqa: F401  # phones: a fixture

from engine.profile import load_profile
from engine.table import SeatInfo, Table

pytestmark = pytest.mark.e2e

NAMES = ["BASEBALL", "NIGHT BASEBALL", "MIDNIGHT BASEBALL", "SEVEN-CARD STUD"]


def test_the_dealers_phone_calls_the_game_from_whole_buttons_and_the_header_follows_it(phones):  # noqa: F811
    rules = load_profile("dealers-choice")
    seed = next(s for s in range(100) if Table(rules, [SeatInfo(str(i)) for i in range(3)], s).actor == 0)
    served = Served("dealers-choice", 3, seed)
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        page = ann.page
        assert page.inner_text("#game") == "Dealer's Choice"
        page.click("#start")
        page.wait_for_selector("#decide:not([hidden])")
        assert page.inner_text("#prompt") == "CALL THE GAME"
        for viewport in (PORTRAIT, LANDSCAPE):
            page.set_viewport_size(viewport)
            page.wait_for_timeout(150)
            labels = page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.textContent)")
            assert labels == NAMES
            boxes = ann.boxes("#buttons button")
            width = viewport["width"]
            for label, box in zip(labels, boxes, strict=True):
                assert box["height"] >= 48 and box["x"] >= 0 and box["x"] + box["width"] <= width, (
                    label,
                    box,
                )
                fits = page.eval_on_selector(
                    f"#buttons button[data-kind={label.lower().replace(' ', '-')}]",
                    "b => b.scrollWidth <= b.clientWidth",
                )
                assert fits, f"{label} is cut short"
            assert not any(overlap(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
            assert len({round(box["height"]) for box in boxes}) == 1  # every game as tall as the others
            # as the page shows a turn (scrolled to the buttons), every game is on the screen at once
            page.eval_on_selector("#decide", "d => d.scrollIntoView({block: 'nearest'})")
            shown = ann.boxes("#buttons button")
            assert all(
                box["y"] >= -1 and box["y"] + box["height"] <= viewport["height"] + 1 for box in shown
            ), (
                viewport,
                shown,
            )
        page.set_viewport_size(PORTRAIT)
        ann.shot("dealers-choice-menu")
        page.click("#buttons button[data-kind=night-baseball]")
        page.wait_for_selector("#game:text-is('Night Baseball')")
        ann.shot("dealers-choice-called", landscape=False)
        state = ann.last("state")
        assert state["game"] == "Night Baseball" and state["wild"] == "39"
    finally:
        served.stop()
