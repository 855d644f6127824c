"""A phone held sideways (Debian's chromium under Playwright, against a room served in-process):
the bar at the top (the room code, A+, the connection's dot) and the notice under it stay in view
however the page scrolls. A host play-test's landscape phones sat scrolled ~73 px down, from the
join form's typing to the table's turns (the decision box scrolled into view), so the bar and the
explanation of being taken off were above the screen.

Run with `python -m pytest -m e2e`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones, play_until  # noqa: F401 (phones: the fixture)

pytestmark = pytest.mark.e2e

SIDEWAYS = {"width": 844, "height": 390}  # the play-test's phone, turned


def on_screen(phone, selector: str) -> bool:
    box = phone.boxes(selector)[0]
    return box["y"] >= 0 and box["y"] + box["height"] <= SIDEWAYS["height"]


def test_the_bar_and_the_notice_stay_in_view_on_a_phone_held_sideways(phones):  # noqa: F811
    served = Served("baseball", 5, 5)
    try:
        cat = phones(served.url, "Cat", SIDEWAYS)
        cat.join()
        assert on_screen(cat, "#bar") and on_screen(cat, "#code"), "the lobby hid the bar"
        cat.page.click("#start")
        cat.page.wait_for_selector("#play:not([hidden])")
        scrolled: list[int] = []

        def on_turn() -> None:
            cat.page.wait_for_timeout(100)  # the decision box scrolled into view
            scrolled.append(cat.page.evaluate("scrollY"))
            assert on_screen(cat, "#bar") and on_screen(cat, "#textsize") and on_screen(cat, "#link")
            assert on_screen(cat, "#decide"), "the buttons went under the bar"

        play_until(cat, lambda: cat.count("hand_result") >= 1, 60, on_turn)
        assert max(scrolled) > 0, "the page never scrolled: nothing was tested"
        cat.page.screenshot(path=cat.shots / "Cat-sideways-turn.png")  # the screen, as held
        served.call(served.room.controls.remove, cat.last("joined")["seat"])
        cat.page.wait_for_selector("#notice:has-text('off the table')")
        assert on_screen(cat, "#notice") and on_screen(cat, "#bar")
        cat.page.screenshot(path=cat.shots / "Cat-sideways-taken-off.png")
    finally:
        served.stop()
