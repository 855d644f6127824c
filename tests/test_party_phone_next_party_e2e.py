"""JOIN THE NEXT PARTY, in Chromium at a phone's size: it opens the page where a guest sits down,
from the watch page too (a watcher was sent back to /watch and found a lobby with no seat to take).

Run with `python -m pytest -m e2e`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import ROOT, phone_at_host

from game.party.wire.spawn import start_host

pytestmark = pytest.mark.e2e


def test_a_watcher_who_taps_join_the_next_party_may_sit_down(browser, tmp_path):
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(f"http://{host.address}/watch")
        page.wait_for_selector("#lobby:not([hidden])")
        assert page.inner_text("#wait") == "Watching."
        port = host.address.rsplit(":", 1)[1]
        host.stop()  # the party ends: the watch page says so and offers the next one
        page.wait_for_selector("#over:not([hidden])", timeout=15000)
        page.screenshot(path=tmp_path / "watcher-party-over.png")
        following = start_host("baseball", 3, "--seed", "6", "--port", port, cwd=ROOT)
        try:
            page.click("#again")
            page.wait_for_selector("#join:not([hidden])", timeout=15000)
            assert page.url == f"http://{host.address}/"
            assert page.is_enabled("#sit") and page.is_visible("#room")
            page.screenshot(path=tmp_path / "watcher-next-party-join.png")
        finally:
            following.stop()
