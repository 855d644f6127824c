"""The phone page's accessibility in a real browser (headless chromium): it follows the text size
(every size is in rem), its own A+ button makes the page a quarter larger (still reading A+, lit:
a guest read the "A" it once turned into as a fault) and is kept over a reload, and the TV's ACCESS options that come with the QR code's address (?look=ms) put each suit's
letter beside its shape and stop the turn's flash. Screenshots under the test's tmp_path.

Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import time
from itertools import pairwise
from pathlib import Path

import pytest
from browser_support import join_page, wait_until
from test_party_e2e import HOST_OPTIONS, LANDSCAPE, PORTRAIT

from game.party.wire.spawn import start_host

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.e2e
# an element's computed property, found and read in one call ('' or null while it is not there)
COMPUTED = """([selector, prop, pseudo]) => {
    const e = document.querySelector(selector);
    return e && e.isConnected && getComputedStyle(e, pseudo || null).getPropertyValue(prop);
}"""


def px(page, selector: str, prop: str, pseudo: str = "") -> float:
    """The element's computed size, found and read in one step: the page redraws its cards on every
    message from the table, and an element it replaced between a find and a read has no style."""
    read: list[str] = []  # kept: the value returned is the one waited for, not a later read

    def found() -> bool:
        read.append(page.evaluate(COMPUTED, [selector, prop, pseudo]))
        return bool(read[-1])

    wait_until(page, found, True, f"{selector}{pseudo}'s {prop}", seconds=5)
    return float(read[-1].removesuffix("px"))


def at_the_table(browser, url: str):
    """One phone seated against a bot, the hand dealt and its cards on the page."""
    context = browser.new_context(viewport=PORTRAIT, is_mobile=True, has_touch=True, device_scale_factor=2)
    page = context.new_page()
    page.goto(url)
    join_page(page, "Ann")
    page.click("#start")
    page.wait_for_selector("#mycards .card:not(.back)", timeout=20000)
    return context, page


def test_a_plus_makes_the_page_larger_and_is_kept_and_the_page_follows_the_text_size(browser, tmp_path):
    host = start_host("baseball", 2, *HOST_OPTIONS, cwd=ROOT)
    try:
        context, page = at_the_table(browser, host.url)
        assert page.inner_text("#textsize") == "A+"
        body, card = px(page, "body", "font-size"), px(page, "#mycards .card", "height")
        page.screenshot(path=tmp_path / "phone-normal.png")
        page.click("#textsize")
        assert page.inner_text("#textsize") == "A+"  # the same button, lit while on
        assert page.get_attribute("#textsize", "aria-pressed") == "true"
        assert page.evaluate("getComputedStyle(document.querySelector('#textsize')).backgroundColor") == (
            "rgb(242, 178, 51)"
        )
        assert px(page, "body", "font-size") == pytest.approx(body * 1.25)
        assert px(page, "#mycards .card", "height") == pytest.approx(card * 1.25)
        page.screenshot(path=tmp_path / "phone-large.png")
        for viewport in (PORTRAIT, LANDSCAPE):  # larger, and still no sideways scrolling
            page.set_viewport_size(viewport)
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), viewport
        page.screenshot(path=tmp_path / "phone-large-landscape.png")
        page.set_viewport_size(PORTRAIT)
        page.reload()  # the phone's choice is kept
        page.wait_for_selector("#play:not([hidden])", timeout=15000)
        assert page.inner_text("#textsize") == "A+"
        assert page.get_attribute("#textsize", "aria-pressed") == "true"
        assert px(page, "body", "font-size") == pytest.approx(body * 1.25)
        # a browser set to larger text gives a larger root size: the page grows with it
        page.evaluate("document.documentElement.style.fontSize = '24px'")
        assert px(page, "body", "font-size") == pytest.approx(body * 1.5)
        assert px(page, "#mycards .card", "height") == pytest.approx(card * 1.5)
        context.close()
    finally:
        host.stop()


def test_the_tvs_look_gives_every_suit_its_letter_and_stops_the_flash(browser, tmp_path):
    host = start_host("baseball", 2, *HOST_OPTIONS, cwd=ROOT)
    try:
        context, page = at_the_table(browser, host.url + "&look=ms")
        assert page.evaluate(
            "document.body.classList.contains('safe') && document.body.classList.contains('still')"
        )
        # the letters read in one step once every face-up card has one (a CI run under load read
        # each ::after as '': the page redraws its cards on every message, as px() says)
        letters = {"\u2663": '"C"', "\u2666": '"D"', "\u2665": '"H"', "\u2660": '"S"'}
        lettered = """letters => {
            const ss = [...document.querySelectorAll('#mycards .card:not(.back) .s')]
                .map(s => [s.textContent, getComputedStyle(s, '::after').content]);
            return ss.length > 0 && ss.every(([s, c]) => letters[s] === c);
        }"""
        wait_until(page, lambda: page.evaluate(lettered, letters), True, "every suit's letter", seconds=5)
        deadline = time.monotonic() + 30
        while not page.is_visible("#decide"):
            assert time.monotonic() < deadline
            page.wait_for_timeout(100)
        assert page.evaluate("document.body.classList.contains('flash')")  # the turn came...
        assert page.evaluate("getComputedStyle(document.body).animationName") == "none"  # ...without a flash
        page.screenshot(path=tmp_path / "phone-colour-safe.png")
        page.goto(host.url)  # a later visit without ?look= keeps the look it was given
        page.wait_for_selector("#play:not([hidden])", timeout=15000)
        assert page.evaluate("document.body.classList.contains('safe')")
        context.close()
        plain = browser.new_context(viewport=PORTRAIT)
        page = plain.new_page()
        page.goto(host.url)
        page.wait_for_selector("#join:not([hidden])")
        assert page.evaluate(
            "!document.body.classList.contains('safe') && !document.body.classList.contains('still')"
        )
        plain.close()
    finally:
        host.stop()


def test_with_a_plus_the_bar_shows_the_whole_game_name_upright_and_sideways(browser, tmp_path):
    """Play-test: with A+ on a 390 px phone held upright the bar cut the game's name ('Midnight
    Ba…'). Nothing in the bar may be cut, nor overlap the next thing, nor the page scroll sideways."""
    host = start_host("baseball-hidden-fours", 2, *HOST_OPTIONS, cwd=ROOT)  # the longest name
    try:
        context, page = at_the_table(browser, host.url)
        page.click("#textsize")
        for name, viewport in (("portrait", PORTRAIT), ("landscape", LANDSCAPE)):
            page.set_viewport_size(viewport)
            page.wait_for_timeout(100)
            bar = page.eval_on_selector_all(
                "#bar > *",
                """els => els.map(e => { const r = e.getBoundingClientRect();
                    return {id: e.id, left: r.left, right: r.right, cut: e.scrollWidth > e.clientWidth}; })""",
            )
            page.screenshot(path=tmp_path / f"bar-large-{name}.png")
            assert not [part["id"] for part in bar if part["cut"]], (name, bar)
            assert all(a["right"] <= b["left"] for a, b in pairwise(bar)), (name, bar)
            assert bar[-1]["right"] <= viewport["width"], (name, bar)
            assert page.inner_text("#game") == "Baseball Hidden Fours"
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), name
        context.close()
    finally:
        host.stop()
