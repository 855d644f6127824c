"""Dealer's choice on a real phone page (headless chromium, as tests/test_party_phone.py): the dealer's
phone shows one button per game, named as the TV names them, each whole and big enough to tap in
portrait and landscape; the header says the game of the pot in play once it is called. Screenshots
go to the test's tmp_path (run with --basetemp to keep them). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone import (  # noqa: F401  # phones: a fixture
    LANDSCAPE,
    PORTRAIT,
    Phone,
    Served,
    overlap,
    phones,
    play_until,
)

from engine.profile import load_profile
from engine.table import SeatInfo, Table
from game.telling.game_call import call_line

pytestmark = pytest.mark.e2e

NAMES = ["BASEBALL", "NIGHT BASEBALL", "MIDNIGHT BASEBALL", "SEVEN-CARD STUD"]


RULES = load_profile("dealers-choice")


def ann_deals(phones) -> tuple[Served, Phone]:  # noqa: F811
    """A three-seat dealer's choice whose first dealer is Ann's seat, her phone seated in it."""
    seed = next(s for s in range(100) if Table(RULES, [SeatInfo(str(i)) for i in range(3)], s).actor == 0)
    served = Served("dealers-choice", 3, seed)
    ann = phones(served.url, "Ann")
    ann.join()
    return served, ann


def test_the_dealers_phone_calls_the_game_from_whole_buttons_and_the_header_follows_it(phones):  # noqa: F811
    served, ann = ann_deals(phones)
    try:
        page = ann.page
        assert page.inner_text("#game") == "Dealer's Choice"
        page.click("#start")
        page.wait_for_selector("#decide:not([hidden])")
        assert page.inner_text("#prompt") == "PICK THE GAME"
        for viewport in (PORTRAIT, LANDSCAPE):
            page.set_viewport_size(viewport)
            page.wait_for_timeout(150)
            labels = page.eval_on_selector_all(
                "#buttons button", "bs => bs.map(b => b.firstChild.textContent)"
            )
            assert labels == NAMES
            # under each name what sets the game apart, whole on its button; in landscape, two games
            # a row, there is no room for it
            lines = page.eval_on_selector_all("#buttons button small", "ss => ss.map(s => s.textContent)")
            assert lines == [call_line(game) for game in RULES.games] and len(set(lines)) == 4
            shown = page.eval_on_selector_all(
                "#buttons button",
                """bs => bs.map(b => { const s = b.querySelector('small').getBoundingClientRect();
                                       const r = b.getBoundingClientRect();
                                       return s.height > 0 && s.left >= r.left && s.right <= r.right
                                              && s.top >= r.top && s.bottom <= r.bottom; })""",
            )
            assert shown == [viewport is PORTRAIT] * 4, (viewport, shown)
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
        page.wait_for_selector('#game:text-is("Dealer\'s Choice: Night Baseball")')
        ann.shot("dealers-choice-called", landscape=False)
        state = ann.last("state")
        assert state["game"] == "Night Baseball" and state["wild"] == "39"
    finally:
        served.stop()


def test_while_the_dealer_calls_again_the_phone_shows_nothing_of_the_last_pot(phones):  # noqa: F811
    """A host saw Ann's phone, as she called the next game, still headed Night Baseball, her status
    Folded, BEAT BOB: ROYAL FLUSH over PICK THE GAME and her ten cards running off the screen."""
    served, ann = ann_deals(phones)
    try:
        page = ann.page
        page.click("#start")
        page.wait_for_selector("#decide:not([hidden])")
        page.click("#buttons button[data-kind=night-baseball]")
        page.wait_for_selector('#game:text-is("Dealer\'s Choice: Night Baseball")')
        fitted: list[list] = []  # her row's width, the room it has and its cards, at each turn

        def calls_again() -> bool:
            state = ann.last("state")
            return bool(state and state["calling"] and state["hand"] > 1 and state["actor"] == 0) and (
                page.is_visible("#decide") and page.inner_text("#prompt") == "PICK THE GAME"
            )

        def on_turn() -> None:  # every row of her cards stays on the screen
            fitted.append(
                page.eval_on_selector("#mycards", "e => [e.scrollWidth, e.clientWidth, e.innerText]")
            )

        play_until(ann, calls_again, 120, on_turn)
        page.wait_for_timeout(200)
        assert fitted and all(wide <= room for wide, room, _ in fitted), [f for f in fitted if f[0] > f[1]]
        state = ann.last("state")
        assert state["game"] == "Dealer's Choice" and state["target"] == "" and state["best"] is None
        assert all(p["in"] and not p["up"] and not p["showing"] for p in state["players"])
        assert page.inner_text("#game") == "Dealer's Choice"
        assert page.inner_text("#best") == "" and not page.is_visible("#tobeat")
        assert not page.is_visible("#mycards")
        ann.shot("dealers-choice-calls-again", landscape=False)
        # the longest hand a phone shows, twelve cards, still fits the portrait screen's width, its
        # last a four's bonus card, whose "+" tag stands half off a card's corner (it stood 6 px past
        # the row: this test's turns caught it when Ann's last card was a bonus)
        twelve = page.eval_on_selector(
            "#mycards",
            """e => { e.hidden = false; e.style.setProperty('--count', 12);
                      const card = document.createElement('span'); card.className = 'card';
                      card.textContent = '10';
                      const cards = Array.from({length: 12}, () => card.cloneNode(true));
                      cards[11].classList.add('bonus');
                      e.replaceChildren(...cards);
                      return e.scrollWidth <= e.clientWidth
                             && e.getBoundingClientRect().right <= window.innerWidth; }""",
        )
        assert twelve
    finally:
        served.stop()
