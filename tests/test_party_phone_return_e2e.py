"""A guest who typed the address (no ?room= in it) and the room code: a reload of that bare address
takes the same seat back from the token the page kept, and a kept token that is no longer good
leaves the join form as it was, with no stale code in it (Debian's chromium under Playwright).

Run with `python -m pytest -m e2e`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import PHONE_PORTRAIT, join_page, phone_at_host, wait_until

pytestmark = pytest.mark.e2e


def test_a_reload_of_the_typed_address_takes_the_same_seat_back(browser, tmp_path):
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        bare = f"http://{host.address}/"
        page.goto(bare)
        page.wait_for_selector("#join:not([hidden])")
        page.click("#seats button:nth-child(2)")  # seat 2, so "the same seat" is not just the first
        page.fill("#room", host.code.lower())  # typed, as a guest does
        join_page(page, "Zoë")
        assert page.inner_text("#guests li:nth-child(2)") == "Zoë (you)"
        page.reload()  # still the bare address: no ?room= to find the token by
        page.wait_for_selector("#lobby:not([hidden])", timeout=15000)
        assert page.url == bare
        assert page.inner_text("#guests li:nth-child(2)") == "Zoë (you)"
        assert page.inner_text("#code") == host.code
        page.screenshot(path=tmp_path / "reloaded-bare-address.png")
        # a token the table no longer knows (an old party's): the join form as before, code empty
        page.evaluate(
            "localStorage.setItem('bbp-room', 'ZZZZ'); localStorage.setItem('bbp-seat-ZZZZ', 'gone')"
        )
        other = context.new_page()
        other.goto(bare)
        other.wait_for_selector("#join:not([hidden])")
        # gone from the page's storage (30 s: what Playwright's own wait allowed)
        wait_until(
            other,
            lambda: other.evaluate("localStorage.getItem('bbp-seat-ZZZZ')"),
            None,
            "the stale token",
            seconds=30,
        )
        assert other.input_value("#room") == "" and other.inner_text("#code") == ""
        other.screenshot(path=tmp_path / "stale-token-join-form.png")


def test_a_fresh_browser_takes_its_away_seat_back_at_a_full_table(browser, tmp_path):
    """Ben's browser closed mid-hand (BEN AWAY) and he opened a fresh one (no token kept): every seat
    was taken, so the page greyed them all and JOIN too, though the server seats a returning name
    back at its AWAY seat. Now he types his name, taps JOIN and plays from his own seat (from the
    next deal: the hand in play is played out for him, since anyone may type a name)."""
    with phone_at_host(browser, "baseball", 2, "--seed", "5") as (host, context):
        ann = context.new_page()
        ann.goto(host.url)
        join_page(ann, "Ann")
        his = browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True)  # his own phone
        ben = his.new_page()
        ben.goto(host.url)
        join_page(ben, "Ben")
        ann.click("#start")
        ben.wait_for_selector("#play:not([hidden])", timeout=15000)
        his.close()  # the browser closes mid-hand: his seat is AWAY
        fresh = browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True)
        try:
            page = fresh.new_page()
            page.goto(host.url)
            page.wait_for_selector("#join:not([hidden])")
            page.wait_for_selector("#sit:not([disabled])", timeout=15000)
            assert "Your phone dropped?" in page.inner_text("#joinhint")
            page.screenshot(path=tmp_path / "full-table-join.png")
            page.fill("#name", "ben")
            page.click("#sit")
            page.wait_for_selector("#play:not([hidden])", timeout=15000)
            # anyone may type "ben": the hand in play is played out for him, none of its cards shown
            if page.is_visible("#waiting"):
                assert page.inner_text("#waiting").startswith("Welcome back."), page.inner_text("#waiting")
                assert page.locator("#mycards .card").count() == 0
                page.screenshot(path=tmp_path / "back-waits-for-the-next-deal.png")
            wait_until(
                page,
                lambda: "Ben (you)" in page.inner_text("#players"),
                True,
                "Ben (you) among the players",
                seconds=60,
            )
            assert "You sit as" not in page.inner_text("#notice")  # "ben" is Ben: nothing to explain
            page.screenshot(path=tmp_path / "back-at-his-seat.png")
        finally:
            fresh.close()
