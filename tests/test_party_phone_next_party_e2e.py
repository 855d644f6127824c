"""JOIN THE NEXT PARTY, in Chromium at a phone's size: it opens the page where a guest sits down,
from the watch page too (a watcher was sent back to /watch and found a lobby with no seat to take).

Run with `python -m pytest -m e2e`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from browser_support import ROOT, join_page, joined_the_next_party, phone_at_host, socket_open
from test_party_phone_playtest_e2e import ROOM, phone, play_state, served  # noqa: F401

from game.party.wire.spawn import start_host

pytestmark = pytest.mark.e2e


def test_a_watcher_who_taps_join_the_next_party_may_sit_down(browser, tmp_path):
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(f"http://{host.address}/watch")
        page.wait_for_selector("#lobby:not([hidden])")
        assert page.inner_text("#wait").startswith("Watching.")
        host.stop()  # the party ends: the watch page says so and offers the next one
        page.wait_for_selector("#over:not([hidden])", timeout=15000)
        page.screenshot(path=tmp_path / "watcher-party-over.png")
        with joined_the_next_party(page, host):
            assert page.is_enabled("#sit") and page.is_visible("#room")
            page.screenshot(path=tmp_path / "watcher-next-party-join.png")


def test_an_earlier_partys_seat_token_is_kept_until_the_phone_sits_down_again(phone):  # noqa: F811
    """The next party's code was told once: the page dropped the earlier party's token at once, so a
    reload (or a party that ended before the guest sat down) left the code to be typed again."""
    ann = phone(query="")
    ann.page.evaluate(
        "localStorage.setItem('bbp-room', 'OLDR'); localStorage.setItem('bbp-seat-OLDR', 'a' + 'x'.repeat(31))"
    )
    for _ in range(2):  # told the code, then the page reloaded before sitting down: asked again
        ann.page.reload()
        socket_open(ann.page)
        ann.feed({"type": "welcome", **ROOM, "protocol": 1})
        assert [m for m in ann.sent() if m["type"] == "resume"] == [
            {"type": "resume", "token": "a" + "x" * 31}
        ]
        ann.feed({"type": "next_party", "room": "NEWR"}, play_state(you=None))
        assert ann.page.input_value("#room") == "NEWR" and ann.page.inner_text("#code") == "NEWR"
    ann.feed({"type": "joined", "seat": 0, "token": "b" * 32, "name": "Ann", "waiting": False})
    kept = ann.page.evaluate(
        "[localStorage.getItem('bbp-room'), localStorage.getItem('bbp-seat-OLDR'), localStorage.getItem('bbp-seat-NEWR')]"
    )
    assert kept == ["NEWR", None, "b" * 32]  # seated here: the earlier seat's token is done with
    ann.shot("next-party-seated")


def test_join_the_next_party_waits_for_it_rather_than_open_a_dead_address(browser, tmp_path):
    """Between parties (the host ended one and sets up the next) nothing answers at the address:
    JOIN THE NEXT PARTY opened it at once, and the guest read the browser's "connection refused"
    page. The page waits, saying so, and opens the next party's page once it answers."""
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(host.url)
        page.wait_for_selector("#join:not([hidden])")
        port = host.address.rsplit(":", 1)[1]
        host.stop()
        page.wait_for_selector("#over:not([hidden])", timeout=15000)
        page.click("#again")
        page.wait_for_timeout(2500)  # several asks, none answered
        assert page.url == host.url  # still this page, never the browser's error page
        assert page.inner_text("#notice").startswith("Waiting for the host's next party")
        assert page.is_disabled("#again")
        page.screenshot(path=tmp_path / "waiting-for-the-next-party.png")
        following = start_host("baseball", 3, "--seed", "6", "--port", port, cwd=ROOT)
        try:
            page.wait_for_selector("#join:not([hidden])", timeout=15000)
            assert page.url == f"http://{host.address}/"
        finally:
            following.stop()


@contextmanager
def the_next_party_opening(page: Any, host: Any) -> Iterator[Any]:
    """The party `page` sat at ends, `page` taps JOIN THE NEXT PARTY and the host's next party opens
    on its port: the next party's host (stopped after the block)."""
    port = host.address.rsplit(":", 1)[1]
    host.stop()
    page.wait_for_selector("#over:not([hidden])", timeout=15000)
    page.click("#again")
    assert page.inner_text("#notice") == (
        "Waiting for the host's next party: this page sits you down in it as soon as it opens."
    )
    following = start_host("baseball", 3, "--seed", "6", "--port", port, cwd=ROOT)
    try:
        yield following
    finally:
        following.stop()


def test_join_the_next_party_sits_its_guest_down_there_by_the_same_name(browser, tmp_path):
    """A guest play-test read "this page joins it as soon as it opens", and the next party showed
    the Sit down page with the code and the name filled in: one more JOIN to tap."""
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(host.url)
        join_page(page, "Dan")
        with the_next_party_opening(page, host) as following:
            page.wait_for_selector("#lobby:not([hidden])", timeout=15000)
            assert page.inner_text("#code") == following.code
            assert "Dan" in page.inner_text("#lobby")
            page.screenshot(path=tmp_path / "next-party-sat-down.png")


def test_join_the_next_party_leaves_a_name_someone_there_goes_by_to_its_guest(browser, tmp_path):
    """Sent as it is, the name would be given another's seat whose phone is gone, or a name not
    theirs: the Sit down page, its code filled in, says so instead."""
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(host.url)
        join_page(page, "Dan")
        port = host.address.rsplit(":", 1)[1]
        host.stop()
        page.wait_for_selector("#over:not([hidden])", timeout=15000)
        following = start_host("baseball", 3, "--seed", "6", "--port", port, cwd=ROOT)
        other = browser.new_context(viewport={"width": 390, "height": 844})
        try:
            dan = other.new_page()
            dan.goto(following.url)
            join_page(dan, "dan")  # sat down there before Dan's phone taps
            page.click("#again")
            page.wait_for_selector("#notice:has-text('Someone here')", timeout=15000)
            assert (
                page.inner_text("#notice")
                == "Someone here already goes by Dan: check your name, then tap JOIN."
            )
            assert page.is_visible("#join") and page.input_value("#room") == following.code
            page.screenshot(path=tmp_path / "next-party-name-taken.png")
        finally:
            other.close()
            following.stop()
